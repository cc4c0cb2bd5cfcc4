// The texts the browser gets (issue 43, page weight): the root error page's, the staff frame's,
// and per folder of app/(staff) with a layout of messages (messagesLayout in
// components/shell/client-messages.tsx) those its pages' client components read; a namespace or a
// part of one. The lists are data, written to client-messages.json by `npm run gen:messages`
// (scripts/client-messages.ts) from the source: do not edit them by hand.
import lists from "./client-messages.json";

export const ROOT_MESSAGES: readonly string[] = lists.root;

export const FRAME_MESSAGES: readonly string[] = lists.frame;

export const LAYOUT_MESSAGES: Readonly<Record<keyof typeof lists.layouts, readonly string[]>> = lists.layouts;

import { getLocale, getMessages, getTimeZone } from "next-intl/server";
import { BOOKING_PAGE_MESSAGES } from "@/lib/i18n/booking-tab-messages";
import { FRAME_MESSAGES, LAYOUT_MESSAGES, ROOT_MESSAGES } from "@/lib/i18n/client-messages";
import { pick, within } from "@/lib/i18n/pick";
import { IntlClient, MoreIntlMessages } from "./intl-client";

/**
 * Gives the client components below only the texts at `paths` (namespaces or parts of them), not
 * the whole catalogue: every page's HTML carries them (issue 43, page weight).
 */
export async function ClientMessages({ paths, children }: { paths: readonly string[]; children: React.ReactNode }) {
  const [messages, locale, timeZone] = await Promise.all([getMessages(), getLocale(), getTimeZone()]);
  return (
    <IntlClient locale={locale} timeZone={timeZone} messages={pick(messages, paths)} strict={!!process.env.STRICT_I18N}>
      {children}
    </IntlClient>
  );
}

/** The texts of the root error page (app/error.tsx), for every page: the providers below replace them. */
export function RootMessages({ children }: { children: React.ReactNode }) {
  return <ClientMessages paths={ROOT_MESSAGES}>{children}</ClientMessages>;
}

/** The staff frame's texts (drawer, top bar, notices) and those of the pages it serves itself. */
export function FrameMessages({ children }: { children: React.ReactNode }) {
  return <ClientMessages paths={FRAME_MESSAGES}>{children}</ClientMessages>;
}

/**
 * The folders whose pages bring some texts with a part rendered later (a tab: <MoreMessages>),
 * and what their layout sends: the texts of the rest.
 */
const SENT_IN_PARTS: Partial<Record<keyof typeof LAYOUT_MESSAGES, readonly string[]>> = {
  "booking/[id]": BOOKING_PAGE_MESSAGES,
};

/**
 * The layout of a folder of app/(staff) (`dir`, as in LAYOUT_MESSAGES): its pages' client
 * components get the texts they read, found in the source (scripts/client-messages.ts).
 */
export function messagesLayout(dir: keyof typeof LAYOUT_MESSAGES) {
  return function MessagesLayout({ children }: { children: React.ReactNode }) {
    return <ClientMessages paths={SENT_IN_PARTS[dir] ?? LAYOUT_MESSAGES[dir]}>{children}</ClientMessages>;
  };
}

/**
 * Adds the texts at `paths` to those the client components below have already (a part of a page
 * rendered on its own, a tab: its texts come with it); `given`: the paths given above, not sent
 * again.
 */
export async function MoreMessages({
  paths,
  given,
  children,
}: {
  paths: readonly string[];
  given: readonly string[];
  children: React.ReactNode;
}) {
  const more = paths.filter((p) => !given.some((q) => within(p, q)));
  if (!more.length) return children;
  return <MoreIntlMessages messages={pick(await getMessages(), more)}>{children}</MoreIntlMessages>;
}

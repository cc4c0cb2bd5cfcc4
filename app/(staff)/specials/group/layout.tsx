import { messagesLayout } from "@/components/shell/client-messages";

/** The texts its pages' client components read (lib/i18n/client-messages.ts), not the whole area's. */
export default messagesLayout("specials/group");

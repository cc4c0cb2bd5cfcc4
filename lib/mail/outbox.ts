// Mail goes through the outbox: a use case queues it in its transaction, and it is sent once that
// transaction has committed (and retried if the mail server fails).
import type { Tx } from "../core/db";
import { enqueue, onOutbox } from "../core/outbox";
import { sendMail, type Mail } from "./mailer";

export const MAIL_TOPIC = "mail";

onOutbox(MAIL_TOPIC, (payload) => sendMail(payload as Mail));

/** Queues `mail` in `tx`; it leaves after the commit. */
export function queueMail(tx: Tx, mail: Mail): Promise<number> {
  return enqueue(tx, MAIL_TOPIC, mail);
}

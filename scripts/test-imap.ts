// The mailbox tests run against Debian's Dovecot, which each test file starts itself from a small
// configuration in a temporary folder (tests/helpers/mail-servers.ts). `npm test` checks it is
// installed before any test starts and says in one line what is missing instead.
import { existsSync } from "node:fs";

/** Where the Dovecot binary is: DOVECOT_BIN, else Debian's place. */
export const dovecotBin = () => process.env.DOVECOT_BIN || "/usr/sbin/dovecot";

/** undefined when Dovecot can run here, else the one line saying what to install */
export function dovecotMissing(): string | undefined {
  if (existsSync(dovecotBin())) return undefined;
  return `npm test: the mailbox tests need Dovecot's IMAP server (${dovecotBin()} is missing): apt-get install dovecot-imapd (.ci/run does), or set DOVECOT_BIN.`;
}

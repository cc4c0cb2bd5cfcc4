// Text blocks read by key in one language (documents, later mails): the operator's text where the
// block has one in that language, else none; the caller keeps its own default for a missing one.
import { db, type Tx } from "../../core/db";
import type { Locale } from "../../i18n/locale";

/** The texts of the blocks `keys` in `language`, by key; a block without a text there is left out. */
export async function textBlocksIn(keys: readonly string[], language: Locale, tx: Tx = db()) {
  const rows = await tx.textBlock.findMany({ where: { key: { in: [...keys] } }, select: { key: true, texts: true } });
  const out = new Map<string, string>();
  for (const r of rows) {
    const text = (r.texts as Partial<Record<Locale, string>> | null)?.[language];
    if (typeof text === "string" && text.trim() !== "") out.set(r.key, text);
  }
  return out;
}

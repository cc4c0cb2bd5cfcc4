// Rendering a mail template in one language: a pure function of the template's text and the merge
// values. Values go into the HTML escaped (a guest named "<b>" stays text), the CSS is inlined with
// juice (mail clients drop <style>), and a plain-text part is derived from the HTML unless the
// template brings its own. The subject is one line: a value cannot add a header (CR/LF removed).
import juice from "juice";
import { AppError, type FieldIssue } from "../../core/errors";
import type { Locale } from "../../i18n/locale";
import { messageKey } from "../../i18n/message-key";
import { replaceMergeFields, TEXT_BLOCK_FIELD, unknownMergeFields } from "./merge-fields";

/** A template's text in one language. */
export type TemplateText = { subject: string; html: string; text?: string | null };
/** A template's texts by language. */
export type TemplateContent = Partial<Record<Locale, TemplateText>>;
/** What a mail says, ready for the outbox. */
export type RenderedMail = { subject: string; html: string; text: string };

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

/** One line: line breaks and other control characters become a space (no header injection). */
// eslint-disable-next-line no-control-regex -- control characters are what is removed
export const oneLine = (s: string) => s.replace(/[\u0000-\u001f\u007f]+/g, " ").trim();

/** The unknown merge fields of a template's texts as field issues (`content.de.subject` ...); none: []. */
export function templateIssues(content: TemplateContent): FieldIssue[] {
  const issues: FieldIssue[] = [];
  for (const [lang, t] of Object.entries(content))
    for (const part of ["subject", "html", "text"] as const) {
      const bad = unknownMergeFields(t?.[part] ?? "");
      if (bad.length)
        issues.push({
          path: `content.${lang}.${part}`,
          message: messageKey("mail.errors.unknownField", { field: bad.join(", ") }),
          code: "unknownMergeField",
        });
    }
  return issues;
}

/** Throws a 400 naming every unknown merge field of `content`. */
export function assertKnownMergeFields(content: TemplateContent) {
  const fields = templateIssues(content);
  if (fields.length) throw new AppError("VALIDATION_ERROR", undefined, { fields });
}

/** HTML as plain text: blocks and breaks become lines, links keep their address, entities decoded. */
export function htmlToText(html: string): string {
  return html
    .replace(/<(style|script|head|title)[^>]*>[\s\S]*?<\/\1>/gi, "")
    .replace(/<a\s[^>]*href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/gi, (_, href: string, label: string) => {
      const text = label.replace(/<[^>]+>/g, "").trim();
      return text && text !== href ? `${text} (${href})` : href;
    })
    .replace(/<br\s*\/?>/gi, "\n")
    .replace(/<\/(p|div|h[1-6]|li|tr|table|blockquote)>/gi, "\n")
    .replace(/<li[^>]*>/gi, "- ")
    .replace(/<[^>]+>/g, "")
    .replace(/&nbsp;/g, " ")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/[ \t]+/g, " ")
    .replace(/ *\n */g, "\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

/**
 * Renders `t` with `values` (merge field -> plain text) and `textBlocks` (key -> plain text). An
 * unknown merge field is a 400 naming it; a known one without a value renders empty (an agency
 * field of a customer's booking).
 */
export function renderMail(
  t: TemplateText,
  values: Readonly<Record<string, string>>,
  textBlocks: ReadonlyMap<string, string> = new Map(),
  lang: Locale = "de",
): RenderedMail {
  assertKnownMergeFields({ [lang]: t });
  const plain = (name: string) => {
    const block = TEXT_BLOCK_FIELD.exec(name)?.[1];
    return block !== undefined ? (textBlocks.get(block) ?? "") : (values[name] ?? "");
  };
  // a value in HTML: escaped, its line breaks kept; a link's address stays usable in href=""
  const html = juice(replaceMergeFields(t.html, (name) => escapeHtml(plain(name)).replace(/\r?\n/g, "<br>")));
  return {
    subject: oneLine(replaceMergeFields(t.subject, plain)),
    html,
    text: t.text?.trim() ? replaceMergeFields(t.text, plain) : htmlToText(html),
  };
}

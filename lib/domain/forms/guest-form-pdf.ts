// The print template of guest forms: the forms of a departure (or of the list's filters) as one
// PDF, a page per guest with every section and answer, in the reader's language. Drawn with
// @react-pdf/renderer like the other documents (createElement: the server rings need no JSX).
import { Document, Page, StyleSheet, Text, View, renderToBuffer } from "@react-pdf/renderer";
import { createElement as h, type ReactElement } from "react";
import type { Principal } from "../../auth/principal";
import { transaction } from "../../core/db";
import { AppError } from "../../core/errors";
import type { Locale } from "../../i18n/locale";
import { translator } from "../../i18n/translator";
import { SECTION_FIELDS, type GuestFormField, type GuestFormSection } from "./guest-form-sections";
import { guestFormListQuery, listGuestForms, type GuestFormListQuery } from "./guest-form-lists";
import { guestFormSelect } from "./guest-form-sync";
import { guestFormView, type GuestFormView } from "./guest-form-view";

/** The most forms one print holds (a departure has far fewer). */
export const PRINT_LIMIT = 200;

export const printQuery = guestFormListQuery;

const styles = StyleSheet.create({
  page: { padding: 28, paddingBottom: 36, fontSize: 9, fontFamily: "Helvetica", color: "#0f172a" },
  title: { fontSize: 15, fontFamily: "Helvetica-Bold", marginBottom: 2 },
  subtitle: { fontSize: 10, color: "#475569", marginBottom: 10 },
  section: { fontSize: 10, fontFamily: "Helvetica-Bold", marginTop: 8, marginBottom: 3 },
  row: { flexDirection: "row", borderBottomWidth: 0.5, borderBottomColor: "#e2e8f0", paddingVertical: 2 },
  label: { width: "45%", color: "#475569" },
  value: { width: "55%" },
  missing: { marginTop: 10, color: "#b45309" },
  footer: { position: "absolute", bottom: 14, left: 28, right: 28, fontSize: 7, color: "#64748b" },
});

type T = ReturnType<typeof translator>;

function shown(t: T, f: GuestFormField, v: unknown): string {
  if (v === null || v === undefined || v === "") return "–";
  if (typeof v === "boolean") return t(v ? "guestForm.yes" : "guestForm.no");
  const option = `guestForm.options.${f.name}.${String(v)}`;
  return f.kind === "choice" && t.has(option) ? t(option) : String(v);
}

function pages(t: T, form: GuestFormView): ReactElement[] {
  return form.guests.map((g) =>
    h(
      Page,
      { key: `${form.id}-${g.customerId}`, size: "A4", style: styles.page, wrap: true },
      h(Text, { style: styles.title }, `${t("guestForm.title")}: ${g.name}`),
      h(
        Text,
        { style: styles.subtitle },
        `${t("guestForm.bookingLine", {
          booking: form.booking.label,
          from: form.booking.dateFrom,
          to: form.booking.dateTo,
          place: form.booking.tour ?? form.booking.place ?? "",
        })} · ${t(`guestForm.status.${form.status}`)}`,
      ),
      ...form.sections.flatMap((s) => [
        h(Text, { key: `${s}-h`, style: styles.section }, t(`guestForm.sections.${s}`)),
        ...SECTION_FIELDS[s as GuestFormSection].map((f) =>
          h(
            View,
            { key: `${s}-${f.name}`, style: styles.row, wrap: false },
            h(Text, { style: styles.label }, t(`guestForm.fields.${s}.${f.name}`)),
            h(Text, { style: styles.value }, shown(t, f, g.answers[s as GuestFormSection]?.[f.name])),
          ),
        ),
      ]),
      h(Text, { style: styles.section }, t("guestForm.sections.files")),
      h(Text, null, g.files.map((f) => `${t(`guestForm.files.${f.kind}`)}: ${f.name}`).join(", ") || "–"),
      g.missing.length
        ? h(Text, { style: styles.missing }, t("guestForm.stillMissing", { count: g.missing.length }))
        : null,
      h(Text, { style: styles.footer, fixed: true }, `${form.booking.label} · ${g.name}`),
    ),
  );
}

/** GET /api/guestform/print: the forms the list's filters find (a departure: scheduleId), one PDF. */
export async function printGuestForms(p: Principal, q: GuestFormListQuery, locale: Locale): Promise<Buffer> {
  if (!q.scheduleId && !q.bookingId && !(q.from && q.to))
    throw new AppError("VALIDATION_ERROR", undefined, {
      fields: [{ path: "scheduleId", message: "validation.required" }],
    });
  const list = await listGuestForms(p, { ...q, page: 1, size: PRINT_LIMIT });
  const ids = list.data.map((r) => r.id);
  const views = await transaction(async (tx) => {
    const rows = await tx.guestForm.findMany({ where: { id: { in: ids } }, select: guestFormSelect });
    return Promise.all(
      ids.map((id) =>
        guestFormView(
          tx,
          rows.find((r) => r.id === id)!,
        ),
      ),
    );
  });
  const t = translator(locale);
  const body = views.flatMap((v) => pages(t, v));
  const doc = h(
    Document,
    { title: t("guestForm.printTitle"), creator: "Harbour", producer: "Harbour" },
    ...(body.length
      ? body
      : [h(Page, { key: "empty", size: "A4", style: styles.page }, h(Text, null, t("guestForm.printEmpty")))]),
  );
  return renderToBuffer(doc as Parameters<typeof renderToBuffer>[0]);
}

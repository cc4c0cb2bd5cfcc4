// A sent form with its answers (/form?view={id}, /crm/forms?view={id}): who it went to, its link
// (to copy, or as a QR code), and each question with its answer, in the order of the form.
import { getFormatter, getTranslations } from "next-intl/server";
import { answerText, formFieldsSchema, takesAnswer, type AnswerValue } from "@/lib/domain/forms/form-fields";

type SentForm = {
  id: number;
  title: string;
  definitionName: string | null;
  customerId: number | null;
  customerName: string | null;
  bookingId: number | null;
  answeredAt: Date | string | null;
  createdAt: Date | string;
  link: string;
  fields: unknown;
  answers: unknown;
};

export async function FormAnswers({ form }: { form: SentForm }) {
  const [t, format] = await Promise.all([getTranslations("forms"), getFormatter()]);
  const parsed = formFieldsSchema.safeParse(form.fields);
  const fields = parsed.success ? parsed.data.filter((f) => takesAnswer(f.type)) : [];
  const answers = (form.answers ?? {}) as Record<string, AnswerValue>;
  const when = (d: Date | string) => format.dateTime(new Date(d), { dateStyle: "medium", timeStyle: "short" });
  return (
    <section className="space-y-4 rounded-lg bg-white p-4 ring-1 ring-slate-200" data-testid="form-answers">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div className="space-y-1">
          <h2 className="text-lg font-semibold text-slate-900">{form.title}</h2>
          <p className="text-sm text-slate-600">
            {[form.definitionName, form.customerName, form.bookingId && `${t("fields.bookingId")} ${form.bookingId}`]
              .filter(Boolean)
              .join(" · ")}
          </p>
          <p className="text-sm text-slate-600">
            {t("fields.createdAt")}: {when(form.createdAt)} ·{" "}
            {form.answeredAt ? `${t("fields.answeredAt")}: ${when(form.answeredAt)}` : t("answers.notYet")}
          </p>
          <p className="text-sm">
            <a href={form.link} className="text-brand-700 underline" target="_blank" rel="noopener noreferrer">
              {t("answers.publicLink")}
            </a>
          </p>
        </div>
        <img
          src={`/api/form/${form.id}/qrcode?size=160`}
          alt={t("answers.qrcode")}
          width={120}
          height={120}
          className="rounded ring-1 ring-slate-200"
        />
      </header>
      {form.answeredAt && (
        <dl className="divide-y divide-slate-100">
          {fields.map((f) => (
            <div key={f.key} className="grid gap-1 py-2 sm:grid-cols-3">
              <dt className="text-sm font-medium text-slate-700">{f.label || f.key}</dt>
              <dd className="whitespace-pre-line text-sm text-slate-900 sm:col-span-2">
                {answerText(f, answers[f.key]) || "–"}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}

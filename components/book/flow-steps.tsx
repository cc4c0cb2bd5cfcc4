// The steps of a guest booking flow (booking-flow.ts): in its "steps" form the list of them, the
// current one marked; the last step, the details of the choice made.
import { getTranslations } from "next-intl/server";
import { Card } from "@/components/ui/card";

export async function FlowSteps({ steps, current }: { steps: string[]; current: number }) {
  const t = await getTranslations("book");
  return (
    <ol className="flex gap-4 text-sm text-slate-600" aria-label={t("steps")}>
      {steps.map((label, i) => (
        <li key={label} aria-current={i === current ? "step" : undefined}>
          {`${i + 1}. ${label}`}
        </li>
      ))}
    </ol>
  );
}

/** The last step: the choice in a sentence (`summary`) and the details form; on one page under its heading. */
export async function DetailsStep(p: { onePage: boolean; summary: React.ReactNode; children: React.ReactNode }) {
  const t = await getTranslations("book");
  return (
    <>
      {p.onePage && (
        <h2 id="details" className="text-lg font-semibold">
          {t("stepDetails")}
        </h2>
      )}
      <Card className="space-y-4 p-6">
        <p className="font-medium">{p.summary}</p>
        {p.children}
      </Card>
    </>
  );
}

"use client";
// The booking page's calculation: every stored line (position, text, quantity, unit price, line
// total; lines that are not billed set apart), the total, tax, commission, payment plan, paid and
// open, and "why this price". Staff who may change the booking adjust it here: lines by hand,
// a line's price, quantity or text, refresh, delete, reload the price, and the picks of
// calculation-tools.tsx. Each change names the version shown (409 when it changed meanwhile),
// shows the server's message in place and reloads the page's data.
import { useLocale, useTranslations } from "next-intl";
import { formatDay } from "@/lib/i18n/date-format";
import { useState } from "react";
import { formatMoney } from "@/lib/i18n/money-format";
import type { CalculationPanelData, PanelLine } from "@/lib/page/booking-calculation";
import { Alert } from "../ui/alert";
import { Button } from "../ui/button";
import { Card, CardHeader } from "../ui/card";
import { cn } from "../ui/cn";
import { Dialog, DialogActions, DialogContent } from "../ui/dialog";
import { AddLineDialog, EditLineDialog } from "./calculation-line-form";
import { CalculationTools } from "./calculation-tools";
import { useBookingWrite } from "./use-booking-write";
import { WhyThisPrice } from "./why-this-price";

type LineAction = "edit" | "rename" | "refresh" | "delete" | "removeFee";

/** What staff may do to a line: what the endpoints allow; on a cancelled booking only to lines written by hand. */
function actionsFor(l: PanelLine, mode: CalculationPanelData["mode"]): LineAction[] {
  if (mode === null || (mode === "fees" && !l.manual)) return [];
  const out: LineAction[] = [];
  if (l.editable) out.push("edit", "rename");
  if (l.changed) out.push("refresh");
  if (l.cancellationFee) out.push("removeFee");
  else if (l.deletable) out.push("delete");
  return out;
}

export function CalculationPanel({ data, className }: { data: CalculationPanelData; className?: string }) {
  const t = useTranslations("bookingCalculation");
  const tc = useTranslations("common");
  const locale = useLocale();
  const money = (v: string) => formatMoney(v, data.currency, locale);
  const quantity = (v: string) =>
    new Intl.NumberFormat(locale, { maximumFractionDigits: 4 }).format(v as unknown as number);
  const lineWrite = useBookingWrite(data.bookingId, data.version);
  const reload = useBookingWrite(data.bookingId, data.version);
  // the line whose action the server refused: its message shows under it
  const [failedLine, setFailedLine] = useState<number | null>(null);
  const [dialog, setDialog] = useState<{ line: PanelLine; mode: "edit" | "rename" } | null>(null);
  // deleting a line asks first: a product's or special's line takes the product or special with it
  const [toDelete, setToDelete] = useState<PanelLine | null>(null);
  const booking = { bookingId: data.bookingId, version: data.version, currency: data.currency };
  const withActions = data.mode !== null;

  // the charged items first, with their total; the payment plan, payments and notes (the tour, the
  // commission, ...) set apart below them: they add nothing to the total
  const charged = data.lines.filter((l) => l.billable);
  const apart = data.lines.filter((l) => !l.billable);
  const rowProps = (l: PanelLine) => ({
    line: l,
    money,
    quantity,
    withActions,
    actions: actionsFor(l, data.mode),
    pending: lineWrite.pending,
    onAction: (a: LineAction) => void run(l, a),
    message: failedLine === l.id ? lineWrite.message : null,
  });

  const run = async (l: PanelLine, a: LineAction) => {
    if (a === "edit" || a === "rename") return setDialog({ line: l, mode: a });
    if (a === "delete") return setToDelete(l);
    setFailedLine(l.id);
    if (a === "refresh") await lineWrite.run(`calculation/${l.id}/refresh`);
    if (a === "removeFee") await lineWrite.run(`calculation/${l.id}/removeCancellationFee`, { method: "DELETE" });
  };

  return (
    // the version its writes name: a write shows here once the page has the booking again
    <Card className={className} data-testid="booking-calculation" data-version={data.version}>
      <CardHeader
        title={t("title")}
        actions={
          withActions && (
            <div className="flex flex-wrap gap-2">
              <AddLineDialog {...booking} lineTypes={data.lineTypes} fees={data.mode === "fees"} />
              {data.mode === "open" && (
                <Button
                  size="sm"
                  variant="secondary"
                  disabled={reload.pending}
                  onClick={() => void reload.run("reloadPrice")}
                  data-testid="calc-reload"
                >
                  {t("actions.reload")}
                </Button>
              )}
            </div>
          )
        }
      />
      <div className="space-y-3 px-4 pt-4 empty:hidden">
        {reload.message && <Alert tone={reload.message.tone}>{reload.message.text}</Alert>}
        {data.currentTotal && (
          <Alert tone="info" data-testid="calc-stale">
            {t("stale", { total: money(data.currentTotal), stored: money(data.total) })}
          </Alert>
        )}
        {data.todos.length > 0 && (
          <Alert tone="info" data-testid="calc-todos">
            <span className="font-medium">{t("todos")}:</span> {data.todos.join(" · ")}
          </Alert>
        )}
      </div>

      <LinesTable
        lines={charged}
        testId="calc-lines"
        rowProps={rowProps}
        withActions={withActions}
        empty={t("noLines")}
        total={money(data.total)}
      />
      {apart.length > 0 && (
        <section className="border-t border-slate-200 pt-3" aria-labelledby="calc-apart-title">
          <h3 id="calc-apart-title" className="px-4 text-sm font-medium text-slate-700">
            {t("groups.apart")}
          </h3>
          <p className="px-4 text-xs text-slate-600">{t("groups.apartHint")}</p>
          <LinesTable lines={apart} testId="calc-apart-lines" rowProps={rowProps} withActions={withActions} />
        </section>
      )}

      <Totals data={data} money={money} />

      {data.mode === "open" && data.pick && (
        <CalculationTools bookingId={data.bookingId} version={data.version} pick={data.pick} chosen={data.chosen} />
      )}
      {data.explain && <WhyThisPrice explain={data.explain} currency={data.currency} />}
      {dialog && <EditLineDialog {...booking} line={dialog.line} mode={dialog.mode} onClose={() => setDialog(null)} />}
      <Dialog open={toDelete !== null} onOpenChange={(open) => !open && setToDelete(null)}>
        {toDelete && (
          <DialogContent
            title={t("actions.on", { action: t("actions.delete"), line: toDelete.text })}
            description={tc("confirmDelete")}
          >
            <DialogActions close="cancel">
              <Button
                variant="danger"
                data-testid="calc-confirm-delete"
                onClick={() => {
                  const l = toDelete;
                  setToDelete(null);
                  setFailedLine(l.id);
                  void lineWrite.run(`calculation/${l.sort}`, { method: "DELETE" });
                }}
              >
                {t("actions.delete")}
              </Button>
            </DialogActions>
          </DialogContent>
        )}
      </Dialog>
    </Card>
  );
}

/** A table of lines (the charged ones with their total in its foot). */
function LinesTable(props: {
  lines: PanelLine[];
  testId: string;
  rowProps: (l: PanelLine) => React.ComponentProps<typeof LineRow>;
  withActions: boolean;
  /** shown when there is no line */
  empty?: string;
  total?: string;
}) {
  const t = useTranslations("bookingCalculation");
  const columns = props.withActions ? 6 : 5;
  return (
    // relative: the table's screen-reader-only "Actions" heading (absolute) is clipped with the
    // table; without it, it sits at the wide table's right edge and widens a phone's page
    <div className="relative overflow-x-auto">
      <table className="w-full text-sm" data-testid={props.testId}>
        <thead className="bg-slate-50 text-left text-slate-600">
          <tr>
            {(["sort", "text", "amount", "price", "total"] as const).map((c) => (
              <th key={c} scope="col" className={c === "text" ? "px-4 py-2" : "px-4 py-2 text-right"}>
                {t(`columns.${c}`)}
              </th>
            ))}
            {props.withActions && (
              <th scope="col" className="px-4 py-2">
                <span className="sr-only">{t("columns.actions")}</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {props.lines.length === 0 && props.empty && (
            <tr>
              <td colSpan={columns} className="px-4 py-3 text-slate-600">
                {props.empty}
              </td>
            </tr>
          )}
          {props.lines.map((l) => (
            <LineRow key={l.id} {...props.rowProps(l)} />
          ))}
        </tbody>
        {props.total !== undefined && (
          <tfoot>
            <tr className="border-t-2 border-slate-300 font-semibold text-slate-900">
              <td className="px-4 py-2" />
              <th scope="row" colSpan={3} className="px-4 py-2 text-left">
                {t("totals.total")}
              </th>
              <td className="px-4 py-2 text-right tabular-nums" data-testid="calc-total">
                {props.total}
              </td>
              {props.withActions && <td />}
            </tr>
          </tfoot>
        )}
      </table>
    </div>
  );
}

function LineRow(props: {
  line: PanelLine;
  money: (v: string) => string;
  quantity: (v: string) => string;
  withActions: boolean;
  actions: LineAction[];
  pending: boolean;
  onAction: (a: LineAction) => void;
  message: { tone: "error" | "success"; text: string } | null;
}) {
  const t = useTranslations("bookingCalculation");
  const l = props.line;
  const marks = [
    !l.billable && t("marks.notBilled"),
    l.manual && t("marks.manual"),
    l.changed && t("marks.changed"),
    l.onsite && t("marks.onsite"),
    l.cancellationFee && t("marks.cancellationFee"),
  ].filter(Boolean);
  return (
    <>
      <tr
        className={cn("border-t border-slate-100", !l.billable && "bg-slate-50 text-slate-600")}
        data-testid={`calc-line-${l.id}`}
        data-type={l.type}
        data-billable={l.billable}
        data-key={l.key}
      >
        <td className="px-4 py-2 text-right tabular-nums">{l.sort}</td>
        <td className="px-4 py-2">
          <span className={cn(!l.billable && "italic")}>{l.text}</span>
          <span className="block text-xs text-slate-600">
            {t(`lineTypes.${l.type}`)}
            {marks.length > 0 && ` · ${marks.join(" · ")}`}
          </span>
        </td>
        <td className="px-4 py-2 text-right tabular-nums">{props.quantity(l.amount)}</td>
        <td className="px-4 py-2 text-right tabular-nums">{props.money(l.price)}</td>
        <td className={cn("px-4 py-2 text-right tabular-nums", l.billable ? "font-medium" : "italic")}>
          {l.billable ? props.money(l.total) : `(${props.money(l.total)})`}
        </td>
        {props.withActions && (
          <td className="px-2 py-1 text-right">
            <div className="flex justify-end gap-1 whitespace-nowrap">
              {props.actions.map((a) => (
                <Button
                  key={a}
                  size="sm"
                  variant="ghost"
                  disabled={props.pending}
                  aria-label={t("actions.on", { action: t(`actions.${a}`), line: l.text })}
                  onClick={() => props.onAction(a)}
                  data-testid={`calc-${a}-${l.id}`}
                >
                  {t(`actions.${a}`)}
                </Button>
              ))}
            </div>
          </td>
        )}
      </tr>
      {props.message && (
        <tr>
          <td colSpan={props.withActions ? 6 : 5} className="px-4 pb-2">
            <Alert tone={props.message.tone}>{props.message.text}</Alert>
          </td>
        </tr>
      )}
    </>
  );
}

function Totals({ data, money }: { data: CalculationPanelData; money: (v: string) => string }) {
  const t = useTranslations("bookingCalculation.totals");
  const locale = useLocale();
  // a rate or percent as the language writes it ("7,5" in German)
  const num = (v: string) => new Intl.NumberFormat(locale, { maximumFractionDigits: 4 }).format(Number(v));
  const x = data.totals;
  const rows: [string, React.ReactNode, string][] = [];
  if (x) {
    rows.push([t("net"), money(x.net), "net"]);
    if (x.taxes.length > 1)
      x.taxes.forEach((tax, i) =>
        rows.push([
          t(tax.inclusive ? "taxIncluded" : "taxAdded", { name: tax.name, rate: num(tax.rate) }),
          money(tax.amount),
          i ? `tax-${i}` : "tax",
        ]),
      );
    else
      rows.push([
        x.taxName && Number(x.taxRate) !== 0
          ? t(x.taxInclusive ? "taxIncluded" : "taxAdded", { name: x.taxName, rate: num(x.taxRate) })
          : t("tax"),
        x.taxName && Number(x.taxRate) !== 0 ? money(x.tax) : t("noTax"),
        "tax",
      ]);
    if (Number(x.commission) !== 0 || Number(x.commissionPercent) !== 0)
      rows.push([
        `${
          Number(x.commissionFromSpecials) !== 0
            ? t("commissionWithSpecials", {
                percent: num(x.commissionPercent),
                base: money(x.commissionBase),
                specials: money(x.commissionFromSpecials),
              })
            : t("commission", { percent: num(x.commissionPercent), base: money(x.commissionBase) })
        } (${t(x.includeCommission ? "commissionPaidOut" : "commissionKept")})`,
        money(x.commission),
        "commission",
      ]);
    if (Number(x.onsite.amount) !== 0)
      rows.push([
        t("onsite"),
        x.onsite.converted && x.onsite.currency
          ? `${money(x.onsite.amount)} (${formatMoney(x.onsite.converted, x.onsite.currency, locale)})`
          : money(x.onsite.amount),
        "onsite",
      ]);
    if (x.payable !== x.gross) rows.push([t("payable"), money(x.payable), "payable"]);
    for (const p of x.paymentPlan)
      rows.push([t(p.part, { date: formatDay(p.dueDate, locale) }), money(p.amount), p.part]);
    rows.push([t("paid"), money(x.paid), "paid"]);
    // marked paid by staff (cash at the desk, a transfer seen in the bank): nothing is open any more
    rows.push([t("open"), data.paidAt ? t("openMarkedPaid") : money(x.open), "open"]);
  }
  if (Number(data.expenses) !== 0) rows.push([t("expenses"), money(data.expenses), "expenses"]);
  // staff marked it paid (markPaid): that day, whatever the payments say
  if (data.paidAt) rows.push([t("paidAt"), formatDay(data.paidAt.slice(0, 10), locale), "paidAt"]);
  if (!rows.length) return null;
  return (
    <section className="border-t border-slate-200 px-4 py-3" aria-labelledby="calc-totals-title">
      <h3 id="calc-totals-title" className="sr-only">
        {t("title")}
      </h3>
      <dl className="ml-auto grid max-w-xl grid-cols-[1fr_auto] gap-x-6 gap-y-1 text-sm" data-testid="calc-totals">
        {rows.map(([label, value, key]) => (
          <div key={key} className="contents" data-testid={`calc-totals-${key}`}>
            <dt className="text-slate-600">{label}</dt>
            <dd className="text-right tabular-nums text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

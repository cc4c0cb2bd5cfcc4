"use client";
// A bank entries list (all, one bank's, by hand, temporary): the server's page of entries in the
// DataTable; a row opens its matching: the current matches (each taken back on a click), the
// suggestions with their reasons (accept: POST /api/bankentries/{id}/payments) and a booking
// picked by hand by its number and an amount.
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import type { ResourceName } from "@/lib/composition/resources";
import { api } from "@/lib/client/api";
import { DataTable } from "../data-table/data-table";
import type { TableColumn, TableFilter, TableQuery, TableResult } from "../data-table/types";
import { Alert } from "../ui/alert";
import { Button } from "../ui/button";
import { Dialog, DialogContent } from "../ui/dialog";
import { Input } from "../ui/input";
import { toast } from "../ui/toast";

type Payer = { id: number; name: string };
type Match = {
  id: number;
  bookingId: number;
  booking: string;
  paymentId: number;
  amount: string;
  bookingAmount: string;
  bookingCurrency: string;
  customer: Payer | null;
  agency: Payer | null;
};
type Credit = { id: number; amount: string; agencyId: number | null; customerId: number | null; corrected: boolean };
type Reason = { kind: string; text: string };
type Suggestion = { bookingId: number; label: string | null; currency: string; open: string; reasons: Reason[] };
export type EntryRow = Record<string, unknown> & {
  id: number;
  date: string;
  amount: string;
  currency: string;
  counterparty: string | null;
  reference: string | null;
  left: string;
  exchangeDifference: string | null;
  matches: Match[];
  credits: Credit[];
  suggestions?: Suggestion[];
};

export function EntryTable(props: {
  id: string;
  columns: TableColumn[];
  filters: TableFilter[];
  query: TableQuery;
  result: TableResult;
  emptyText: string;
  mayMatch: boolean;
}) {
  const [entry, setEntry] = useState<EntryRow | null>(null);
  return (
    <>
      <DataTable
        id={props.id}
        // not a resource: the rows come from the bank entries' use cases
        resource={"bankentries" as ResourceName}
        columns={props.columns}
        filters={props.filters}
        result={props.result}
        query={props.query}
        csv={false}
        searchable
        emptyText={props.emptyText}
        onRowClick={props.mayMatch ? (row) => setEntry(row as EntryRow) : undefined}
      />
      {entry && <MatchDialog entry={entry} onClose={() => setEntry(null)} />}
    </>
  );
}

function ListSection(props: { title: string; testId: string; children: React.ReactNode }) {
  return (
    <section className="mb-4">
      <h3 className="mb-1 text-sm font-medium">{props.title}</h3>
      <ul className="divide-y divide-slate-100 text-sm" data-testid={props.testId}>
        {props.children}
      </ul>
    </section>
  );
}

const min = (a: string, b: string) => (Number(a) <= Number(b) ? a : b);

function MatchDialog({ entry: initial, onClose }: { entry: EntryRow; onClose: () => void }) {
  const t = useTranslations("bankMatching");
  const router = useRouter();
  const [entry, setEntry] = useState(initial);
  const [suggestions, setSuggestions] = useState<Suggestion[] | null>(initial.suggestions ?? null);
  const [booking, setBooking] = useState("");
  const [amount, setAmount] = useState(initial.left);
  const [rate, setRate] = useState("");
  const [rateType, setRateType] = useState<"multiply" | "divide">("multiply");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (initial.suggestions || Number(initial.amount) <= 0) return;
    const ctl = new AbortController();
    void api<Suggestion[]>(`/api/bankentries/${initial.id}/suggestions`, { signal: ctl.signal }).then((res) => {
      if (res.ok) setSuggestions(res.data);
    });
    return () => ctl.abort();
  }, [initial]);

  const failed = (e: { message: string; fields?: { path: string; message: string }[] }) =>
    setError([e.message, ...(e.fields ?? []).map((f) => f.message)].join(" "));

  async function post(path: "payments" | "credit", body: Record<string, unknown>, done: string) {
    setBusy(true);
    setError(null);
    const res = await api<{ entry: EntryRow }>(`/api/bankentries/${entry.id}/${path}`, { method: "POST", body });
    setBusy(false);
    if (!res.ok) return failed(res.error);
    setEntry({ ...entry, ...res.data.entry });
    setAmount(res.data.entry.left);
    setBooking("");
    setRate("");
    toast(done);
    router.refresh();
  }
  const match = (body: Record<string, unknown>) => post("payments", body, t("matchedToast"));

  async function unmatch(m: Match) {
    setBusy(true);
    setError(null);
    const res = await api<{ entry: EntryRow }>(`/api/bankentries/${entry.id}/payments/${m.paymentId}`, {
      method: "DELETE",
      body: {},
    });
    setBusy(false);
    if (!res.ok) return failed(res.error);
    setEntry({ ...entry, ...res.data.entry });
    setAmount(res.data.entry.left);
    toast(t("unmatchedToast"));
    router.refresh();
  }

  const left = Number(entry.left) > 0;
  // an overpayment goes to a payer of the matched bookings: their customers and agencies, once each
  const payers = new Map<string, { kind: "customer" | "agency"; payer: Payer }>();
  for (const m of entry.matches) {
    if (m.customer) payers.set(`customer-${m.customer.id}`, { kind: "customer", payer: m.customer });
    if (m.agency) payers.set(`agency-${m.agency.id}`, { kind: "agency", payer: m.agency });
  }
  const mayCredit = left && Number(entry.amount) > 0 && payers.size > 0;
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent title={t("dialogTitle", { date: entry.date })} className="w-[min(48rem,calc(100vw-2rem))]">
        <dl className="mb-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm" data-testid="match-entry">
          <dt className="text-slate-500">{t("fields.amount")}</dt>
          <dd>
            {entry.amount} {entry.currency}
          </dd>
          <dt className="text-slate-500">{t("fields.counterparty")}</dt>
          <dd>{entry.counterparty ?? "—"}</dd>
          <dt className="text-slate-500">{t("fields.reference")}</dt>
          <dd>{entry.reference ?? "—"}</dd>
          <dt className="text-slate-500">{t("fields.left")}</dt>
          <dd data-testid="match-left">
            {entry.left} {entry.currency}
          </dd>
          {entry.exchangeDifference !== null && (
            <>
              <dt className="text-slate-500">{t("fields.exchangeDifference")}</dt>
              <dd data-testid="match-exchange-difference">
                {entry.exchangeDifference} {entry.currency}
              </dd>
            </>
          )}
        </dl>
        {error && <Alert className="mb-3">{error}</Alert>}
        {entry.matches.length > 0 && (
          <ListSection title={t("matches")} testId="match-list">
            {entry.matches.map((m) => (
              <li key={m.id} className="flex items-center justify-between gap-2 py-1">
                <a className="text-brand-700 underline" href={`/booking/${m.bookingId}`}>
                  {m.booking}
                </a>
                <span>
                  {m.amount} {entry.currency}
                  {m.bookingCurrency !== entry.currency && (
                    <span className="ml-1 text-slate-600">
                      ({t("inBookingCurrency", { amount: `${m.bookingAmount} ${m.bookingCurrency}` })})
                    </span>
                  )}
                </span>
                <Button size="sm" variant="secondary" disabled={busy} onClick={() => unmatch(m)}>
                  {t("unmatch")}
                </Button>
              </li>
            ))}
          </ListSection>
        )}
        {entry.credits.length > 0 && (
          <ListSection title={t("fields.credits")} testId="credit-list">
            {entry.credits.map((c) => (
              <li key={c.id} className="flex items-center justify-between gap-2 py-1">
                <a
                  className="text-brand-700 underline"
                  href={
                    c.agencyId
                      ? `/credits?filter[agencyId]=${c.agencyId}`
                      : `/ccredits?filter[customerId]=${c.customerId}`
                  }
                >
                  {t("creditOf", { kind: c.agencyId ? "agency" : "customer", id: c.agencyId ?? c.customerId ?? 0 })}
                </a>
                <span>
                  {c.amount} {entry.currency}
                  {c.corrected && <span className="ml-1 text-slate-600">({t("corrected")})</span>}
                </span>
              </li>
            ))}
          </ListSection>
        )}
        {mayCredit && (
          <section className="mb-4" data-testid="credit-rest">
            <h3 className="mb-1 text-sm font-medium">{t("creditRest")}</h3>
            <p className="mb-2 text-sm text-slate-600">{t("creditRestIntro")}</p>
            <div className="flex flex-wrap gap-2">
              {[...payers.entries()].map(([key, { kind, payer }]) => (
                <Button
                  key={key}
                  size="sm"
                  variant="secondary"
                  disabled={busy}
                  onClick={() =>
                    post(
                      "credit",
                      kind === "agency" ? { agencyId: payer.id } : { customerId: payer.id },
                      t("creditedToast"),
                    )
                  }
                >
                  {t("creditTo", { amount: `${entry.left} ${entry.currency}`, kind, name: payer.name })}
                </Button>
              ))}
            </div>
          </section>
        )}
        {left && (
          <>
            <section className="mb-4">
              <h3 className="mb-1 text-sm font-medium">{t("suggestions")}</h3>
              {suggestions && !suggestions.length && <p className="text-sm text-slate-600">{t("noSuggestions")}</p>}
              <ul className="divide-y divide-slate-100 text-sm" data-testid="suggestions">
                {(suggestions ?? []).map((s) => (
                  <li key={s.bookingId} className="flex items-start justify-between gap-2 py-2">
                    <div>
                      <div className="font-medium">
                        {s.label ?? `#${s.bookingId}`}{" "}
                        <span className="font-normal text-slate-600">
                          {t("openAmount", { amount: `${s.open} ${s.currency}` })}
                        </span>
                      </div>
                      <ul className="list-disc pl-5 text-slate-600">
                        {s.reasons.map((r, i) => (
                          <li key={i}>{r.text}</li>
                        ))}
                      </ul>
                    </div>
                    <Button
                      size="sm"
                      disabled={busy}
                      data-testid={`accept-${s.bookingId}`}
                      onClick={() =>
                        match({
                          bookingId: s.bookingId,
                          amount:
                            s.currency === entry.currency && Number(s.open) > 0 ? min(entry.left, s.open) : entry.left,
                        })
                      }
                    >
                      {t("accept")}
                    </Button>
                  </li>
                ))}
              </ul>
            </section>
            <form
              className="flex flex-wrap items-end gap-2"
              onSubmit={(e) => {
                e.preventDefault();
                void match({
                  booking: booking.trim(),
                  amount: amount.trim(),
                  ...(rate.trim() ? { rate: rate.trim(), rateType } : {}),
                });
              }}
            >
              <h3 className="w-full text-sm font-medium">{t("byHand")}</h3>
              <label className="flex flex-col text-sm">
                {t("fields.booking")}
                <Input value={booking} onValue={setBooking} required name="booking" />
              </label>
              <label className="flex flex-col text-sm">
                {t("fields.part")}
                <Input value={amount} onValue={setAmount} required name="amount" inputMode="decimal" />
              </label>
              <label className="flex flex-col text-sm">
                {t("fields.rate")}
                <Input
                  value={rate}
                  onValue={setRate}
                  name="rate"
                  inputMode="decimal"
                  aria-describedby="match-rate-hint"
                  className="w-28"
                />
              </label>
              <label className="flex flex-col text-sm">
                {t("fields.rateType")}
                <select
                  name="rateType"
                  value={rateType}
                  onChange={(e) => setRateType(e.target.value as "multiply" | "divide")}
                  className="rounded-md border border-slate-300 px-2 py-1.5 text-sm"
                >
                  <option value="multiply">{t("rateTypes.multiply")}</option>
                  <option value="divide">{t("rateTypes.divide")}</option>
                </select>
              </label>
              <Button type="submit" disabled={busy}>
                {t("matchRows")}
              </Button>
              <p id="match-rate-hint" className="w-full text-xs text-slate-600">
                {t("rateHint")}
              </p>
            </form>
          </>
        )}
        <div className="mt-4 flex justify-end">
          <Button variant="secondary" onClick={onClose}>
            {t("close")}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}

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

type Match = { id: number; bookingId: number; booking: string; paymentId: number; amount: string };
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
  matches: Match[];
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

const min = (a: string, b: string) => (Number(a) <= Number(b) ? a : b);

function MatchDialog({ entry: initial, onClose }: { entry: EntryRow; onClose: () => void }) {
  const t = useTranslations("bankMatching");
  const router = useRouter();
  const [entry, setEntry] = useState(initial);
  const [suggestions, setSuggestions] = useState<Suggestion[] | null>(initial.suggestions ?? null);
  const [booking, setBooking] = useState("");
  const [amount, setAmount] = useState(initial.left);
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

  async function match(body: Record<string, unknown>) {
    setBusy(true);
    setError(null);
    const res = await api<{ entry: EntryRow }>(`/api/bankentries/${entry.id}/payments`, {
      method: "POST",
      body,
    });
    setBusy(false);
    if (!res.ok) return failed(res.error);
    setEntry({ ...entry, ...res.data.entry });
    setAmount(res.data.entry.left);
    setBooking("");
    toast(t("matchedToast"));
    router.refresh();
  }

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
        </dl>
        {error && <Alert className="mb-3">{error}</Alert>}
        {entry.matches.length > 0 && (
          <section className="mb-4">
            <h3 className="mb-1 text-sm font-medium">{t("matches")}</h3>
            <ul className="divide-y divide-slate-100 text-sm" data-testid="match-list">
              {entry.matches.map((m) => (
                <li key={m.id} className="flex items-center justify-between gap-2 py-1">
                  <a className="text-brand-700 underline" href={`/booking/${m.bookingId}`}>
                    {m.booking}
                  </a>
                  <span>
                    {m.amount} {entry.currency}
                  </span>
                  <Button size="sm" variant="secondary" disabled={busy} onClick={() => unmatch(m)}>
                    {t("unmatch")}
                  </Button>
                </li>
              ))}
            </ul>
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
                void match({ booking: booking.trim(), amount: amount.trim() });
              }}
            >
              <h3 className="w-full text-sm font-medium">{t("byHand")}</h3>
              <label className="flex flex-col text-sm">
                {t("fields.booking")}
                <Input value={booking} onChange={(e) => setBooking(e.target.value)} required name="booking" />
              </label>
              <label className="flex flex-col text-sm">
                {t("fields.part")}
                <Input
                  value={amount}
                  onChange={(e) => setAmount(e.target.value)}
                  required
                  name="amount"
                  inputMode="decimal"
                />
              </label>
              <Button type="submit" disabled={busy}>
                {t("matchRows")}
              </Button>
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

"use client";
// /bank/entry/manual: an entry typed by hand (the cash box on board): account, date, amount
// (negative: money out), other party and reference; POST /api/banks/{id}/entries.
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { api } from "@/lib/client/api";
import { Button } from "../ui/button";
import { Input, Select } from "../ui/input";
import { LineAlert } from "../ui/alert";

export function ManualEntryForm({ banks, today }: { banks: { value: string; label: string }[]; today: string }) {
  const t = useTranslations("banks.entries");
  const router = useRouter();
  const empty = { bankId: banks[0]?.value ?? "", date: today, amount: "", counterparty: "", reference: "" };
  const [v, setV] = useState(empty);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ tone: "error" | "success"; text: string } | null>(null);
  if (!banks.length) return <p className="mb-4 text-sm text-slate-600">{t("manual.noBank")}</p>;
  const set = (k: keyof typeof v) => (e: { target: { value: string } }) => setV({ ...v, [k]: e.target.value });

  async function save(e: React.FormEvent) {
    e.preventDefault();
    setBusy(true);
    setMessage(null);
    const res = await api(`/api/banks/${v.bankId}/entries`, {
      method: "POST",
      body: {
        date: v.date,
        amount: v.amount.trim(),
        counterparty: v.counterparty.trim() || undefined,
        reference: v.reference.trim() || undefined,
      },
    });
    setBusy(false);
    if (!res.ok)
      return setMessage({
        tone: "error",
        text: [res.error.message, ...(res.error.fields ?? []).map((f) => f.message)].join(" "),
      });
    setMessage({ tone: "success", text: t("manual.saved") });
    setV({ ...empty, bankId: v.bankId, date: v.date });
    router.refresh();
  }

  return (
    <form onSubmit={save} className="mb-6 flex flex-wrap items-end gap-3" aria-labelledby="manual-entry-title">
      <h2 id="manual-entry-title" className="w-full text-base font-semibold">
        {t("manual.title")}
      </h2>
      <label className="flex flex-col text-sm">
        {t("manual.bank")}
        <Select name="bankId" value={v.bankId} onChange={set("bankId")}>
          {banks.map((b) => (
            <option key={b.value} value={b.value}>
              {b.label}
            </option>
          ))}
        </Select>
      </label>
      <label className="flex flex-col text-sm">
        {t("fields.date")}
        <Input type="date" name="date" required value={v.date} onChange={set("date")} />
      </label>
      <label className="flex flex-col text-sm">
        {t("fields.amount")}
        <Input
          name="amount"
          required
          inputMode="decimal"
          value={v.amount}
          onChange={set("amount")}
          aria-describedby="manual-amount-hint"
        />
        <span id="manual-amount-hint" className="text-xs text-slate-500">
          {t("manual.amountHint")}
        </span>
      </label>
      <label className="flex flex-col text-sm">
        {t("fields.counterparty")}
        <Input name="counterparty" value={v.counterparty} onChange={set("counterparty")} />
      </label>
      <label className="flex flex-col text-sm">
        {t("fields.reference")}
        <Input name="reference" value={v.reference} onChange={set("reference")} />
      </label>
      <Button type="submit" disabled={busy}>
        {t("manual.save")}
      </Button>
      <LineAlert message={message} />
    </form>
  );
}

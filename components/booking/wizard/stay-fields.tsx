"use client";
// A resort and the nights of a stay: the resort stay itself, or the stay before or after a trip.
import { useTranslations } from "next-intl";
import { Input, Select } from "../../ui/input";

export function StayFields(p: {
  /** prefix of the fields' test ids ("wizard", "stay") */
  testId: string;
  resorts: { id: number; name: string }[];
  today: string;
  resortId: number | undefined;
  dateFrom: string;
  dateTo: string;
  onResort: (id: number) => void;
  onDateFrom: (d: string) => void;
  onDateTo: (d: string) => void;
}) {
  const t = useTranslations("bookingPages.wizard");
  return (
    <>
      <label>
        <span className="block text-slate-600">{t("resort")}</span>
        <Select
          value={p.resortId ?? ""}
          onChange={(e) => p.onResort(Number(e.target.value))}
          data-testid={`${p.testId}-resort`}
        >
          {p.resorts.map((r) => (
            <option key={r.id} value={r.id}>
              {r.name}
            </option>
          ))}
        </Select>
      </label>
      {[
        { key: "dateFrom", value: p.dateFrom, min: p.today, onChange: p.onDateFrom },
        { key: "dateTo", value: p.dateTo, min: p.dateFrom || p.today, onChange: p.onDateTo },
      ].map((d) => (
        <label key={d.key}>
          <span className="block text-slate-600">{t(d.key)}</span>
          <Input
            type="date"
            value={d.value}
            min={d.min}
            onChange={(e) => d.onChange(e.target.value)}
            data-testid={`${p.testId}-${d.key}`}
          />
        </label>
      ))}
    </>
  );
}

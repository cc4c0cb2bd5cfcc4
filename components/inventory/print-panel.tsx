"use client";
// Opens a print list as PDF: a resort list of one day, or a vessel list of one departure.
import { useTranslations } from "next-intl";
import { useState } from "react";
import type { Option } from "../form/types";
import { FormField } from "../form/form-field";
import { Input, Options, Select } from "../ui/input";
import { NewTabLink } from "../ui/new-tab-link";
import { LINK_BUTTON } from "../ui/button";

type Props =
  | { kind: "resort"; resorts: Option[]; lists: Option[]; today: string }
  | { kind: "vessel"; schedules: Option[]; lists: Option[] };

export function PrintPanel(p: Props) {
  const t = useTranslations("printLists");
  const [list, setList] = useState(p.lists[0]?.value ?? "");
  const [asset, setAsset] = useState(p.kind === "resort" ? (p.resorts[0]?.value ?? "") : (p.schedules[0]?.value ?? ""));
  const [date, setDate] = useState(p.kind === "resort" ? p.today : "");
  const href =
    p.kind === "resort" ? `/api/resort/${asset}/print/${list}?date=${date}` : `/api/vessellist/${list}/print/${asset}`;
  const choices = p.kind === "resort" ? p.resorts : p.schedules;
  return (
    <div
      className="flex flex-wrap items-end gap-4 rounded-lg border border-slate-200 bg-white p-4"
      data-testid="print-panel"
    >
      <FormField label={t(p.kind === "resort" ? "panel.resort" : "panel.schedule")} htmlFor="print-asset">
        <Select id="print-asset" value={asset} onValue={setAsset} className="min-w-64">
          <Options options={choices} />
        </Select>
      </FormField>
      <FormField label={t("panel.list")} htmlFor="print-list">
        <Select id="print-list" value={list} onValue={setList}>
          <Options options={p.lists} />
        </Select>
      </FormField>
      {p.kind === "resort" && (
        <FormField label={t("panel.date")} htmlFor="print-date">
          <Input id="print-date" type="date" value={date} onValue={setDate} />
        </FormField>
      )}
      {asset && list ? (
        <NewTabLink href={href} className={LINK_BUTTON.primary} data-testid="print-open">
          {t("panel.open")}
        </NewTabLink>
      ) : (
        <p className="text-sm text-slate-500">{t("panel.nothing")}</p>
      )}
    </div>
  );
}

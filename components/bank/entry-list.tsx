// The bank entries lists: all banks' (/bank/entry/list), one bank's (/bank/{id}), those typed by
// hand (/bank/entry/manual) and the imported ones left to match (/bank/entry/temporary), paged and
// filtered on the server; a row opens its matching (entry-table.tsx) for users who may match.
import { getTranslations } from "next-intl/server";
import type { TableColumn, TableFilter, TableQuery, TableResult } from "../data-table/types";
import { EntryTable } from "./entry-table";

export type EntryListKind = "all" | "bank" | "manual" | "temporary";

/** entry-state.ts's states, and "open" (unmatched or partly) for the filter */
const LIST_STATES = ["unmatched", "partial", "matched", "open"] as const;
const SOURCES = ["import", "manual", "wise"] as const;

export async function EntryList(props: {
  kind: EntryListKind;
  query: TableQuery;
  result: TableResult;
  banks: { value: string; label: string }[];
  mayMatch: boolean;
}) {
  const { kind } = props;
  const t = await getTranslations("banks.entries");
  const list = kind === "all" || kind === "bank";
  const states = Object.fromEntries(LIST_STATES.map((s) => [s, t(`states.${s}`)]));
  const sources = Object.fromEntries(SOURCES.map((s) => [s, t(`sources.${s}`)]));
  const columns: TableColumn[] = [
    { key: "date", label: t("fields.date"), type: "date", ...(list ? { sort: "date" } : {}) },
    ...(kind === "bank" ? [] : [{ key: "bankName", label: t("fields.bankName") }]),
    {
      key: "amount",
      label: t("fields.amount"),
      type: "money",
      currencyKey: "currency",
      ...(list ? { sort: "amount" } : {}),
    },
    { key: "counterparty", label: t("fields.counterparty"), ...(list ? { sort: "counterparty" } : {}) },
    { key: "counterpartyIban", label: t("fields.counterpartyIban"), hidden: true },
    { key: "reference", label: t("fields.reference") },
    { key: "state", label: t("fields.state"), type: "enum", labels: states },
    { key: "left", label: t("fields.remaining"), type: "money", currencyKey: "currency" },
    ...(list
      ? [{ key: "source", label: t("fields.source"), type: "enum" as const, labels: sources, hidden: true }]
      : []),
    { key: "valueDate", label: t("fields.valueDate"), type: "date", hidden: true },
  ];
  const filters: TableFilter[] = [
    ...(kind === "bank"
      ? []
      : [{ key: "bankId", label: t("fields.bankId"), type: "select" as const, options: props.banks }]),
    { key: "from", label: t("fields.from"), type: "date" },
    { key: "to", label: t("fields.to"), type: "date" },
    ...(list
      ? [
          {
            key: "state",
            label: t("fields.state"),
            type: "select" as const,
            options: LIST_STATES.map((s) => ({ value: s, label: states[s] })),
          },
          {
            key: "source",
            label: t("fields.source"),
            type: "select" as const,
            options: SOURCES.map((s) => ({ value: s, label: sources[s] })),
          },
        ]
      : []),
  ];
  return (
    <EntryTable
      id={`bankentries-${kind}`}
      columns={columns}
      filters={filters}
      query={props.query}
      result={props.result}
      emptyText={t(`empty.${kind === "bank" || kind === "all" ? "list" : kind}`)}
      mayMatch={props.mayMatch}
    />
  );
}

"use client";
// The Changes panel of a record's page: who changed which field when, from what to what, newest
// first; the first page comes with the page, the others from GET /api/{resource}/{id}/audit.
import { useFormatter, useTranslations } from "next-intl";
import { useState } from "react";
import { api } from "@/lib/client/api";
import type { FieldChange, TrailPage } from "@/lib/resources/audit-trail";
import { Button } from "../ui/button";
import { Card, CardHeader } from "../ui/card";
import { TableHead } from "../ui/table-head";

/** What the engine writes for every record; a use case's own actions are named in full. */
const VERBS = new Set(["created", "updated", "deleted", "copied", "deactivated"]);
/** A value longer than this is cut in the list (the whole of it on hover). */
const SHOWN = 80;

export function ChangesPanel({
  resource,
  id,
  labels,
  initial,
}: {
  /** the resource's API name: /api/{resource}/{id}/audit */
  resource: string;
  id: string | number;
  /** where the resource's field labels are ("rooms.fields") */
  labels: string;
  initial: TrailPage;
}) {
  const t = useTranslations("changes");
  const tAll = useTranslations();
  const tc = useTranslations("common");
  const format = useFormatter();
  const [page, setPage] = useState(initial);
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);
  const pages = Math.max(1, Math.ceil(page.total / page.size));

  async function go(n: number) {
    setPending(true);
    const res = await api<TrailPage>(`/api/${resource}/${id}/audit?page=${n}&size=${page.size}`);
    setPending(false);
    setFailed(!res.ok);
    if (res.ok) setPage(res.data);
  }

  const fieldLabel = (field: string) =>
    tAll.has(`${labels}.${field}`)
      ? tAll(`${labels}.${field}` as never)
      : t.has(`fields.${field}`)
        ? t(`fields.${field}` as never)
        : field;
  const actionLabel = (action: string) => {
    const [head, verb = ""] = action.split(".");
    const key = VERBS.has(verb) ? verb : `${head}_${verb}`;
    return t.has(`actions.${key}`) ? t(`actions.${key}` as never) : t("actions.other");
  };
  // a list of records (a room's beds) as "Internal ID: 210-A, Active: Yes; ...", a text in
  // several languages as "de: ..., en: ..."
  const value = (v: unknown): string => {
    if (v === null || v === undefined || v === "") return "—";
    if (typeof v === "boolean") return v ? tc("yes") : tc("no");
    if (typeof v === "string" || typeof v === "number") return String(v);
    if (Array.isArray(v))
      return v.length ? v.map(value).join(v.some((x) => x && typeof x === "object") ? "; " : ", ") : "—";
    if (typeof v === "object")
      return Object.entries(v)
        .filter(([, x]) => x !== null && x !== undefined)
        .map(([k, x]) => `${fieldLabel(k)}: ${value(x)}`)
        .join(", ");
    return String(v);
  };
  const shown = (v: unknown) => {
    const text = value(v);
    return (
      <span title={text.length > SHOWN ? text : undefined} className="break-words">
        {text.length > SHOWN ? `${text.slice(0, SHOWN)}…` : text}
      </span>
    );
  };
  const change = (c: FieldChange) =>
    c.secret ? (
      <span className="italic text-slate-600">{t("secret")}</span>
    ) : (
      <>
        {"from" in c && shown(c.from)}
        {"from" in c && "to" in c && <span className="px-1 text-slate-400">→</span>}
        {"to" in c && shown(c.to)}
      </>
    );

  return (
    <Card data-testid="changes-panel">
      <CardHeader
        title={t("title")}
        actions={
          page.total > page.size ? (
            <div className="flex items-center gap-2 text-sm text-slate-600">
              <Button variant="ghost" size="sm" disabled={pending || page.page <= 1} onClick={() => go(page.page - 1)}>
                {t("newer")}
              </Button>
              <span>{t("page", { page: page.page, pages })}</span>
              <Button
                variant="ghost"
                size="sm"
                disabled={pending || page.page >= pages}
                onClick={() => go(page.page + 1)}
              >
                {t("older")}
              </Button>
            </div>
          ) : null
        }
      />
      {failed && <p className="px-4 pt-3 text-sm text-error">{t("failed")}</p>}
      {page.data.length === 0 ? (
        <p className="p-4 text-sm text-slate-600">{t("none")}</p>
      ) : (
        <table className="w-full text-left text-sm">
          <TableHead labels={(["when", "who", "what", "field", "change"] as const).map((k) => t(k))} />
          <tbody className="divide-y divide-slate-100">
            {page.data.map((row) => {
              const fields = Object.entries(row.changes);
              const lines = fields.length ? fields : [["", undefined] as const];
              return lines.map(([field, c], i) => (
                <tr key={`${row.id}-${field}`} className="align-top" data-testid="change-row">
                  {i === 0 && (
                    <>
                      <td rowSpan={lines.length} className="whitespace-nowrap px-3 py-1.5">
                        {format.dateTime(new Date(row.at), { dateStyle: "medium", timeStyle: "short" })}
                      </td>
                      <td rowSpan={lines.length} className="px-3 py-1.5">
                        {row.user?.name ?? t("system")}
                      </td>
                      <td rowSpan={lines.length} className="px-3 py-1.5">
                        {actionLabel(row.action)}
                      </td>
                    </>
                  )}
                  <td className="px-3 py-1.5 text-slate-700">{field ? fieldLabel(field) : ""}</td>
                  <td className="px-3 py-1.5">{c ? change(c) : ""}</td>
                </tr>
              ));
            })}
          </tbody>
        </table>
      )}
    </Card>
  );
}

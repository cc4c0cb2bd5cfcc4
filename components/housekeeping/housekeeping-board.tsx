"use client";
// The housekeeper's list, made for a phone: one card per room or cabin with its status, today's
// departure, arrival or stay-over and the next task, and a big button per status that may follow
// (one tap sets it, with the note if one was written). Filters by resort or vessel and status;
// paged on the server (GET /api/rooms/housekeeping). A set status shows at once in its card; the
// order (dirty first) is renewed by "Refresh", so the list does not jump under the finger.
import { useFormatter, useTranslations } from "next-intl";
import { useCallback, useEffect, useRef, useState } from "react";
import type { HousekeepingPage, HousekeepingRow } from "@/lib/domain/booking/housekeeping-list";
import {
  HOUSEKEEPING_STATUSES,
  housekeepingTask,
  nextStatuses,
  STATUS_NOTE_MAX,
  type HousekeepingStatus,
} from "@/lib/domain/inventory/room-status";
import { api } from "@/lib/client/api";
import { Alert } from "../ui/alert";
import { Button } from "../ui/button";
import { cn } from "../ui/cn";
import { Input, Options, Select } from "../ui/input";

type Option = { value: string; label: string };

/** The status's colours on its card. */
export const STATUS_TONE: Record<HousekeepingStatus, string> = {
  dirty: "bg-red-100 text-red-900 ring-red-300",
  clean: "bg-sky-100 text-sky-900 ring-sky-300",
  inspected: "bg-green-100 text-green-900 ring-green-300",
  outOfService: "bg-slate-200 text-slate-900 ring-slate-400",
};

const PAGE_SIZE = 50;

export function HousekeepingBoard(p: {
  list: HousekeepingPage;
  resorts: Option[];
  vessels: Option[];
  canSet: boolean;
  /** the caller's name, for "changed by" of what they set here */
  me: string | null;
}) {
  const t = useTranslations("housekeeping");
  const [list, setList] = useState(p.list);
  const [asset, setAsset] = useState("");
  const [status, setStatus] = useState("");
  const [page, setPage] = useState(1);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const first = useRef(true);

  const load = useCallback(async () => {
    const q = new URLSearchParams({ page: String(page), size: String(PAGE_SIZE) });
    const [type, id] = asset.split(":");
    if (type === "resort") q.set("resortId", id);
    if (type === "vessel") q.set("vesselId", id);
    if (status) q.set("status", status);
    setLoading(true);
    const res = await api<HousekeepingPage>(`/api/rooms/housekeeping?${q}`);
    setLoading(false);
    if (res.ok) {
      setList(res.data);
      setError(null);
    } else setError(res.error.message);
  }, [asset, status, page]);

  useEffect(() => {
    // the server rendered the first page without filters
    if (first.current) {
      first.current = false;
      return;
    }
    void load();
  }, [load]);

  const pages = Math.max(1, Math.ceil(list.total / list.size));
  const assets = [
    ...p.resorts.map((o) => ({ value: `resort:${o.value}`, label: o.label })),
    ...p.vessels.map((o) => ({ value: `vessel:${o.value}`, label: o.label })),
  ];
  return (
    <div className="space-y-4" data-testid="housekeeping">
      <p className="text-sm text-slate-600">{t("intro")}</p>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-3 sm:items-end">
        {assets.length > 1 && (
          <label className="block text-sm">
            <span className="mb-1 block font-medium">{t("asset")}</span>
            <Select
              className="h-12"
              value={asset}
              onChange={(e) => {
                setAsset(e.target.value);
                setPage(1);
              }}
            >
              <Options options={assets} empty={t("allAssets")} />
            </Select>
          </label>
        )}
        <label className="block text-sm">
          <span className="mb-1 block font-medium">{t("status")}</span>
          <Select
            className="h-12"
            value={status}
            data-testid="housekeeping-status-filter"
            onChange={(e) => {
              setStatus(e.target.value);
              setPage(1);
            }}
          >
            <Options
              options={HOUSEKEEPING_STATUSES.map((s) => ({ value: s, label: t(`statuses.${s}`) }))}
              empty={t("allStatuses")}
            />
          </Select>
        </label>
        <Button variant="secondary" className="h-12" onClick={() => void load()} disabled={loading}>
          {t("refresh")}
        </Button>
      </div>
      {error && <Alert>{error}</Alert>}
      {list.data.length === 0 ? (
        <p className="text-sm text-slate-600">{t("empty")}</p>
      ) : (
        <ul className="grid grid-cols-1 gap-3 md:grid-cols-2 xl:grid-cols-3" aria-busy={loading}>
          {list.data.map((row) => (
            <RoomCard
              key={row.id}
              row={row}
              canSet={p.canSet}
              me={p.me}
              onChanged={(changed) =>
                setList((l) => ({ ...l, data: l.data.map((r) => (r.id === changed.id ? changed : r)) }))
              }
            />
          ))}
        </ul>
      )}
      {pages > 1 && (
        <nav className="flex items-center justify-between gap-2" aria-label={t("pages")}>
          <Button variant="secondary" className="h-12" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {t("previous")}
          </Button>
          <span className="text-sm">{t("page", { page: list.page, pages })}</span>
          <Button variant="secondary" className="h-12" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            {t("next")}
          </Button>
        </nav>
      )}
    </div>
  );
}

function RoomCard({
  row,
  canSet,
  me,
  onChanged,
}: {
  row: HousekeepingRow;
  canSet: boolean;
  me: string | null;
  onChanged: (row: HousekeepingRow) => void;
}) {
  const t = useTranslations("housekeeping");
  const format = useFormatter();
  const [note, setNote] = useState(row.note ?? "");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const set = async (to: HousekeepingStatus) => {
    setBusy(true);
    const res = await api<{ status: HousekeepingStatus; note: string | null; changedAt: string | null }>(
      `/api/rooms/${row.id}/status`,
      { body: { status: to, note: note.trim() || null } },
    );
    setBusy(false);
    if (!res.ok) return setError(res.error.message);
    setError(null);
    onChanged({
      ...row,
      status: res.data.status,
      note: res.data.note,
      changedAt: res.data.changedAt,
      changedBy: me,
      task: housekeepingTask(res.data.status, row.arrival !== null),
    });
  };

  const visits = [
    row.departure && t(row.departure.checkedOut ? "departed" : "departure", { number: row.departure.number }),
    row.stayover && t("stayover", { number: row.stayover.number, pax: row.stayover.pax }),
    row.arrival &&
      t(row.arrival.checkedIn ? "arrived" : "arrival", { number: row.arrival.number, pax: row.arrival.pax }),
  ].filter(Boolean) as string[];
  return (
    <li
      className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
      data-testid="housekeeping-room"
      data-room={row.name}
      data-status={row.status}
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="truncate text-lg font-semibold text-slate-900">{row.name}</h2>
          <p className="truncate text-sm text-slate-600">
            {row.roomType} · {row.asset.name}
          </p>
        </div>
        <span
          className={cn("shrink-0 rounded-full px-3 py-1 text-sm font-medium ring-1", STATUS_TONE[row.status])}
          data-testid="housekeeping-room-status"
        >
          {t(`statuses.${row.status}`)}
        </span>
      </div>
      {row.task !== "none" && <p className="mt-2 text-sm font-semibold text-slate-900">{t(`tasks.${row.task}`)}</p>}
      {visits.length > 0 && (
        <ul className="mt-1 space-y-0.5 text-sm text-slate-700">
          {visits.map((v) => (
            <li key={v}>{v}</li>
          ))}
        </ul>
      )}
      {row.note && <p className="mt-2 text-sm text-slate-700">{t("noteIs", { note: row.note })}</p>}
      {row.changedAt && (
        <p className="mt-1 text-xs text-slate-600">
          {row.changedBy
            ? t("changedBy", {
                name: row.changedBy,
                at: format.dateTime(new Date(row.changedAt), { dateStyle: "short", timeStyle: "short" }),
              })
            : t("changedAt", {
                at: format.dateTime(new Date(row.changedAt), { dateStyle: "short", timeStyle: "short" }),
              })}
        </p>
      )}
      {canSet && (
        <>
          <label className="mt-3 block text-sm">
            <span className="mb-1 block font-medium">{t("note")}</span>
            <Input className="h-12" value={note} maxLength={STATUS_NOTE_MAX} onValue={setNote} />
          </label>
          <div className="mt-3 grid grid-cols-2 gap-2">
            {nextStatuses(row.status).map((s) => (
              <Button
                key={s}
                variant={s === "outOfService" ? "secondary" : "primary"}
                className="h-12 text-base"
                disabled={busy}
                data-testid={`set-${s}`}
                onClick={() => void set(s)}
              >
                <span className="sr-only">{`${row.name}: `}</span>
                {t(`set.${s}`)}
              </Button>
            ))}
            {(row.note ?? "") !== note.trim() && (
              <Button
                variant="secondary"
                className="h-12 text-base"
                disabled={busy}
                onClick={() => void set(row.status)}
              >
                {t("saveNote")}
              </Button>
            )}
          </div>
          {row.status === "outOfService" && <p className="mt-2 text-xs text-slate-600">{t("outOfServiceHint")}</p>}
        </>
      )}
      {error && (
        <Alert className="mt-3" data-testid="housekeeping-error">
          {error}
        </Alert>
      )}
    </li>
  );
}

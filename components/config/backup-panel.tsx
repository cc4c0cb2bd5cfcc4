"use client";
import { useFormatter, useTranslations } from "next-intl";
import { useState } from "react";
import { api } from "@/lib/client/api";
import { translateMessage } from "@/lib/i18n/message-key";
import { Alert } from "../ui/alert";
import { Button } from "../ui/button";
import { Card, CardHeader } from "../ui/card";
import { Dialog, DialogContent } from "../ui/dialog";

export type BackupFile = { name: string; size: number; createdAt: string };

const BASE = "/api/settings/backup";

/** Local database backups: create one, download or restore each. */
export function BackupPanel({ initial }: { initial: BackupFile[] }) {
  const t = useTranslations();
  const format = useFormatter();
  const [files, setFiles] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [restoring, setRestoring] = useState<string | null>(null);
  const [message, setMessage] = useState<{ tone: "error" | "success"; text: string } | null>(null);
  const failed = (m: string) =>
    setMessage({ tone: "error", text: translateMessage(t as never, m) || t("errors.INTERNAL") });

  async function reload() {
    const res = await api<BackupFile[]>(`${BASE}/local`);
    if (res.ok) setFiles(res.data);
  }

  async function create() {
    setBusy(true);
    setMessage(null);
    const res = await api<{ name: string }>(BASE, { method: "POST" });
    setBusy(false);
    if (!res.ok) return failed(res.error.message);
    setMessage({ tone: "success", text: t("config.backup.created", { name: res.data.name }) });
    await reload();
  }

  async function restore(name: string) {
    setRestoring(null);
    setBusy(true);
    setMessage(null);
    const res = await api<{ tables: number; rows: number }>(`${BASE}/local/${encodeURIComponent(name)}/restore`, {
      method: "POST",
    });
    setBusy(false);
    if (!res.ok) return failed(res.error.message);
    setMessage({
      tone: "success",
      text: t("config.backup.restored", { name, tables: res.data.tables, rows: res.data.rows }),
    });
    await reload();
  }

  const size = (bytes: number) =>
    bytes < 1024 * 1024
      ? `${format.number(bytes / 1024, { maximumFractionDigits: 1 })} KB`
      : `${format.number(bytes / 1024 / 1024, { maximumFractionDigits: 1 })} MB`;

  return (
    <Card data-testid="backup-panel">
      <CardHeader
        title={t("config.backup.title")}
        actions={
          <Button size="sm" onClick={() => void create()} disabled={busy} data-testid="backup-create">
            {busy ? t("config.backup.working") : t("config.backup.create")}
          </Button>
        }
      />
      <div className="space-y-4 p-4">
        <p className="text-sm text-slate-600">{t("config.backup.intro")}</p>
        {message && <Alert tone={message.tone}>{message.text}</Alert>}
        {files.length === 0 ? (
          <p className="text-sm text-slate-500">{t("config.backup.empty")}</p>
        ) : (
          <table className="w-full text-left text-sm">
            <thead className="border-b border-slate-200 text-slate-600">
              <tr>
                <th className="py-2 pr-4 font-medium">{t("config.backup.file")}</th>
                <th className="py-2 pr-4 font-medium">{t("config.backup.createdAt")}</th>
                <th className="py-2 pr-4 text-right font-medium">{t("config.backup.size")}</th>
                <th className="py-2">
                  <span className="sr-only">{t("config.backup.actions")}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {files.map((f) => (
                <tr key={f.name} className="border-b border-slate-100" data-testid="backup-row">
                  <td className="py-2 pr-4">
                    <code className="text-xs">{f.name}</code>
                  </td>
                  <td className="py-2 pr-4">
                    {format.dateTime(new Date(f.createdAt), { dateStyle: "medium", timeStyle: "short" })}
                  </td>
                  <td className="py-2 pr-4 text-right tabular-nums">{size(f.size)}</td>
                  <td className="py-2 text-right">
                    <div className="flex justify-end gap-2">
                      <a
                        href={`${BASE}/local/${encodeURIComponent(f.name)}`}
                        download={f.name}
                        className="inline-flex h-8 items-center rounded-md px-3 text-sm font-medium text-brand-700 ring-1 ring-slate-300 hover:bg-slate-50"
                      >
                        {t("config.backup.download")}
                      </a>
                      <Button
                        size="sm"
                        variant="secondary"
                        disabled={busy}
                        onClick={() => setRestoring(f.name)}
                        data-testid="backup-restore"
                      >
                        {t("config.backup.restore")}
                      </Button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>
      <Dialog open={!!restoring} onOpenChange={(o) => !o && setRestoring(null)}>
        {restoring && (
          <DialogContent
            title={t("config.backup.restore")}
            description={t("config.backup.confirmRestore", { name: restoring })}
          >
            <div className="flex justify-end gap-2">
              <Button variant="secondary" onClick={() => setRestoring(null)}>
                {t("common.cancel")}
              </Button>
              <Button variant="danger" onClick={() => void restore(restoring)} data-testid="confirm-restore">
                {t("config.backup.restore")}
              </Button>
            </div>
          </DialogContent>
        )}
      </Dialog>
    </Card>
  );
}

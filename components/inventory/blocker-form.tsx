"use client";
// Adding a blocker (maintenance, out of order, event) for a room's nights [from, to), and the
// button that removes one: the room page and the occupancy grid use both.
import { useTranslations } from "next-intl";
import { useState } from "react";
import { api } from "@/lib/client/api";
import { BLOCKER_TYPES } from "@/lib/domain/inventory/blocker-types";
import { FormField } from "../form/form-field";
import { useSubmit } from "../form/use-submit";
import { Alert } from "../ui/alert";
import { Button } from "../ui/button";
import { Input, Select } from "../ui/input";

export function BlockerForm({
  roomId,
  from,
  to,
  onDone,
}: {
  roomId: number;
  from: string;
  to: string;
  onDone: () => void;
}) {
  const t = useTranslations("blockers");
  const { submit, pending, message, errors } = useSubmit();
  const [v, setV] = useState({ type: "Maintanance", from, to, reason: "" });

  async function save(e: React.FormEvent) {
    e.preventDefault();
    const done = await submit(() => api("/api/rooms/addBlocker", { body: { roomId, ...v, reason: v.reason || null } }));
    if (done) onDone();
  }

  return (
    <form onSubmit={save} noValidate className="space-y-3" data-testid="blocker-form">
      {message && message.tone === "error" && <Alert tone="error">{message.text}</Alert>}
      <div className="grid gap-3 sm:grid-cols-3">
        <FormField label={t("type")} htmlFor="blocker-type" error={errors.type}>
          <Select id="blocker-type" value={v.type} onChange={(e) => setV({ ...v, type: e.target.value })}>
            {BLOCKER_TYPES.map((k) => (
              <option key={k} value={k}>
                {t(`types.${k}`)}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField label={t("from")} htmlFor="blocker-from" error={errors.from}>
          <Input id="blocker-from" type="date" value={v.from} onChange={(e) => setV({ ...v, from: e.target.value })} />
        </FormField>
        <FormField label={t("to")} htmlFor="blocker-to" error={errors.to} hint={t("toHint")}>
          <Input id="blocker-to" type="date" value={v.to} onChange={(e) => setV({ ...v, to: e.target.value })} />
        </FormField>
      </div>
      <FormField label={t("reason")} htmlFor="blocker-reason" error={errors.reason}>
        <Input id="blocker-reason" value={v.reason} onChange={(e) => setV({ ...v, reason: e.target.value })} />
      </FormField>
      <Button type="submit" disabled={pending} data-testid="blocker-save">
        {t("add")}
      </Button>
    </form>
  );
}

export function RemoveBlockerButton({ id, onDone }: { id: number; onDone: () => void }) {
  const t = useTranslations("blockers");
  const [error, setError] = useState<string | null>(null);
  return (
    <span className="inline-flex items-center gap-2">
      <Button
        variant="secondary"
        size="sm"
        data-testid="remove-blocker"
        onClick={async () => {
          const res = await api("/api/rooms/removeBlocker", { body: { id } });
          if (res.ok) onDone();
          else setError(res.error.message);
        }}
      >
        {t("remove")}
      </Button>
      {error && <span className="text-sm text-error">{error}</span>}
    </span>
  );
}

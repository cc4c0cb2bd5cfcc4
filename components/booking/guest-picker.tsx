"use client";
// Picks a guest for a room: a search over the customers (two letters or more), or, for a user
// who may create customers, a new guest by name and gender. Used by the wizard and by the
// booking page's room editor.
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { api } from "@/lib/client/api";
import { useSubmit } from "../form/use-submit";
import { Alert } from "../ui/alert";
import { Button } from "../ui/button";
import { Input, Select } from "../ui/input";

export type Guest = { id: number; name: string };

export function GuestPicker({ onPick, canCreate }: { onPick: (g: Guest) => void; canCreate: boolean }) {
  const t = useTranslations("bookingPages.wizard");
  const [q, setQ] = useState("");
  const [hits, setHits] = useState<Guest[]>([]);
  const [first, setFirst] = useState("");
  const [last, setLast] = useState("");
  const [gender, setGender] = useState("u");
  const { submit, pending, message } = useSubmit();
  useEffect(() => {
    if (q.trim().length < 2) return setHits([]);
    const ctrl = new AbortController();
    void api<{ data: { id: number; fullName: string }[] }>(`/api/customers?search=${encodeURIComponent(q)}&size=10`, {
      signal: ctrl.signal,
    }).then((res) => res.ok && setHits(res.data.data.map((c) => ({ id: c.id, name: c.fullName }))));
    return () => ctrl.abort();
  }, [q]);
  return (
    <div className="space-y-2">
      <Input
        value={q}
        onChange={(e) => setQ(e.target.value)}
        placeholder={t("searchGuest")}
        data-testid="guest-search"
      />
      <ul className="flex flex-wrap gap-1">
        {hits.map((h) => (
          <li key={h.id}>
            <Button type="button" variant="ghost" onClick={() => onPick(h)} data-testid={`guest-hit-${h.id}`}>
              + {h.name}
            </Button>
          </li>
        ))}
      </ul>
      {canCreate && (
        <div className="flex flex-wrap items-end gap-2">
          <Input
            value={first}
            onChange={(e) => setFirst(e.target.value)}
            placeholder={t("firstName")}
            data-testid="guest-first"
          />
          <Input
            value={last}
            onChange={(e) => setLast(e.target.value)}
            placeholder={t("lastName")}
            data-testid="guest-last"
          />
          <Select value={gender} onChange={(e) => setGender(e.target.value)} data-testid="guest-gender">
            <option value="u">{t("genderU")}</option>
            <option value="f">{t("genderF")}</option>
            <option value="m">{t("genderM")}</option>
          </Select>
          <Button
            type="button"
            variant="secondary"
            disabled={pending || !last.trim()}
            data-testid="guest-create"
            onClick={async () => {
              const done = await submit(
                () =>
                  api<{ id: number; fullName: string }>("/api/customers", {
                    body: { firstName: first, lastName: last, gender },
                  }),
                { success: null },
              );
              if (done) {
                onPick({ id: done.data.id, name: done.data.fullName || `${first} ${last}`.trim() });
                setFirst("");
                setLast("");
              }
            }}
          >
            {t("createGuest")}
          </Button>
        </div>
      )}
      {message && <Alert tone={message.tone}>{message.text}</Alert>}
    </div>
  );
}

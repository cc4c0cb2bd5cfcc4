"use client";
// Picks a guest for a room: a search over the customers (two letters or more) that leaves out
// the guests already on the booking and says so when it finds nobody; or, for a user who may
// create customers (staff with customers.create, an agency for its own clients), a new guest
// with the fields a customer needs (last name; first name, gender, birth date and e-mail, which
// the gender rule, the price by age and the duplicate check use). Before creating, customers
// with the same e-mail, name, or last name and birth date are offered instead. Used by the
// wizard and by the booking page's room editor.
import { useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import { api } from "@/lib/client/api";
import { useSubmit } from "../form/use-submit";
import { Alert } from "../ui/alert";
import { Button } from "../ui/button";
import { Input, Select } from "../ui/input";
import { nameFromSearch, possibleDuplicates, type KnownGuest } from "./wizard/state";

export type Guest = { id: number; name: string };

/** the new guest's fields as typed */
const NO_GUEST = { first: "", last: "", gender: "u", birthday: "", email: "" };

/** a row of GET /api/customers, as the duplicate check reads it */
type Row = KnownGuest;
const search = (q: string, signal?: AbortSignal) =>
  api<{ data: Row[] }>(`/api/customers?search=${encodeURIComponent(q)}&size=10`, { signal });

export function GuestPicker({
  onPick,
  canCreate,
  exclude = [],
}: {
  onPick: (g: Guest) => void;
  canCreate: boolean;
  /** guests already on the booking: not offered again */
  exclude?: number[];
}) {
  const t = useTranslations("bookingPages.wizard");
  const [q, setQ] = useState("");
  const [hits, setHits] = useState<Row[] | null>(null);
  const [guest, setGuest] = useState(NO_GUEST);
  const { first, last, gender, birthday, email } = guest;
  // a field of the new guest: its value, its change, its test id
  const field = (key: keyof typeof NO_GUEST) => ({
    value: guest[key],
    onValue: (v: string) => setGuest((g) => ({ ...g, [key]: v })),
    "data-testid": `guest-${key}`,
  });
  // customers who may be the guest about to be created: shown once, then "create anyway"
  const [dupes, setDupes] = useState<KnownGuest[] | null>(null);
  const lastRef = useRef<HTMLInputElement>(null);
  const { submit, pending, message } = useSubmit();
  useEffect(() => {
    if (q.trim().length < 2) return setHits(null);
    const ctrl = new AbortController();
    void search(q, ctrl.signal).then((res) => res.ok && setHits(res.data.data));
    return () => ctrl.abort();
  }, [q]);
  // a changed name or e-mail is checked for duplicates again
  useEffect(() => setDupes(null), [first, last, email, birthday]);
  const shown = (hits ?? []).filter((h) => !exclude.includes(h.id));
  const pick = (r: Row | KnownGuest) => {
    onPick({ id: r.id, name: r.fullName });
    setQ("");
  };
  const reset = () => {
    setGuest(NO_GUEST);
    setDupes(null);
  };

  const create = async () => {
    if (dupes === null) {
      // the same person may be known already: look before creating
      const found = new Map<number, Row>();
      for (const term of [last.trim(), email.trim()].filter((x) => x.length >= 2)) {
        const res = await search(term);
        if (res.ok) for (const r of res.data.data) found.set(r.id, r);
      }
      const same = possibleDuplicates(
        { firstName: first, lastName: last, email, birthday },
        [...found.values()].filter((r) => !exclude.includes(r.id)),
      );
      if (same.length) return setDupes(same);
    }
    const done = await submit(
      () =>
        api<{ id: number; fullName: string }>("/api/customers", {
          body: {
            firstName: first,
            lastName: last,
            gender,
            ...(birthday ? { birthday } : {}),
            ...(email.trim() ? { email: email.trim() } : {}),
          },
        }),
      { success: null },
    );
    if (done) {
      onPick({ id: done.data.id, name: done.data.fullName || `${first} ${last}`.trim() });
      reset();
    }
  };

  return (
    <div className="space-y-2">
      <Input
        value={q}
        onValue={setQ}
        placeholder={t("searchGuest")}
        aria-label={t("searchGuest")}
        data-testid="guest-search"
      />
      <ul className="flex flex-wrap gap-1">
        {shown.map((h) => (
          <li key={h.id}>
            <Button type="button" variant="ghost" onClick={() => pick(h)} data-testid={`guest-hit-${h.id}`}>
              + {h.fullName}
            </Button>
          </li>
        ))}
      </ul>
      {hits !== null && shown.length === 0 && (
        <div
          className="flex flex-wrap items-center gap-2 text-sm text-slate-600"
          data-testid="guest-none"
          role="status"
        >
          <span>{hits.length ? t("guestAllOnBooking", { q: q.trim() }) : t("guestNone", { q: q.trim() })}</span>
          {canCreate && hits.length === 0 && (
            <Button
              type="button"
              variant="secondary"
              data-testid="guest-offer-create"
              onClick={() => {
                const n = nameFromSearch(q);
                setGuest((g) => ({ ...g, first: n.firstName, last: n.lastName }));
                lastRef.current?.focus();
              }}
            >
              {t("createNamed", { name: q.trim() })}
            </Button>
          )}
        </div>
      )}
      {canCreate && (
        <fieldset className="flex flex-wrap items-end gap-2" data-testid="guest-new">
          <legend className="sr-only">{t("newGuest")}</legend>
          <Input {...field("first")} placeholder={t("firstName")} aria-label={t("firstName")} />
          <Input ref={lastRef} {...field("last")} placeholder={t("lastName")} aria-label={t("lastName")} required />
          <Select {...field("gender")} aria-label={t("gender")}>
            <option value="u">{t("genderU")}</option>
            <option value="f">{t("genderF")}</option>
            <option value="m">{t("genderM")}</option>
          </Select>
          <label className="text-xs text-slate-600">
            {t("birthday")}
            <Input type="date" {...field("birthday")} />
          </label>
          <Input type="email" {...field("email")} placeholder={t("email")} aria-label={t("email")} />
          <Button
            type="button"
            variant="secondary"
            disabled={pending || !last.trim()}
            data-testid="guest-create"
            onClick={() => void create()}
          >
            {dupes?.length ? t("createAnyway") : t("createGuest")}
          </Button>
        </fieldset>
      )}
      {dupes && dupes.length > 0 && (
        <Alert tone="info" data-testid="guest-duplicates">
          <p>{t("duplicatesFound")}</p>
          <ul className="mt-1 flex flex-wrap gap-1">
            {dupes.map((d) => (
              <li key={d.id}>
                <Button
                  type="button"
                  variant="ghost"
                  onClick={() => {
                    pick(d);
                    reset();
                  }}
                  data-testid={`guest-duplicate-${d.id}`}
                >
                  {t("useDuplicate", {
                    name: d.fullName,
                    details: [d.birthday?.slice(0, 10), d.email].filter(Boolean).join(", ") || "–",
                  })}
                </Button>
              </li>
            ))}
          </ul>
        </Alert>
      )}
      {message && <Alert tone={message.tone}>{message.text}</Alert>}
    </div>
  );
}

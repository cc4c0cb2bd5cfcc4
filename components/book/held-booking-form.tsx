"use client";
// The guest's details for a chosen room, cabin or beds. On mount the choice is held (POST
// /api/book/booking/hold) and a countdown shows how long; leaving the page gives it back; the
// submit books it (create with holdId takes the hold over) and goes on to pay. Each guest's gender
// is asked (required for a bed in a shared cabin, prefilled from who travels), and the date of
// birth where prices or rules depend on age (it changes the quote). Add-ons can be
// chosen on the way; the total is quoted again by the price endpoint (the same engine that books)
// and shown in the guest's display currency too, at the day's rate.
import { useLocale, useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import { api } from "@/lib/client/api";
import { goToCheckout } from "@/lib/client/checkout-window";
import { formatMoney } from "@/lib/i18n/money-format";
import { bindKeys } from "../form/bind";
import { Alert } from "../ui/alert";
import { Button } from "../ui/button";
import { Input } from "../ui/input";

export type HeldChoice = {
  type: "resort" | "vessel";
  resortId?: number;
  scheduleId?: number;
  dateFrom?: string;
  dateTo?: string;
  roomTypeId?: number;
  roomId?: number;
  beds?: number;
  guests: number;
  language: string;
  /** who travels (search form): women, men or mixed; prefills the guests' genders */
  party?: "women" | "men" | "mixed" | null;
};

export type OnlineAddon = { id: number; name: string; price: string; currency: string; addRule: string };
type Props = {
  choice: HeldChoice;
  providers: { code: string; name: string }[];
  /** add-ons offered for the resort or vessel */
  addons?: OnlineAddon[];
  /** currencies a guest may see prices in (the booking stays in its own) */
  displayCurrencies?: string[];
  /** the widget whose frame the guest books in: the payment pages stay in its look */
  widget?: string;
  /** prices or rules depend on age: each guest's date of birth is asked */
  askBirthday?: boolean;
};
type Quote = { total: string; currency: string };
type Person = { firstName: string; lastName: string; gender: "" | "f" | "m" | "u"; birthday: string };

/** more time is offered in a hold's last minutes, when the guest may need it */
const RENEW_OFFERED_SECONDS = 5 * 60;
const mmss = (s: number) => `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;

export function HeldBookingForm({
  choice,
  providers,
  addons = [],
  displayCurrencies = [],
  askBirthday = false,
  widget,
}: Props) {
  const t = useTranslations("book");
  const locale = useLocale();
  const [chosen, setChosen] = useState<Record<number, number>>({});
  const [display, setDisplay] = useState("");
  const [quote, setQuote] = useState<{ booked: Quote; shown: Quote | null } | null>(null);
  const [hold, setHold] = useState<{ holdId: number; holdToken: string; until: number } | null>(null);
  const [left, setLeft] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const prefill = choice.party === "women" ? "f" : choice.party === "men" ? "m" : "";
  const [guests, setGuests] = useState<Person[]>(
    Array.from({ length: choice.guests }, () => ({ firstName: "", lastName: "", gender: prefill, birthday: "" })),
  );
  /** a guest as the API takes them: no empty gender or date of birth */
  const asGuest = (g: Person, i: number) => ({
    firstName: g.firstName || t("guestN", { n: i + 1 }),
    lastName: g.lastName || "-",
    ...(g.gender ? { gender: g.gender } : {}),
    ...(g.birthday ? { birthday: g.birthday } : {}),
  });
  const [contact, setContact] = useState({ email: "", phone: "" });
  const [provider, setProvider] = useState(providers[0]?.code ?? "offline");
  const done = useRef(false);
  const holdRef = useRef<{ id: number; token: string } | null>(null);

  const room = () => ({
    ...(choice.roomTypeId ? { roomTypeId: choice.roomTypeId } : {}),
    ...(choice.roomId ? { roomId: choice.roomId } : {}),
    ...(choice.beds ? { beds: choice.beds } : {}),
  });
  const base = () => ({
    type: choice.type,
    resortId: choice.resortId,
    scheduleId: choice.scheduleId,
    dateFrom: choice.dateFrom,
    dateTo: choice.dateTo,
    language: choice.language,
  });

  async function takeHold() {
    setError(null);
    // a shared cabin's gender rule needs the genders from the start: those of who travels
    const placeholder = Array.from({ length: choice.guests }, (_, i) => ({
      firstName: t("guestN", { n: i + 1 }),
      lastName: "-",
      ...(prefill ? { gender: prefill } : {}),
    }));
    const res = await api<{ holdId: number; holdToken: string; seconds: number }>("/api/book/booking/hold", {
      body: { ...base(), rooms: [{ ...room(), guests: placeholder }] },
    });
    if (!res.ok) {
      setError(problemOf(res.error));
      return;
    }
    holdRef.current = { id: res.data.holdId, token: res.data.holdToken };
    setRenewable(true);
    // counted from the answer's arrival, not the server's clock: the guest's clock may be off, and
    // the time on the way makes the page end a little after the hold, never before it
    setHold({ holdId: res.data.holdId, holdToken: res.data.holdToken, until: Date.now() + res.data.seconds * 1000 });
  }

  // the guest is on the page and asks for more time; past the operator's total it is refused
  // (HOLD_RENEW_LIMIT) and the button goes
  const [renewable, setRenewable] = useState(true);
  async function renewHold() {
    if (!hold) return;
    const res = await api<{ seconds: number }>(
      `/api/book/booking/hold/${hold.holdId}/renew?token=${encodeURIComponent(hold.holdToken)}`,
      { method: "POST" },
    );
    if (!res.ok) {
      setRenewable(false);
      setError(problemOf(res.error));
      return;
    }
    setError(null);
    setHold({ ...hold, until: Date.now() + res.data.seconds * 1000 });
  }

  useEffect(() => {
    void takeHold();
    const release = () => {
      const h = holdRef.current;
      if (h && !done.current)
        navigator.sendBeacon(`/api/book/booking/hold/${h.id}/release?token=${encodeURIComponent(h.token)}`);
    };
    window.addEventListener("pagehide", release);
    return () => window.removeEventListener("pagehide", release);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // a per-booking add-on takes the quantity the guest chose; the others follow their add rule
  // (per person, per night ...), which the engine applies to the booking
  const addonList = () =>
    addons
      .filter((a) => (chosen[a.id] ?? 0) > 0)
      .map((a) => ({ productId: a.id, ...(a.addRule === "PerBooking" ? { quantity: chosen[a.id] } : {}) }));

  // the total with the chosen add-ons, quoted again on each change (the hold's own room is left out)
  useEffect(() => {
    if (!hold) return;
    let stale = false;
    const body = (currency?: string) => ({
      ...base(),
      rooms: [
        {
          ...room(),
          guests: guests.map(asGuest),
        },
      ],
      addons: addonList(),
      holdId: hold.holdId,
      holdToken: hold.holdToken,
      ...(currency ? { currency } : {}),
    });
    void (async () => {
      const booked = await api<Quote>("/api/book/booking/price", { body: body() });
      const shown =
        booked.ok && display && display !== booked.data.currency
          ? await api<Quote>("/api/book/booking/price", { body: body(display) })
          : null;
      if (stale) return;
      if (!booked.ok) setError(problemOf(booked.error));
      else setQuote({ booked: booked.data, shown: shown?.ok ? shown.data : null });
    })();
    return () => {
      stale = true;
    };
    // names do not change the price: the hold, the add-ons, the currency and the guests' ages do
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [hold, chosen, display, guests.map((g) => g.birthday).join(",")]);

  useEffect(() => {
    if (!hold) return;
    // rounded up: the page says the time has passed only once it has (the room is then for sale)
    const tick = () => setLeft(Math.max(0, Math.ceil((hold.until - Date.now()) / 1000)));
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [hold]);

  /** A field the server names ("rooms.0.guests.1.firstName", "contact.email") as the form labels it. */
  function fieldLabel(path: string): string {
    const guest = /^rooms\.\d+\.guests\.(\d+)\.(firstName|lastName|gender|birthday)$/.exec(path);
    if (guest)
      return `${t("guestN", { n: Number(guest[1]) + 1 })}, ${t(guest[2] as "firstName" | "lastName" | "gender" | "birthday")}`;
    const room = /^rooms\.\d+\.guests$/.exec(path);
    if (room) return t("guests");
    const contactField = /^contact\.(firstName|lastName|email|phone)$/.exec(path);
    if (contactField) return t(contactField[1] as "firstName" | "lastName" | "email" | "phone");
    const top = `field.${path.split(".")[0]}`;
    return t.has(top) ? t(top as "field.other") : t("field.other");
  }

  /** An error answer as the guest reads it: each failing field by its label, else the message. */
  function problemOf(error: { message: string }): string {
    const fields = (error as { fields?: { path: string; message: string }[] }).fields;
    return fields?.length ? fields.map((f) => `${fieldLabel(f.path)}: ${f.message}`).join("; ") : error.message;
  }

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    setPending(true);
    setError(null);
    const [first] = guests;
    const res = await api<{ id: number; token: string; payment: { checkout: string } }>("/api/book/booking/create", {
      body: {
        ...base(),
        rooms: [
          {
            ...room(),
            guests: guests.map((g, i) => ({ ...asGuest(g, i), firstName: g.firstName, lastName: g.lastName })),
          },
        ],
        contact: {
          firstName: first.firstName,
          lastName: first.lastName,
          email: contact.email,
          phone: contact.phone || undefined,
        },
        addons: addonList(),
        holdId: hold?.holdId,
        holdToken: hold?.holdToken,
        provider,
      },
    });
    if (!res.ok) {
      setError(problemOf(res.error));
      setPending(false);
      return;
    }
    done.current = true;
    // the checkout link carries the booking's access token; so does the fallback to the result page
    const pay = await api<{ url: string }>(res.data.payment.checkout, { body: { provider, widget } });
    const token = encodeURIComponent(res.data.token);
    const framed = widget ? `&widget=${widget}` : "";
    const result = `/payment/success?booking=${res.data.id}&provider=${provider}&token=${token}${framed}`;
    // a provider's page in a window of its own (in a widget's frame): the frame shows the booking meanwhile
    if (!pay.ok || goToCheckout(pay.data.url, !!widget) === "window") window.location.assign(result);
  }

  const expired = left === 0;
  // a guest's control: its name, value and change
  const guestField = (i: number, k: keyof Person) => ({
    name: `guest-${i}-${k}`,
    value: guests[i][k],
    onChange: (e: { target: { value: string } }) =>
      setGuests((g) => g.map((p, j) => (j === i ? { ...p, [k]: e.target.value } : p))),
  });
  const contactField = (k: keyof typeof contact) => ({ name: k, ...bindKeys(contact, setContact)(k) });
  return (
    <form onSubmit={submit} className="space-y-4" data-testid="held-form" noValidate>
      {error && <Alert tone="error">{error}</Alert>}
      {hold && !expired && left !== null && (
        <Alert tone="info">
          <span data-testid="hold-countdown">{t("heldFor", { time: mmss(left) })}</span>
          {renewable && left < RENEW_OFFERED_SECONDS && (
            <>
              {" "}
              <button type="button" className="underline" onClick={() => void renewHold()} data-testid="hold-renew">
                {t("holdRenew")}
              </button>
            </>
          )}
        </Alert>
      )}
      {expired && (
        <Alert tone="error">
          {t("holdExpired")}{" "}
          <button type="button" className="underline" onClick={() => void takeHold()}>
            {t("holdAgain")}
          </button>
        </Alert>
      )}
      {guests.map((g, i) => (
        <fieldset key={i} className="grid gap-3 sm:grid-cols-2">
          <legend className="mb-1 text-sm font-medium">{t("guestN", { n: i + 1 })}</legend>
          <label className="text-sm">
            {t("firstName")}
            <Input required {...guestField(i, "firstName")} />
          </label>
          <label className="text-sm">
            {t("lastName")}
            <Input required {...guestField(i, "lastName")} />
          </label>
          <label className="text-sm">
            {t("gender")}
            <select
              className="mt-1 block w-full rounded-md border border-slate-300 px-3 py-2"
              required={!!choice.beds}
              {...guestField(i, "gender")}
            >
              <option value="">{t("genderChoose")}</option>
              <option value="f">{t("genderF")}</option>
              <option value="m">{t("genderM")}</option>
              <option value="u">{t("genderU")}</option>
            </select>
          </label>
          {askBirthday && (
            <label className="text-sm">
              {t("birthday")}
              <Input type="date" {...guestField(i, "birthday")} />
            </label>
          )}
        </fieldset>
      ))}
      <div className="grid gap-3 sm:grid-cols-2">
        <label className="text-sm">
          {t("email")}
          <Input type="email" required {...contactField("email")} />
        </label>
        <label className="text-sm">
          {t("phone")}
          <Input type="tel" {...contactField("phone")} />
        </label>
      </div>
      {addons.length > 0 && (
        <fieldset data-testid="addons">
          <legend className="mb-1 text-sm font-medium">{t("addons")}</legend>
          <ul className="space-y-2">
            {addons.map((a) => (
              <li key={a.id} className="flex items-center gap-3 text-sm">
                <label className="flex flex-1 items-center gap-2">
                  <input
                    type="checkbox"
                    name={`addon-${a.id}`}
                    checked={(chosen[a.id] ?? 0) > 0}
                    onChange={(e) => setChosen({ ...chosen, [a.id]: e.target.checked ? 1 : 0 })}
                  />
                  {a.name} ({formatMoney(a.price, a.currency, locale)}{" "}
                  {t(`addRule.${a.addRule}` as "addRule.PerBooking")})
                </label>
                {(chosen[a.id] ?? 0) > 0 && a.addRule === "PerBooking" && (
                  <label className="flex items-center gap-1">
                    {t("quantity")}
                    <Input
                      type="number"
                      min={1}
                      max={99}
                      className="w-20"
                      name={`addon-${a.id}-quantity`}
                      value={chosen[a.id]}
                      onChange={(e) =>
                        setChosen({ ...chosen, [a.id]: Math.max(1, Math.min(99, Number(e.target.value) || 1)) })
                      }
                    />
                  </label>
                )}
              </li>
            ))}
          </ul>
        </fieldset>
      )}
      {quote && (
        <p className="text-sm" data-testid="held-total">
          {t("total")}: <strong>{formatMoney(quote.booked.total, quote.booked.currency, locale)}</strong>
          {quote.shown && (
            <span data-testid="held-total-display">
              {" "}
              {t("approx", { amount: formatMoney(quote.shown.total, quote.shown.currency, locale) })}
            </span>
          )}
        </p>
      )}
      {displayCurrencies.length > 1 && (
        <label className="block text-sm">
          {t("displayCurrency")}
          <select
            className="ml-2 rounded border border-slate-300 px-2 py-1"
            name="displayCurrency"
            value={display}
            onChange={(e) => setDisplay(e.target.value)}
          >
            <option value="">{quote?.booked.currency ?? "–"}</option>
            {displayCurrencies
              .filter((c) => c !== quote?.booked.currency)
              .map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
          </select>
        </label>
      )}
      <fieldset>
        <legend className="mb-1 text-sm font-medium">{t("payWith")}</legend>
        {providers.map((p) => (
          <label key={p.code} className="mr-4 text-sm">
            <input
              type="radio"
              name="provider"
              value={p.code}
              checked={provider === p.code}
              onChange={() => setProvider(p.code)}
            />{" "}
            {p.name}
          </label>
        ))}
      </fieldset>
      <Button type="submit" disabled={pending || !hold || expired} data-testid="book-submit">
        {t("bookAndPay")}
      </Button>
    </form>
  );
}

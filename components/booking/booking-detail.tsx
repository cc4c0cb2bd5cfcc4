// The booking page (/booking/{id}) in tabs (?tab=, components/ui/tab-panels.tsx): the overview
// (numbers, state, guest, stay, balance, the actions the state table allows, comments), rooms or
// cabins with beds and guests, the price (calculation), payments and invoices, documents and
// references (with their upload and editing), and the history with each version's field-by-field
// changes. Language, currency and agency change beside where they are shown. Only the open tab is
// rendered, from what lib/page/booking-page.ts loaded for it; another one is asked of the server.
import Link from "next/link";
import { getFormatter, getLocale, getTranslations } from "next-intl/server";
import type { BookingView } from "@/lib/domain/booking/view";
import type { CalculationPanelData } from "@/lib/page/booking-calculation";
import type { BookingTab } from "@/lib/page/bookings";
import type { Changes, VersionMoney } from "@/lib/domain/booking/history";
import {
  historyAction,
  historyRoomNames,
  historyValue,
  readableChanges,
  type HistoryEntry,
} from "@/lib/domain/booking/history-view";
import { bookingLabel } from "@/lib/domain/booking/states";
import { formatDayRange } from "@/lib/i18n/date-format";
import { formatMoney } from "@/lib/i18n/money-format";
import { Card, CardHeader, PageTitle } from "../ui/card";
import { BookingActions, CommentForm, LockRoomButton } from "./booking-actions";
import { CalculationPanel } from "./calculation-panel";
import { MoneyPanel, type MoneyPanelProps } from "./money-panel";
import type { SplitLine } from "./split-invoice-form";
import { PayLinkButton } from "./pay-link-button";
import { AddRoom } from "./add-room";
import { AddReference, RemoveReference } from "./booking-references";
import { DocumentUpload } from "./document-upload";
import { BookingPapers } from "./booking-papers";
import { FactChange } from "./fact-change";
import { RoomEditor } from "./room-editor";
import { TabPanels, type TabPanel } from "../ui/tab-panels";
import { MoreMessages } from "../shell/client-messages";
import { BOOKING_PAGE_MESSAGES, BOOKING_TAB_MESSAGES } from "@/lib/i18n/booking-tab-messages";
import { BookingMails } from "../mail/booking-mails";

type HistoryRow = {
  version: number;
  action: string;
  user: string | null;
  at: string;
  changes: unknown;
  /** the currencies the version's money was in (its snapshot's) */
  money?: VersionMoney;
};

type RelatedBooking = { id: number; label: string; state: string };

// each with its state: a rebook taken back leaves its successor deleted, and the link says so
const bookingLinks = (list: RelatedBooking[], stateLabel: (s: string) => string) => (
  <span data-testid="booking-related">
    {list.map((r, i) => (
      <span key={r.id}>
        {i > 0 && ", "}
        <Link href={`/booking/${r.id}`} className="text-brand-700 underline">
          {r.label}
        </Link>{" "}
        <span className="text-slate-600">({stateLabel(r.state)})</span>
      </span>
    ))}
  </span>
);

export async function BookingDetail(props: {
  title: string;
  booking: BookingView;
  /** the bookings a rebook (from, to) or a split by customer (splitFrom, splitInto) links this one with (overview) */
  related: {
    from: RelatedBooking | null;
    to: RelatedBooking[];
    splitFrom: RelatedBooking | null;
    splitInto: RelatedBooking[];
  };
  actions: string[];
  /** the operator's today (YYYY-MM-DD) */
  today: string;
  /** rooms and guests, language and currency can be changed (an open booking the caller may write) */
  editable: boolean;
  /** its rooms, nights and guests can be changed: editable, and the guests have not left */
  staysEditable: boolean;
  /** documents and references can be added (the caller may write the booking, in any state) */
  writable: boolean;
  /** the booking's agency can be changed (staff) */
  setsAgency: boolean;
  /** what language, currency and agency can be changed to (loaded for an editable booking's overview only) */
  choices: {
    languages: { value: string; label: string }[];
    currencies: { value: string; label: string }[];
    agencies: { value: string; label: string }[];
  } | null;
  references: { id: string; type: string | null; value: string }[];
  canCreateGuests: boolean;
  history: HistoryRow[];
  /** the booking's mails, shown among its versions (staff) */
  mailHistory?: { id: number; subject: string; to: string; status: string; at: string }[];
  documents: { id: number; name: string; size: number; contentType: string }[];
  comments: { id: number; text: string; internal: boolean; createdAt: string }[];
  schedules: { id: number; from: string; to: string; tour: string }[];
  staff: boolean;
  /** the booking priced now (the price tab) */
  calculation: CalculationPanelData | null;
  invoices: MoneyPanelProps["invoices"];
  paymentCurrencies: string[];
  /** the stored lines a payment can be split over (the payments tab) */
  splitLines: SplitLine[];
  /** the open tab, the only one rendered (what the others show is not loaded) */
  tab: BookingTab;
}) {
  const b = props.booking;
  // what is free for the booking's stay: its resort's rooms over its dates, or its departure's cabins
  const freeRooms =
    b.type === "resort" && b.resortId && b.dateFrom && b.dateTo
      ? `/api/rooms/available/${b.resortId}?type=resort&dateFrom=${b.dateFrom}&dateTo=${b.dateTo}`
      : b.type === "vessel" && b.vesselId && b.scheduleId
        ? `/api/rooms/available/${b.vesselId}?type=vessel&scheduleId=${b.scheduleId}`
        : null;
  const t = await getTranslations("bookingPages.detail");
  const ts = await getTranslations("bookingStates");
  const stateLabel = (s: string) => (ts.has(s as never) ? ts(s as never) : s);
  const ta = await getTranslations("bookingPages.actions");
  const tha = await getTranslations("bookingPages.history.actions");
  // a state action by its button's label, an edit by what it did ("rooms/date": nights changed)
  const actionLabel = (a: string) => {
    const edit = a.replace(/\//g, "_");
    if (tha.has(edit as never)) return tha(edit as never);
    return ta.has(a as never) ? ta(a as never) : a;
  };
  const locale = await getLocale();
  const format = await getFormatter();
  // instants in the operator's time zone (the formatter's), calendar dates as the language writes them
  const at = (iso: string) => format.dateTime(new Date(iso), { dateStyle: "medium", timeStyle: "short" });
  const number = bookingLabel(b);
  const th = await getTranslations("bookingPages.history");
  const tc = await getTranslations("common");
  const tseeded = await getTranslations("seeded");
  const tl = await getTranslations("languages");
  const languageName = (l: string) => (tl.has(l as never) ? tl(l as never) : l);
  const tn = await getTranslations("bookingPages.factChange");
  // a fact with its "Change" beside it, when the caller may change it
  const changeable = (
    testId: string,
    shown: React.ReactNode,
    change: { field: string; path: string; current: string; options: { value: string; label: string }[] } | null,
  ) => (
    <span key={testId}>
      <span data-testid={testId}>{shown}</span>
      {change && <FactChange bookingId={b.id} version={b.version} testId={testId} {...change} />}
    </span>
  );
  const choices = props.editable ? props.choices : null;
  // rooms removed since are named too, from the versions that held them
  const roomNames = historyRoomNames(props.history, b.rooms);
  const customerNames = new Map(b.guests.map((g) => [g.customerId, g.fullName]));
  // a version's changes as an operator reads them; the first version is the booking as created
  const changesOf = (h: HistoryRow) =>
    h.version === 1 ? [] : readableChanges((h.changes ?? {}) as Changes, roomNames, customerNames, h.money);
  const fieldLabel = (e: HistoryEntry) => {
    const name = e.known ? th(`fields.${e.field}` as never) : e.field;
    return e.room ? `${e.room} · ${name}` : name;
  };
  const valueFormat = {
    locale,
    currency: b.currency,
    yesNo: (v: boolean) => tc(v ? "yes" : "no"),
    state: (v: string) => (ts.has(v as never) ? ts(v as never) : v),
    instant: at,
    // the demo's sources and categories are stored in English: shown in the reader's language
    named: (field: string, v: string) => {
      const key = `${field === "source" ? "bookingsource" : "bookingcategory"}.name.${v}`;
      return (field === "source" || field === "category") && tseeded.has(key as never) ? tseeded(key as never) : v;
    },
  };
  const facts: [string, React.ReactNode][] = [
    [
      t("state"),
      <span key="s" data-testid="booking-state" data-state={b.state}>
        {ts(b.state)}
        {b.resolved ? ` · ${t("settled")}` : ""}
      </span>,
    ],
    [
      t("balance"),
      <span key="balance" data-testid="booking-balance">
        {t("balanceLine", {
          total: formatMoney(b.total, b.currency, locale),
          paid: formatMoney(b.paid, b.currency, locale),
          open: formatMoney(b.open, b.currency, locale),
        })}
      </span>,
    ],
    [t("numbers"), [b.offerNo, b.reservationNo, b.bookingNo].filter(Boolean).join(" · ") || "–"],
    [t("asset"), [b.tour?.name, b.resort?.name, b.vessel?.name].filter(Boolean).join(" · ") || "–"],
    [t("dates"), b.dateFrom && b.dateTo ? formatDayRange(b.dateFrom, b.dateTo, locale) : "–"],
    [t("customer"), b.customer?.fullName ?? "–"],
    [
      t("agency"),
      changeable(
        "booking-agency",
        b.agency?.name ?? "–",
        choices && props.setsAgency
          ? {
              field: t("agency"),
              path: "agency",
              current: String(b.agencyId ?? 0),
              // 0: the booking came through no agency
              options: [{ value: "0", label: tn("noAgency") }, ...choices.agencies],
            }
          : null,
      ),
    ],
    [
      t("language"),
      changeable(
        "booking-language",
        languageName(b.language),
        choices ? { field: t("language"), path: "language", current: b.language, options: choices.languages } : null,
      ),
    ],
    [
      t("currency"),
      changeable(
        "booking-currency",
        b.currency,
        choices ? { field: t("currency"), path: "currency", current: b.currency, options: choices.currencies } : null,
      ),
    ],
    // an option's end matters while it runs and after it freed the booking, not once confirmed
    [t("optionUntil"), b.optionUntil && ["planned", "freed"].includes(b.state) ? at(b.optionUntil) : "–"],
    [
      t("stay"),
      <span key="stay" data-testid="booking-stay">
        {b.checkedOutAt
          ? t("checkedOut", { at: at(b.checkedOutAt) })
          : b.checkedInAt
            ? t("checkedIn", { at: at(b.checkedInAt) })
            : t("notCheckedIn")}
      </span>,
    ],
    ...(props.related.from
      ? [[t("relatedFrom"), bookingLinks([props.related.from], stateLabel)] as [string, React.ReactNode]]
      : []),
    ...(props.related.to.length
      ? [[t("relatedTo"), bookingLinks(props.related.to, stateLabel)] as [string, React.ReactNode]]
      : []),
    ...(props.related.splitFrom
      ? [[t("splitFrom"), bookingLinks([props.related.splitFrom], stateLabel)] as [string, React.ReactNode]]
      : []),
    ...(props.related.splitInto.length
      ? [[t("splitInto"), bookingLinks(props.related.splitInto, stateLabel)] as [string, React.ReactNode]]
      : []),
    [
      t("version"),
      <span key="v" data-testid="booking-version">
        {b.version}
      </span>,
    ],
    [
      t("qrCode"),
      // the booking page's address: scanned at the desk or on board, it opens this booking
      <a
        key="qr"
        href={`/api/bookings/${b.id}/qrcode?size=512`}
        target="_blank"
        rel="noopener"
        className="inline-block"
      >
        <img
          src={`/api/bookings/${b.id}/qrcode?size=192`}
          alt={t("qrCodeAlt", { number })}
          width={96}
          height={96}
          data-testid="booking-qrcode"
        />
        <span className="sr-only">{t("qrCodeOpens")}</span>
      </a>,
    ],
  ];
  const overview = () => (
    <>
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-3">
        <Card className="min-w-0 lg:col-span-2">
          <CardHeader title={t("overview")} />
          <dl className="grid grid-cols-1 gap-x-6 gap-y-2 p-4 text-sm sm:grid-cols-2">
            {facts.map(([k, v]) => (
              <div key={k} className="min-w-0">
                <dt className="text-slate-600">{k}</dt>
                <dd className="break-words font-medium text-slate-900">{v}</dd>
              </div>
            ))}
          </dl>
        </Card>
        <Card className="min-w-0">
          <CardHeader title={t("actions")} />
          <div className="p-4">
            {props.actions.length ? (
              <BookingActions
                bookingId={b.id}
                version={b.version}
                actions={props.actions}
                schedules={props.schedules}
                state={b.state}
                optionUntil={b.optionUntil}
                today={props.today}
                type={b.type}
                dateFrom={b.dateFrom}
                dateTo={b.dateTo}
                scheduleId={b.scheduleId}
                staff={props.staff}
              />
            ) : (
              <p className="text-sm text-slate-600">{t("noActions")}</p>
            )}
          </div>
        </Card>
      </div>
      <Card>
        <CardHeader title={t("comments")} />
        <div className="space-y-3 p-4">
          <ul className="space-y-2 text-sm" data-testid="booking-comments">
            {props.comments.map((c) => (
              <li key={c.id} className="break-words rounded bg-slate-50 px-3 py-2">
                <span className="text-slate-600">{at(c.createdAt)}</span>{" "}
                {c.internal && <span className="text-amber-700">({t("internal")})</span>} {c.text}
              </li>
            ))}
          </ul>
          <CommentForm bookingId={b.id} staff={props.staff} />
        </div>
      </Card>
    </>
  );

  const rooms = () => (
    <Card>
      <CardHeader title={t("rooms")} />
      {/* a narrow screen scrolls the table, not the page */}
      <div className="overflow-x-auto">
        <table className="w-full text-sm" data-testid="booking-rooms">
          <thead className="bg-slate-50 text-left text-slate-600">
            <tr>
              <th className="px-4 py-2">{t("room")}</th>
              <th className="px-4 py-2">{t("roomType")}</th>
              <th className="px-4 py-2">{t("dates")}</th>
              <th className="px-4 py-2">{t("beds")}</th>
              <th className="px-4 py-2">{t("guests")}</th>
              <th className="px-4 py-2" />
            </tr>
          </thead>
          <tbody>
            {b.rooms.map((r) => (
              <tr key={r.id} className="border-t border-slate-100">
                <td className="px-4 py-2 font-medium">{r.name}</td>
                <td className="px-4 py-2">{r.type}</td>
                <td className="px-4 py-2">{formatDayRange(r.dateFrom, r.dateTo, locale)}</td>
                <td className="px-4 py-2">
                  {r.exclusive
                    ? t(r.kind === "Cabin" ? "wholeCabin" : "wholeRoom")
                    : r.beds.map((x) => x.internalId ?? x.bedId).join(", ")}
                </td>
                <td className="px-4 py-2">{r.customers.map((c) => c.fullName).join(", ") || "–"}</td>
                <td className="whitespace-nowrap px-4 py-2 text-right">
                  {props.staysEditable && (
                    <RoomEditor
                      bookingId={b.id}
                      version={b.version}
                      room={r}
                      canRemove={b.rooms.length > 1}
                      canCreateGuests={props.canCreateGuests}
                    />
                  )}
                  {props.actions.includes("lockUnlockRoom") && (
                    <LockRoomButton bookingId={b.id} version={b.version} bookingRoomId={r.id} locked={r.locked} />
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {props.staysEditable && freeRooms && <AddRoom bookingId={b.id} version={b.version} availability={freeRooms} />}
    </Card>
  );

  const payments = () => (
    <Card>
      <CardHeader title={t("payments")} />
      {/* instalments, payments (recorded at the desk or reported by a provider) and invoices */}
      <MoneyPanel
        bookingId={b.id}
        version={b.version}
        currency={b.currency}
        paid={b.paid}
        open={b.open}
        instalments={b.instalments}
        payments={b.payments}
        invoices={props.invoices}
        staff={props.staff && props.writable}
        currencies={
          props.paymentCurrencies.includes(b.currency)
            ? props.paymentCurrencies
            : [b.currency, ...props.paymentCurrencies]
        }
        today={props.today}
        splitLines={props.splitLines}
        guests={[...customerNames].map(([customerId, name]) => ({ customerId, name }))}
      />
      {/* a settled booking, or one marked paid, asks for no more money */}
      {!b.resolved && !b.paidAt && <PayLinkButton bookingId={b.id} state={b.state} />}
    </Card>
  );

  const documents = () => (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
      <Card className="min-w-0">
        <CardHeader title={t("documents")} />
        <ul className="space-y-1 p-4 text-sm" data-testid="booking-documents">
          {props.documents.length === 0 && <li className="text-slate-600">{t("noDocuments")}</li>}
          {props.documents.map((d) => (
            <li key={d.id} className="break-words">
              <a className="text-brand-700 underline" href={`/api/bookings/${b.id}/documents/${d.id}`}>
                {d.name}
              </a>{" "}
              <span className="text-slate-600">({Math.ceil(d.size / 1024)} KB)</span>
            </li>
          ))}
        </ul>
        {props.writable && <DocumentUpload bookingId={b.id} version={b.version} />}
        <BookingPapers bookingId={b.id} state={b.state} staff={props.staff} />
      </Card>
      <Card className="min-w-0">
        <CardHeader title={t("references")} />
        <ul className="space-y-1 p-4 text-sm" data-testid="booking-references">
          {props.references.length === 0 && <li className="text-slate-600">{t("noReferences")}</li>}
          {props.references.map((r) => (
            <li key={r.id} className="flex items-center gap-2">
              <span className="min-w-0 break-words">
                {r.type && <span className="text-slate-600">{r.type}: </span>}
                <span className="font-medium">{r.value}</span>
              </span>
              {props.writable && (
                <RemoveReference
                  bookingId={b.id}
                  version={b.version}
                  id={r.id}
                  label={r.type ? `${r.type}: ${r.value}` : r.value}
                />
              )}
            </li>
          ))}
        </ul>
        {props.writable && <AddReference bookingId={b.id} version={b.version} />}
      </Card>
    </div>
  );

  const tm = await getTranslations("mail.booking");
  // the versions and the mails, newest first (the versions come newest first)
  const entries = [
    ...props.history.map((h) => ({ kind: "version" as const, at: h.at, h })),
    ...(props.mailHistory ?? []).map((mail) => ({ kind: "mail" as const, at: mail.at, mail })),
  ].sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0));
  const history = () => (
    <Card>
      <CardHeader title={t("history")} />
      <ol className="divide-y divide-slate-100 text-sm" data-testid="booking-history">
        {entries.map((entry) =>
          entry.kind === "mail" ? (
            <li key={`mail-${entry.mail.id}`} className="min-w-0 px-4 py-2" data-testid="history-mail">
              <div className="break-words">
                <span className="font-medium">{tm("historyEntry")}</span> · {entry.mail.subject} ·{" "}
                {tm("historyTo", { to: entry.mail.to })} · {tm(`statuses.${entry.mail.status}`)} · {at(entry.mail.at)}
              </div>
            </li>
          ) : (
            versionItem(entry.h)
          ),
        )}
      </ol>
    </Card>
  );
  function versionItem(h: HistoryRow) {
    return (
      <li key={h.version} className="min-w-0 px-4 py-2">
        <div className="break-words">
          <span className="font-medium">v{h.version}</span> ·{" "}
          {actionLabel(historyAction(h.action, (h.changes ?? {}) as Changes))} · {h.user ?? t("system")} · {at(h.at)}
        </div>
        {/* a long value (an address, a comment) scrolls in its row, not the page */}
        <div className="overflow-x-auto">
          <table className="mt-1 text-xs text-slate-600">
            <tbody>
              {changesOf(h).map((e, i) => (
                <tr key={i}>
                  <td className={e.known ? "pr-3 font-medium" : "pr-3 font-mono"}>{fieldLabel(e)}</td>
                  <td className="pr-3 line-through">{historyValue(e, "from", valueFormat)}</td>
                  <td>{historyValue(e, "to", valueFormat)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </li>
    );
  }

  const tt = await getTranslations("bookingPages.detail.tabs");
  const count = (n: number) => (
    <span className="ml-1.5 rounded-full bg-slate-200 px-1.5 text-xs tabular-nums text-slate-700">{n}</span>
  );
  // each tab's panel, of which only the open one is rendered
  const panels: Record<BookingTab, () => React.ReactNode> = {
    overview,
    rooms,
    price: () => props.calculation && <CalculationPanel data={props.calculation} />,
    payments,
    documents,
    history,
    mails: () => <BookingMails bookingId={b.id} canSend={props.staff} />,
  };
  const tabs: TabPanel[] = [
    { key: "overview", label: tt("overview") },
    {
      key: "rooms",
      label: (
        <>
          {tt("rooms")}
          {count(b.rooms.length)}
        </>
      ),
    },
    { key: "price", label: tt("price") },
    {
      key: "payments",
      label: (
        <>
          {tt("payments")}
          {count(b.payments.length)}
        </>
      ),
    },
    {
      key: "documents",
      label: (
        <>
          {tt("documents")}
          {count(props.documents.length + props.references.length)}
        </>
      ),
    },
    { key: "history", label: tt("history") },
    { key: "mails", label: tm("tab") },
  ].map((tab) =>
    tab.key === props.tab
      ? {
          ...tab,
          // the tab's client components' texts come with it (the page has those around the tabs)
          content: (
            <MoreMessages paths={BOOKING_TAB_MESSAGES[props.tab]} given={BOOKING_PAGE_MESSAGES}>
              {panels[props.tab]()}
            </MoreMessages>
          ),
        }
      : tab,
  );
  return (
    <>
      <PageTitle>
        {props.title} {number}
      </PageTitle>
      {/* another booking's tabs start anew (the panels they keep are this booking's) */}
      <TabPanels
        key={b.id}
        id="booking"
        tabs={tabs}
        initial={props.tab}
        label={tt("label")}
        pendingLabel={tc("loading")}
      />
    </>
  );
}

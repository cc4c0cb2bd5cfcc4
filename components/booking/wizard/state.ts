// The booking wizard's state: what is being booked (a resort stay or a departure), a resort stay
// beside a trip, the lines (rooms, cabins or beds) with their guests, and the booking's options;
// one reducer for every step, and the reads the steps share (the guests, the availability to ask
// for, the request that books). Pure, so the wizard and its unit tests share it.

export const CREATE_STATES = ["draft", "planned", "confirmed", "waiting"] as const;
export type CreateState = (typeof CREATE_STATES)[number];
export type Asset = "resort" | "vessel";
export type WizardGuest = { id: number; name: string };

/** one line of the booking: a whole room or some beds, its own dates for a stay beside a trip */
export type Line = {
  key: string;
  roomId: number;
  name: string;
  bedIds?: number[];
  dateFrom?: string;
  dateTo?: string;
  guests: WizardGuest[];
};

export type WizardState = {
  type: Asset;
  resortId?: number;
  vesselId?: number;
  scheduleId?: number;
  dateFrom: string;
  dateTo: string;
  /** the resort stay before or after a trip */
  stayResortId?: number;
  stayFrom: string;
  stayTo: string;
  lines: Line[];
  /** the line picked guests go to (the last one added, or the one clicked) */
  active: string | null;
  state: CreateState;
  optionUntil: string;
  agencyId: string;
};

/** Where the wizard starts: the page's query (a selection from the occupancy grid, a departure). */
export type WizardStart = {
  type: Asset;
  resortId?: number;
  vesselId?: number;
  scheduleId?: number;
  dateFrom?: string;
  dateTo?: string;
  /** the first resort, for a stay beside a trip */
  stayResortId?: number;
};

export type WizardAction =
  | { type: "asset"; asset: Asset }
  | { type: "resort"; resortId: number }
  | { type: "dateFrom"; date: string }
  | { type: "dateTo"; date: string }
  | { type: "vessel"; vesselId: number }
  | { type: "schedule"; scheduleId: number | undefined }
  | { type: "stayResort"; resortId: number }
  | { type: "stayFrom"; date: string }
  | { type: "stayTo"; date: string }
  | {
      type: "addLine";
      room: { id: number; name: string };
      bedIds?: number[];
      dates?: { dateFrom: string; dateTo: string };
    }
  | { type: "removeLine"; key: string }
  | { type: "activate"; key: string }
  /** a guest to the active line (or the first): picked from the search or created */
  | { type: "pickGuest"; guest: WizardGuest }
  /** a guest already on the booking to one more line */
  | { type: "addGuest"; key: string; guest: WizardGuest }
  | { type: "removeGuest"; key: string; guestId: number }
  | { type: "state"; state: CreateState }
  | { type: "optionUntil"; date: string }
  | { type: "agency"; agencyId: string };

export function initialWizard(start: WizardStart): WizardState {
  return {
    type: start.type,
    resortId: start.resortId,
    vesselId: start.vesselId,
    scheduleId: start.scheduleId,
    dateFrom: start.dateFrom ?? "",
    dateTo: start.dateTo ?? "",
    stayResortId: start.stayResortId,
    stayFrom: "",
    stayTo: "",
    lines: [],
    active: null,
    state: "draft",
    optionUntil: "",
    agencyId: "",
  };
}

const withGuest = (l: Line, g: WizardGuest): Line =>
  l.guests.some((x) => x.id === g.id) ? l : { ...l, guests: [...l.guests, g] };

export function wizardReducer(s: WizardState, a: WizardAction): WizardState {
  switch (a.type) {
    // another kind of booking or another departure: the rooms picked are not for it
    case "asset":
      return { ...s, type: a.asset, lines: [] };
    case "schedule":
      return { ...s, scheduleId: a.scheduleId, lines: [] };
    case "vessel":
      return { ...s, vesselId: a.vesselId, scheduleId: undefined };
    case "resort":
      return { ...s, resortId: a.resortId };
    case "dateFrom":
      return { ...s, dateFrom: a.date };
    case "dateTo":
      return { ...s, dateTo: a.date };
    case "stayResort":
      return { ...s, stayResortId: a.resortId };
    case "stayFrom":
      return { ...s, stayFrom: a.date };
    case "stayTo":
      return { ...s, stayTo: a.date };
    case "addLine": {
      const { room, bedIds, dates } = a;
      // another bed of a cabin already on the booking (on the trip's own dates) joins its line
      const same = bedIds ? s.lines.find((l) => l.roomId === room.id && l.bedIds && !dates && !l.dateFrom) : undefined;
      if (same)
        return {
          ...s,
          lines: s.lines.map((l) => (l === same ? { ...l, bedIds: [...(l.bedIds ?? []), ...bedIds!] } : l)),
          active: same.key,
        };
      const key = `${room.id}:${bedIds?.join(",") ?? "all"}:${dates?.dateFrom ?? ""}`;
      return {
        ...s,
        lines: [...s.lines, { key, roomId: room.id, name: room.name, bedIds, ...dates, guests: [] }],
        active: key,
      };
    }
    case "removeLine":
      return { ...s, lines: s.lines.filter((l) => l.key !== a.key) };
    case "activate":
      return { ...s, active: a.key };
    case "pickGuest": {
      const target = s.lines.find((l) => l.key === s.active) ?? s.lines[0];
      if (!target) return s;
      return { ...s, lines: s.lines.map((l) => (l === target ? withGuest(l, a.guest) : l)) };
    }
    case "addGuest":
      return { ...s, lines: s.lines.map((l) => (l.key === a.key ? withGuest(l, a.guest) : l)) };
    case "removeGuest":
      return {
        ...s,
        lines: s.lines.map((l) => (l.key === a.key ? { ...l, guests: l.guests.filter((g) => g.id !== a.guestId) } : l)),
      };
    case "state":
      return { ...s, state: a.state };
    case "optionUntil":
      return { ...s, optionUntil: a.date };
    case "agency":
      return { ...s, agencyId: a.agencyId };
  }
}

/** Every guest of the booking once, in the order they were first placed. */
export function wizardGuests(s: WizardState): WizardGuest[] {
  const seen = new Map<number, WizardGuest>();
  for (const l of s.lines) for (const g of l.guests) seen.set(g.id, g);
  return [...seen.values()];
}

/** The booking's customer: its first guest. */
export const wizardCustomerId = (s: WizardState) => wizardGuests(s)[0]?.id;

/** Booked only with a room and a guest. */
export const wizardReady = (s: WizardState) => s.lines.length > 0 && wizardCustomerId(s) !== undefined;

/** The availability the rooms step asks for, once what is booked and when is known (else null). */
export function mainAvailabilityUrl(s: WizardState): string | null {
  if (s.type === "resort")
    return s.resortId && s.dateFrom && s.dateTo && s.dateFrom < s.dateTo
      ? `/api/rooms/available/${s.resortId}?type=resort&dateFrom=${s.dateFrom}&dateTo=${s.dateTo}`
      : null;
  return s.vesselId && s.scheduleId
    ? `/api/rooms/available/${s.vesselId}?type=vessel&scheduleId=${s.scheduleId}`
    : null;
}

/** The resort's availability for a stay beside a trip, once its dates are in order (else null). */
export function stayAvailabilityUrl(s: WizardState): string | null {
  return s.type === "vessel" && s.stayResortId && s.stayFrom && s.stayTo && s.stayFrom < s.stayTo
    ? `/api/rooms/available/${s.stayResortId}?type=resort&dateFrom=${s.stayFrom}&dateTo=${s.stayTo}`
    : null;
}

/** The body of POST /api/bookings. */
export function bookingRequest(s: WizardState) {
  return {
    type: s.type,
    ...(s.type === "resort"
      ? { resortId: s.resortId, dateFrom: s.dateFrom, dateTo: s.dateTo }
      : { scheduleId: s.scheduleId }),
    customerId: wizardCustomerId(s),
    state: s.state,
    ...(s.state === "planned" && s.optionUntil ? { optionUntil: s.optionUntil } : {}),
    ...(s.agencyId ? { agencyId: Number(s.agencyId) } : {}),
    rooms: s.lines.map((l) => ({
      roomId: l.roomId,
      ...(l.bedIds ? { bedIds: l.bedIds } : {}),
      ...(l.dateFrom ? { dateFrom: l.dateFrom, dateTo: l.dateTo } : {}),
      guests: l.guests.map((g) => g.id),
    })),
  };
}

/**
 * The body of POST /api/bookings/quote for the selection as it is (null while nothing can be
 * priced: no line yet, a stay without dates in order, a trip without a departure). The customer
 * is the first guest once there is one; before that the lines are priced by the beds they take.
 */
export function quoteRequest(s: WizardState) {
  if (!s.lines.length) return null;
  if (s.type === "resort" && !(s.resortId && s.dateFrom && s.dateTo && s.dateFrom < s.dateTo)) return null;
  if (s.type === "vessel" && !s.scheduleId) return null;
  const body = bookingRequest(s);
  return body.customerId === undefined ? (({ customerId: _none, ...rest }) => rest)(body) : body;
}

/** What the selection holds, for the summary: whole rooms, whole cabins, single beds (berths), guests. */
export function selectionCounts(s: WizardState, kindOf: (roomId: number) => "Room" | "Cabin" | undefined) {
  let rooms = 0;
  let cabins = 0;
  let beds = 0;
  for (const l of s.lines) {
    if (l.bedIds?.length) beds += l.bedIds.length;
    else if ((kindOf(l.roomId) ?? (s.type === "vessel" && !l.dateFrom ? "Cabin" : "Room")) === "Cabin") cabins += 1;
    else rooms += 1;
  }
  return { rooms, cabins, beds, guests: wizardGuests(s).length };
}

/** A guest someone is about to create, as the duplicate check compares it. */
export type NewGuest = { firstName: string; lastName: string; email?: string; birthday?: string };
export type KnownGuest = {
  id: number;
  fullName: string;
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
  birthday?: string | null;
};

const norm = (v: string | null | undefined) =>
  (v ?? "")
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .trim()
    .toLowerCase()
    .replace(/\s+/g, " ");

/**
 * The customers that may be the guest about to be created: the same e-mail, the same name (first
 * and last, accents and case aside), or the same last name and birth date. Pure: the picker asks
 * before it creates.
 */
export function possibleDuplicates(g: NewGuest, known: KnownGuest[]): KnownGuest[] {
  const last = norm(g.lastName);
  const full = norm(`${g.firstName} ${g.lastName}`);
  const email = norm(g.email);
  return known.filter((k) => {
    if (email && norm(k.email) === email) return true;
    const kLast = norm(k.lastName) || norm(k.fullName).split(" ").at(-1) || "";
    if (!last || kLast !== last) return false;
    const kFull =
      k.firstName != null || k.lastName != null ? norm(`${k.firstName ?? ""} ${k.lastName ?? ""}`) : norm(k.fullName);
    if (kFull === full || norm(k.fullName) === full) return true;
    return !!g.birthday && k.birthday?.slice(0, 10) === g.birthday;
  });
}

/** "Ada Lovelace" typed in the search, as the new guest's first and last name. */
export function nameFromSearch(q: string): { firstName: string; lastName: string } {
  const parts = q.trim().split(/\s+/).filter(Boolean);
  if (parts.length < 2) return { firstName: "", lastName: parts[0] ?? "" };
  return { firstName: parts.slice(0, -1).join(" "), lastName: parts.at(-1)! };
}

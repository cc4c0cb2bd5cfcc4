// The booking state machine (lib/domain/booking/state-machine.ts, docs/booking-states.md): every
// state x action cell, the facts that refuse an allowed cell, numbers, inventory, the resolved flag,
// allowedActions and the wire table.
import { describe, expect, it } from "vitest";
import {
  ACTIONS,
  ACTION_TABLE,
  HOLDING_STATES,
  actionStates,
  allowedActions,
  isBookingAction,
  nextState,
  requiredInput,
  restorableStates,
  type AllowedTransition,
  type BookingAction,
  type BookingFacts,
  type BookingState,
  type TransitionResult,
} from "@/lib/domain/booking/state-machine";
import { BOOKING_STATES, holdsInventory } from "@/lib/domain/booking/states";

const allowed = (result: TransitionResult): AllowedTransition => {
  if (!result.ok)
    throw new Error(`expected ${result.action} from ${result.state} to be allowed, refused: ${result.reason}`);
  return result;
};

/** Why a transition is refused ("allowed" when it is not). */
const refusal = (result: TransitionResult) => (result.ok ? "allowed" : result.reason);

// Facts that pass every fact-based check an action has, so the matrix tests the state rules alone.
const PASSING_FACTS: Partial<Record<BookingAction, BookingFacts>> = {
  checkout: { checkedIn: true },
  expire: { optionUntil: "2026-03-01", today: "2026-03-02" },
  revert: { previousState: "draft" }, // draft is a valid predecessor of aborted, freed and deleted
  revertRebook: { previousState: "planned" },
};

// Written out by hand on purpose: any change to ACTION_TABLE must be made here too.
// Columns follow STATE_COLUMNS. "-" refused, "=" allowed and the state stays, else the new state.
const STATE_COLUMNS: BookingState[] = [
  "draft",
  "planned",
  "confirmed",
  "resolved",
  "waiting",
  "aborted",
  "rebooked",
  "deleted",
  "freed",
  "splitted",
];
const MATRIX: Record<BookingAction, string> = {
  //               draft      planned    confirmed  resolved waiting    aborted  rebooked deleted freed    splitted
  reserve: "planned    -          -          -        planned    -        -        -       -        -",
  confirm: "confirmed  confirmed  -          -        confirmed  -        -        -       -        -",
  wait: "waiting    waiting    -          -        -          -        -        -       -        -",
  cancell: "aborted    aborted    aborted    -        aborted    -        -        -       -        -",
  release: "freed      freed      -          -        -          -        -        -       -        -",
  expire: "-          freed      -          -        -          -        -        -       -        -",
  delete: "deleted    deleted    -          -        deleted    deleted  -        -       deleted  -",
  revert: "-          -          -          -        -          draft    -        draft   draft    -",
  rebook: "rebooked   rebooked   rebooked   -        -          -        -        -       -        -",
  revertRebook: "-          -          -          -        -          -        planned  -       -        -",
  move: "=          =          =          -        =          -        -        -       -        -",
  moveCabin: "=          =          =          -        -          -        -        -       -        -",
  lockUnlockRoom: "=          =          =          -        -          -        -        -       -        -",
  splitByCustomer: "splitted   splitted   splitted   -        splitted   -        -        -       -        -",
  splitInvoice: "-          -          =          =        -          -        -        -       -        -",
  checkin: "-          -          =          -        -          -        -        -       -        -",
  checkout: "-          -          =          -        -          -        -        -       -        -",
  markPaid: "-          =          =          -        -          -        -        -       -        -",
};

const cells = ACTIONS.flatMap((action) => {
  const expected = MATRIX[action].trim().split(/\s+/);
  return STATE_COLUMNS.map((state, i) => ({ action, state, expected: expected[i] ?? "?" }));
});

describe("the transition table, every state x every action", () => {
  it("the matrix covers every action and every state", () => {
    expect(Object.keys(MATRIX).sort()).toEqual([...ACTIONS].sort());
    expect([...STATE_COLUMNS].sort()).toEqual([...BOOKING_STATES].sort());
    for (const action of ACTIONS) expect(MATRIX[action].trim().split(/\s+/)).toHaveLength(STATE_COLUMNS.length);
  });

  it.each(cells)("$action from $state: $expected", ({ action, state, expected }) => {
    const result = nextState(state, action, PASSING_FACTS[action] ?? {});
    if (expected === "-") {
      expect(result).toEqual({ ok: false, reason: "STATE_NOT_ALLOWED", state, action });
      return;
    }
    const transition = allowed(result);
    const to = expected === "=" ? state : expected;
    expect(transition.to).toBe(to);
    expect(transition.from).toBe(state);
    expect(transition.changesState).toBe(to !== state);
  });

  it("actions that set a state always lead there; those with to: null never change it (except the reverts)", () => {
    for (const action of ACTIONS) {
      const rule = ACTION_TABLE[action];
      for (const state of rule.from) {
        const result = nextState(state, action, PASSING_FACTS[action] ?? {});
        if (!result.ok) continue;
        if (rule.to !== null) expect(result.to).toBe(rule.to);
        else if (!rule.undoes) expect(result.to).toBe(state);
      }
    }
  });
});

describe("inventory", () => {
  it("HOLDING_STATES are draft, planned, confirmed and resolved, as docs/decisions.md says", () => {
    expect([...HOLDING_STATES].sort()).toEqual(["confirmed", "draft", "planned", "resolved"]);
    for (const state of BOOKING_STATES) expect(HOLDING_STATES.includes(state)).toBe(holdsInventory(state));
  });

  it.each([
    ["cancell", "confirmed", {}, true, false],
    ["cancell", "waiting", {}, false, false],
    ["release", "planned", {}, true, false],
    ["expire", "planned", PASSING_FACTS.expire, true, false],
    ["wait", "draft", {}, true, false],
    ["rebook", "confirmed", {}, true, false],
    ["splitByCustomer", "planned", {}, true, false],
    ["splitByCustomer", "waiting", {}, false, false],
    ["reserve", "draft", {}, false, false],
    ["reserve", "waiting", {}, false, true],
    ["confirm", "waiting", {}, false, true],
    ["confirm", "planned", {}, false, false],
    ["revert", "aborted", { previousState: "confirmed" }, false, true],
    ["revert", "aborted", { previousState: "waiting" }, false, false],
    ["revert", "deleted", { previousState: "aborted" }, false, false],
    ["revert", "freed", { previousState: "planned" }, false, true],
    ["revertRebook", "rebooked", { previousState: "confirmed" }, false, true],
    ["move", "confirmed", {}, true, true],
    ["move", "waiting", {}, false, false],
    ["moveCabin", "draft", {}, true, true],
    ["checkin", "confirmed", {}, false, false],
    ["lockUnlockRoom", "planned", {}, false, false],
    ["delete", "freed", {}, false, false],
  ] as const)("%s from %s (%j) releases %s, takes %s", (action, state, facts, releases, takes) => {
    const transition = allowed(nextState(state, action, facts));
    expect(transition.releasesInventory).toBe(releases);
    expect(transition.takesInventory).toBe(takes);
  });

  it("a change of state releases exactly when it leaves a holding state and takes when it enters one", () => {
    for (const { action, state } of cells) {
      const result = nextState(state, action, PASSING_FACTS[action] ?? {});
      if (!result.ok || !result.changesState) continue;
      expect(result.releasesInventory, `${action} from ${state}`).toBe(
        holdsInventory(state) && !holdsInventory(result.to),
      );
      expect(result.takesInventory, `${action} from ${state}`).toBe(
        !holdsInventory(state) && holdsInventory(result.to),
      );
    }
  });
});

describe("numbers (offerNo, reservationNo, bookingNo)", () => {
  it("becoming planned assigns a reservation number, becoming confirmed a booking number", () => {
    expect(allowed(nextState("draft", "reserve")).assigns).toEqual(["reservationNo"]);
    expect(allowed(nextState("waiting", "reserve")).assigns).toEqual(["reservationNo"]);
    expect(allowed(nextState("draft", "confirm")).assigns).toEqual(["bookingNo"]);
    expect(allowed(nextState("planned", "confirm")).assigns).toEqual(["bookingNo"]);
    expect(allowed(nextState("waiting", "confirm")).assigns).toEqual(["bookingNo"]);
  });

  it("a number the booking already has is kept, not assigned again (numbers stay gap-free)", () => {
    expect(allowed(nextState("planned", "confirm", { numbers: ["offerNo", "bookingNo"] })).assigns).toEqual([]);
    expect(
      allowed(nextState("aborted", "revert", { previousState: "confirmed", numbers: ["bookingNo"] })).assigns,
    ).toEqual([]);
    expect(
      allowed(nextState("aborted", "revert", { previousState: "confirmed", numbers: ["reservationNo"] })).assigns,
    ).toEqual(["bookingNo"]);
    expect(allowed(nextState("deleted", "revert", { previousState: "draft" })).assigns).toEqual(["offerNo"]);
  });

  it("states without a number of their own assign nothing, and nor do actions that keep the state", () => {
    for (const { action, state } of cells) {
      const result = nextState(state, action, PASSING_FACTS[action] ?? {});
      if (!result.ok) continue;
      if (!result.changesState || !["draft", "planned", "confirmed"].includes(result.to))
        expect(result.assigns, `${action} from ${state}`).toEqual([]);
    }
  });
});

describe("facts that refuse an action the table allows", () => {
  it("a settled booking (resolved flag) only splits invoices", () => {
    const facts: BookingFacts = { resolved: true, checkedIn: true, checkedOut: true, paid: true };
    expect(refusal(nextState("confirmed", "cancell", facts))).toBe("SETTLED");
    expect(refusal(nextState("confirmed", "moveCabin", facts))).toBe("SETTLED");
    expect(refusal(nextState("planned", "confirm", { resolved: true }))).toBe("SETTLED");
    expect(allowedActions("confirmed", facts)).toEqual(["splitInvoice"]);
    expect(allowedActions("resolved")).toEqual(["splitInvoice"]);
    expect(allowed(nextState("confirmed", "splitInvoice", facts)).resolved).toBe(true);
  });

  it("once a guest checked in, the stay cannot be cancelled, rebooked, moved or split", () => {
    for (const action of ["cancell", "rebook", "move", "splitByCustomer", "checkin"] as const) {
      expect(nextState("confirmed", action, { checkedIn: true }), action).toMatchObject({
        ok: false,
        reason: "CHECKED_IN",
      });
    }
    expect(allowed(nextState("confirmed", "moveCabin", { checkedIn: true })).to).toBe("confirmed");
    expect(allowed(nextState("confirmed", "lockUnlockRoom", { checkedIn: true })).to).toBe("confirmed");
  });

  it("check-out with money open asks for a reason, or is refused where the operator says so", () => {
    const owing = { checkedIn: true, openBalance: true };
    expect(nextState("confirmed", "checkout", owing)).toMatchObject({
      ok: false,
      reason: "OPEN_BALANCE",
      confirmable: true,
    });
    expect(allowed(nextState("confirmed", "checkout", { ...owing, confirmed: true })).resolved).toBe(false);
    expect(allowed(nextState("confirmed", "checkout", { checkedIn: true, openBalance: false })).to).toBe("confirmed");
    const refusing = { ...owing, confirmed: true, guards: { OPEN_BALANCE: "refuse" as const } };
    expect(nextState("confirmed", "checkout", refusing)).toMatchObject({ ok: false, reason: "OPEN_BALANCE" });
    expect(nextState("confirmed", "checkout", refusing)).not.toHaveProperty("confirmable");
    expect(allowedActions("confirmed", owing)).toContain("checkout");
    expect(allowedActions("confirmed", refusing)).not.toContain("checkout");
    // the stay's rule comes first: no check-out before a check-in, whatever is open
    expect(refusal(nextState("confirmed", "checkout", { openBalance: true }))).toBe("NOT_CHECKED_IN");
  });

  it("after check-out the rooms cannot be changed any more, and check-out needs a check-in", () => {
    expect(refusal(nextState("confirmed", "moveCabin", { checkedIn: true, checkedOut: true }))).toBe("CHECKED_OUT");
    expect(refusal(nextState("confirmed", "lockUnlockRoom", { checkedOut: true }))).toBe("CHECKED_OUT");
    expect(refusal(nextState("confirmed", "checkout", { checkedIn: true, checkedOut: true }))).toBe("CHECKED_OUT");
    expect(refusal(nextState("confirmed", "checkout"))).toBe("NOT_CHECKED_IN");
    expect(refusal(nextState("confirmed", "checkout", { checkedIn: false }))).toBe("NOT_CHECKED_IN");
    // A checked-out booking counts as checked in, even if the caller only says checkedOut.
    expect(refusal(nextState("confirmed", "checkin", { checkedOut: true }))).toBe("CHECKED_IN");
  });

  it("check-in opens on the booking's first arrival date (the property's today); before it, it asks", () => {
    expect(refusal(nextState("confirmed", "checkin", { arrival: "2027-03-12", today: "2027-03-11" }))).toBe(
      "BEFORE_ARRIVAL",
    );
    // by default a confirmation with a reason lets it run; the operator's setting can refuse it outright
    expect(nextState("confirmed", "checkin", { arrival: "2027-03-12", today: "2027-03-11" })).toMatchObject({
      ok: false,
      confirmable: true,
    });
    expect(nextState("confirmed", "checkin", { arrival: "2027-03-12", today: "2027-03-11", confirmed: true }).ok).toBe(
      true,
    );
    const refusing = { arrival: "2027-03-12", today: "2027-03-11", guards: { BEFORE_ARRIVAL: "refuse" as const } };
    expect(nextState("confirmed", "checkin", { ...refusing, confirmed: true })).toMatchObject({
      ok: false,
      reason: "BEFORE_ARRIVAL",
    });
    expect(nextState("confirmed", "checkin", { ...refusing, confirmed: true })).not.toHaveProperty("confirmable");
    expect(allowedActions("confirmed", refusing)).not.toContain("checkin");
    // across a year boundary the ISO dates still compare correctly
    expect(refusal(nextState("confirmed", "checkin", { arrival: "2027-01-01", today: "2026-12-31" }))).toBe(
      "BEFORE_ARRIVAL",
    );
    expect(allowed(nextState("confirmed", "checkin", { arrival: "2027-03-12", today: "2027-03-12" })).to).toBe(
      "confirmed",
    );
    expect(allowed(nextState("confirmed", "checkin", { arrival: "2027-03-12", today: "2027-03-20" })).to).toBe(
      "confirmed",
    );
    // without both dates nothing holds it back; the state and the stay still come first
    expect(nextState("confirmed", "checkin", { arrival: "2027-03-12" }).ok).toBe(true);
    expect(refusal(nextState("planned", "checkin", { arrival: "2027-03-12", today: "2027-03-11" }))).toBe(
      "STATE_NOT_ALLOWED",
    );
    // the booking page offers a check-in before the arrival date (its button asks for the reason)
    expect(allowedActions("confirmed", { arrival: "2027-03-12", today: "2027-03-11" })).toContain("checkin");
    expect(allowedActions("confirmed", { arrival: "2027-03-12", today: "2027-03-12" })).toContain("checkin");
    expect(allowedActions("confirmed", { arrival: "2027-03-12", today: "2027-03-11" })).toContain("cancell");
  });

  it("an option expires only after its last day, and only if it has one", () => {
    expect(allowed(nextState("planned", "expire", { optionUntil: "2026-03-01", today: "2026-03-02" })).to).toBe(
      "freed",
    );
    expect(refusal(nextState("planned", "expire", { optionUntil: "2026-03-01", today: "2026-03-01" }))).toBe(
      "OPTION_NOT_EXPIRED",
    );
    expect(refusal(nextState("planned", "expire", { optionUntil: null, today: "2026-03-02" }))).toBe(
      "OPTION_NOT_EXPIRED",
    );
    expect(refusal(nextState("planned", "expire", { optionUntil: "2026-03-01" }))).toBe("OPTION_NOT_EXPIRED");
    expect(refusal(nextState("planned", "expire", { optionUntil: "1 March", today: "2026-03-02" }))).toBe(
      "OPTION_NOT_EXPIRED",
    );
    // Across a year boundary the ISO dates still compare correctly.
    expect(allowed(nextState("planned", "expire", { optionUntil: "2025-12-31", today: "2026-01-01" })).to).toBe(
      "freed",
    );
  });

  it("a paid option does not expire: staff confirm it", () => {
    expect(
      nextState("planned", "expire", { optionUntil: "2026-03-01", today: "2026-03-02", paid: true }),
    ).toMatchObject({ ok: false, reason: "ALREADY_PAID" });
  });

  it("markPaid twice is refused", () => {
    expect(refusal(nextState("confirmed", "markPaid", { paid: true }))).toBe("ALREADY_PAID");
  });
});

describe("revert and revertRebook restore the state from the history", () => {
  it("revert goes back to the state before the cancel, release, expiry or delete", () => {
    expect(allowed(nextState("aborted", "revert", { previousState: "confirmed" })).to).toBe("confirmed");
    expect(allowed(nextState("aborted", "revert", { previousState: "waiting" })).to).toBe("waiting");
    expect(allowed(nextState("freed", "revert", { previousState: "planned" })).to).toBe("planned");
    expect(allowed(nextState("deleted", "revert", { previousState: "aborted" })).to).toBe("aborted");
    expect(allowed(nextState("rebooked", "revertRebook", { previousState: "confirmed" })).to).toBe("confirmed");
  });

  it("needs the previous state, and it must be one the undone action can start from", () => {
    expect(refusal(nextState("aborted", "revert"))).toBe("PREVIOUS_STATE_UNKNOWN");
    expect(refusal(nextState("rebooked", "revertRebook"))).toBe("PREVIOUS_STATE_UNKNOWN");
    expect(refusal(nextState("freed", "revert", { previousState: "confirmed" }))).toBe("PREVIOUS_STATE_INVALID");
    expect(refusal(nextState("deleted", "revert", { previousState: "confirmed" }))).toBe("PREVIOUS_STATE_INVALID");
    expect(refusal(nextState("aborted", "revert", { previousState: "aborted" }))).toBe("PREVIOUS_STATE_INVALID");
    expect(refusal(nextState("rebooked", "revertRebook", { previousState: "waiting" }))).toBe("PREVIOUS_STATE_INVALID");
  });

  it("restorableStates lists the from-states of the undone actions", () => {
    expect(restorableStates("revert", "aborted")).toEqual(["draft", "confirmed", "planned", "waiting"]);
    expect(restorableStates("revert", "freed")).toEqual(["draft", "planned"]);
    expect(restorableStates("revert", "deleted")).toEqual(["draft", "planned", "aborted", "freed", "waiting"]);
    expect(restorableStates("revertRebook", "rebooked")).toEqual(["draft", "confirmed", "planned"]);
    expect(restorableStates("cancell", "draft")).toEqual([]);
  });

  it("the reverts start exactly from the states their undone actions lead to", () => {
    for (const action of ["revert", "revertRebook"] as const) {
      const targets = new Set((ACTION_TABLE[action].undoes ?? []).map((a) => ACTION_TABLE[a].to));
      expect([...ACTION_TABLE[action].from].sort()).toEqual([...targets].sort());
    }
  });
});

describe("the resolved flag (settled = checked out and paid)", () => {
  it("checkout of a paid booking sets it; of an unpaid one not", () => {
    expect(allowed(nextState("confirmed", "checkout", { checkedIn: true, paid: true }))).toMatchObject({
      to: "confirmed",
      resolved: true,
    });
    expect(allowed(nextState("confirmed", "checkout", { checkedIn: true, paid: false }))).toMatchObject({
      to: "confirmed",
      resolved: false,
    });
  });

  it("markPaid after check-out sets it; before check-out not", () => {
    expect(allowed(nextState("confirmed", "markPaid", { checkedIn: true, checkedOut: true }))).toMatchObject({
      to: "confirmed",
      resolved: true,
    });
    expect(allowed(nextState("confirmed", "markPaid", { checkedIn: true }))).toMatchObject({
      to: "confirmed",
      resolved: false,
    });
    expect(allowed(nextState("planned", "markPaid"))).toMatchObject({ to: "planned", resolved: false });
  });

  it("no action leads to the state resolved; a booking in it stays settled", () => {
    for (const action of ACTIONS) expect(ACTION_TABLE[action].to).not.toBe("resolved");
    expect(actionStates().every((row) => !(row.restores ?? []).includes("resolved"))).toBe(true);
    expect(allowed(nextState("resolved", "splitInvoice")).resolved).toBe(true);
  });

  it("other actions keep the flag as it was", () => {
    expect(allowed(nextState("confirmed", "checkin")).resolved).toBe(false);
    expect(allowed(nextState("draft", "confirm")).resolved).toBe(false);
  });
});

describe("allowedActions (the booking page's buttons)", () => {
  // what a booking not yet confirmed (a draft, a planned one) offers either way
  const BEFORE_CONFIRMATION = [
    "confirm",
    "wait",
    "cancell",
    "release",
    "delete",
    "rebook",
    "move",
    "moveCabin",
    "lockUnlockRoom",
    "splitByCustomer",
  ];
  it.each([
    ["draft", {}, ["reserve", ...BEFORE_CONFIRMATION]],
    ["planned", {}, [...BEFORE_CONFIRMATION, "markPaid"]],
    [
      "confirmed",
      {},
      [
        "cancell",
        "rebook",
        "move",
        "moveCabin",
        "lockUnlockRoom",
        "splitByCustomer",
        "splitInvoice",
        "checkin",
        "markPaid",
      ],
    ],
    ["confirmed", { checkedIn: true }, ["moveCabin", "lockUnlockRoom", "splitInvoice", "checkout", "markPaid"]],
    ["confirmed", { checkedIn: true, checkedOut: true }, ["splitInvoice", "markPaid"]],
    ["waiting", {}, ["reserve", "confirm", "cancell", "delete", "move", "splitByCustomer"]],
    ["aborted", {}, ["delete"]],
    ["aborted", { previousState: "planned" }, ["delete", "revert"]],
    ["freed", { previousState: "planned" }, ["delete", "revert"]],
    ["deleted", { previousState: "freed" }, ["revert"]],
    ["rebooked", { previousState: "planned" }, ["revertRebook"]],
    ["splitted", {}, []],
  ] as const)("%s with %j", (state, facts, expected) => {
    expect(allowedActions(state, facts)).toEqual(expected);
  });

  it("expire is the system's, not a button, and shows only for an expired option", () => {
    const expired: BookingFacts = { optionUntil: "2026-03-01", today: "2026-03-05" };
    expect(allowedActions("planned", expired)).not.toContain("expire");
    expect(allowedActions("planned", expired, "system")).toEqual(["expire"]);
    expect(allowedActions("planned", { optionUntil: "2026-03-09", today: "2026-03-05" }, "system")).toEqual([]);
  });
});

describe("action names", () => {
  it("isBookingAction accepts the API path names only", () => {
    expect(isBookingAction("cancell")).toBe(true);
    expect(isBookingAction("revertRebook")).toBe(true);
    expect(isBookingAction("cancel")).toBe(false);
    expect(isBookingAction("toString")).toBe(false);
  });
});

describe("inputs", () => {
  it("release needs a reason, rebook a target, move a schedule, moveCabin a room", () => {
    expect(requiredInput("release")).toEqual(["reason"]);
    expect(requiredInput("rebook")).toEqual(["target"]);
    expect(requiredInput("move")).toEqual(["schedule"]);
    expect(requiredInput("moveCabin")).toEqual(["room"]);
    expect(requiredInput("lockUnlockRoom")).toEqual(["bookingRoom"]);
    expect(requiredInput("cancell")).toEqual([]);
  });
});

describe("GET /api/bookings/actionStates", () => {
  it("answers one row per action in ACTIONS order, with from, to (state or null) and restores for the reverts", () => {
    const rows = JSON.parse(JSON.stringify(actionStates())) as unknown;
    expect(Array.isArray(rows)).toBe(true);
    const table = actionStates();
    expect(table.map((r) => r.action)).toEqual([...ACTIONS]);
    expect(table.find((r) => r.action === "cancell")).toEqual({
      action: "cancell",
      from: ["draft", "planned", "confirmed", "waiting"],
      to: "aborted",
    });
    expect(table.find((r) => r.action === "checkin")).toEqual({ action: "checkin", from: ["confirmed"], to: null });
    expect(table.find((r) => r.action === "revert")).toEqual({
      action: "revert",
      from: ["aborted", "freed", "deleted"],
      to: null,
      restores: ["draft", "confirmed", "planned", "aborted", "freed", "waiting"],
    });
    expect(table.find((r) => r.action === "revertRebook")?.restores).toEqual(["draft", "confirmed", "planned"]);
    expect(rows).toEqual(table);
  });

  it("every to is a state or null, and only the reverts carry restores", () => {
    for (const row of actionStates()) {
      expect(row.to === null || (BOOKING_STATES as readonly string[]).includes(row.to)).toBe(true);
      expect("restores" in row).toBe(row.action === "revert" || row.action === "revertRebook");
    }
  });

  it("hands out copies: changing the answer does not change the table", () => {
    const rows = actionStates();
    rows[0]!.from.push("splitted");
    expect(ACTION_TABLE[rows[0]!.action].from).not.toContain("splitted");
  });
});

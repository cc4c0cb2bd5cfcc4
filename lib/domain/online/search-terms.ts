// The terms of a guest's search as the online pages and the API take them: who travels together
// and a month. Pure data, so the booking pages (and browser code) may import it.

/** Who travels together, as far as a shared cabin's gender rule cares. */
export const PARTIES = ["women", "men", "mixed"] as const;
export type Party = (typeof PARTIES)[number];

/** A month as the filter takes it: YYYY-MM. */
export const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

// What the bootstrap tells clients about prices (spec part 2, sections 7 and 9): how a price is
// calculated and what it is for.
export const CALCULATION_TYPES = ["complete", "unit"] as const;
/** What a season price is for: a resort's rooms or a vessel's cabins. */
export const PRICE_TYPES = ["resort", "vessel"] as const;

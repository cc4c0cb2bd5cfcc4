// Business enumerations of the pricing domain (spec part 2, section 9).
export const CALCULATION_TYPES = ["complete", "unit"] as const;
/** What a season price is for: a resort's rooms or a vessel's cabins. */
export const PRICE_TYPES = ["resort", "vessel"] as const;
export const SURCHARGE_TYPES = ["percent", "ByEntry"] as const;
export const CALCULATION_LINE_TYPES = ["cost", "room_cost", "text", "tour", "addon", "deposit", "rest", "special", "product", "discount", "payment", "external", "option"] as const;
/** Line types counted as billable on the client. */
export const BILLABLE_LINE_TYPES = ["cost", "product", "special", "room_cost", "addon", "discount"] as const;
export const CUSTOMER_TYPES = ["ForFree", "OnSite", "Direct", "Info", "None"] as const;

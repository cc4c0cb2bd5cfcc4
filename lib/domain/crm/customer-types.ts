// Customer types (spec part 2, section 9): how a guest is charged. ForFree pays nothing, OnSite
// pays on site, Direct books and pays directly, Info is listed for information, None is unset.
export const CUSTOMER_TYPES = ["ForFree", "OnSite", "Direct", "Info", "None"] as const;
export type CustomerType = (typeof CUSTOMER_TYPES)[number];

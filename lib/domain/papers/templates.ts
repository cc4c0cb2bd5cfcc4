// The booking documents one can print (offer, confirmation, voucher) and the booking list reports,
// with the booking states each document fits: an offer while the booking is an offer, an option or
// on the waiting list; a confirmation and a voucher once it is confirmed (or settled). Pure: the
// booking page takes it too.

export const BOOKING_TEMPLATES = ["offer", "confirmation", "voucher"] as const;
export type BookingTemplate = (typeof BOOKING_TEMPLATES)[number];

export const REPORT_TEMPLATES = ["list", "payments"] as const;
export type ReportTemplate = (typeof REPORT_TEMPLATES)[number];

/** The states a document fits; printing it in another state needs `force`. */
export const TEMPLATE_STATES: Record<BookingTemplate, readonly string[]> = {
  offer: ["draft", "planned", "waiting"],
  confirmation: ["confirmed", "resolved"],
  voucher: ["confirmed", "resolved"],
};

export const isBookingTemplate = (v: unknown): v is BookingTemplate =>
  typeof v === "string" && (BOOKING_TEMPLATES as readonly string[]).includes(v);

export const isReportTemplate = (v: unknown): v is ReportTemplate =>
  typeof v === "string" && (REPORT_TEMPLATES as readonly string[]).includes(v);

export const fitsState = (template: BookingTemplate, state: string): boolean =>
  TEMPLATE_STATES[template].includes(state);

/** The document a booking in this state prints when none is named (download without template). */
export const templateForState = (state: string): BookingTemplate | null =>
  BOOKING_TEMPLATES.find((t) => fitsState(t, state)) ?? null;

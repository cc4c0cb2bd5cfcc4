// The booking page's texts for the browser, split by what shows them (issue 43, page weight): its
// layout sends those of the page around the tabs (BOOKING_PAGE_MESSAGES, in place of the folder's
// whole list in lib/i18n/client-messages.ts), and each tab's panel brings its own when the server
// renders it (components/booking/booking-detail.tsx). The open tab's texts come with the page,
// another tab's when it is opened. tests/unit/booking-tab-messages.test.ts checks each list
// against what the client components of that part read (scripts/client-messages.ts) and that
// together they cover the folder's list.

/** what the page reads around its tabs: the guest forms' list, the tab list */
export const BOOKING_PAGE_MESSAGES = ["common", "customers.fields", "guestForm.list"] as const;

/** what each tab's client components read (some of it the page has already: not sent again) */
export const BOOKING_TAB_MESSAGES = {
  overview: [
    "bookingCancellation",
    "bookingPages.actions",
    "bookingPages.comments",
    "bookingPages.factChange",
    "common",
    "mail.booking",
  ],
  rooms: [
    "bookingCancellation",
    "bookingPages.actions",
    "bookingPages.addRoom",
    "bookingPages.comments",
    "bookingPages.roomEditor",
    "bookingPages.wizard",
    "common",
    "mail.booking",
  ],
  price: [
    "app",
    "bookingCalculation",
    "common",
    "forms",
    "guestForm.options.level",
    "guestForm.requirements",
    "languages",
    "scopes",
    "terms.steps",
  ],
  payments: ["book.payLink", "bookingPages.detail", "bookingPages.money", "common", "invoices"],
  documents: ["bookingPages.documentUpload", "bookingPages.references", "bookingPapers.section", "common", "media"],
  history: [],
  mails: ["common", "languages", "mail.booking"],
} as const satisfies Record<string, readonly string[]>;

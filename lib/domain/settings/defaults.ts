// Every setting group with its defaults. A stored Setting(group, key, value) overrides one key.
import { DEFAULT_FEATURES, DEFAULT_VIEW } from "../../access/features";
import { SPEC_DEFAULT_CURRENCY } from "../../core/operator";

export const SETTING_DEFAULTS = {
  company: {
    name: "",
    email: "",
    phone: "",
    street: "",
    zip: "",
    city: "",
    country: "",
    website: "",
    vatId: "",
    logoUrl: "",
  },
  general: {
    timezone: "Europe/Berlin",
    defaultCurrency: SPEC_DEFAULT_CURRENCY,
    onlineCurrency: SPEC_DEFAULT_CURRENCY,
    onsiteCurrency: SPEC_DEFAULT_CURRENCY,
    displayCurrencies: [SPEC_DEFAULT_CURRENCY, "USD"],
    langs: ["de", "en"],
    gfLangs: ["de", "en"],
    invoiceLangs: ["de", "en"],
    /** "1" selects the multi-guest guest form */
    MULTI_GF: "0",
    maxGuestFormFileSizeinKb: 256,
  },
  booking: {
    allowCustomerBooking: false,
    allowAgencyBooking: false,
    /** the online booking holds a guest's choice this many minutes (an option that expires) */
    holdMinutes: 10,
  },
  features: DEFAULT_FEATURES,
  view: { ...DEFAULT_VIEW, childMaxAge: 12, greyOutOldBookings: true },
} as const;

export type SettingGroup = keyof typeof SETTING_DEFAULTS;
export const SETTING_GROUPS = Object.keys(SETTING_DEFAULTS) as SettingGroup[];

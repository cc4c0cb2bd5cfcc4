// The fields of the settings group forms, labelled in the user's language (config.<group>.<key>).
import "server-only";
import { getLocale, getTranslations } from "next-intl/server";
import { FEATURES, VIEW_SETTINGS, type Feature } from "@/lib/access/features";
import { ROUTES } from "@/lib/access/routes";
import type { Locale } from "@/lib/i18n/locale";
import { countryOptions, loadOptions } from "@/lib/page/options";
import { settingsGroup } from "@/lib/page/settings";
import type { FieldSpec } from "../form/types";

/** A group's stored values and the form's fields, ready for SettingsGroupForm. */
export async function groupForm(group: string, fields: FieldSpec[]) {
  return { group, fields, initial: await settingsGroup(group) };
}

export async function companyFields(): Promise<FieldSpec[]> {
  const [t, countries] = await Promise.all([
    getTranslations("config.company"),
    countryOptions((await getLocale()) as Locale),
  ]);
  const text = (name: string, type: FieldSpec["type"] = "text"): FieldSpec => ({ name, label: t(name), type });
  return [
    text("name"),
    text("email", "email"),
    text("phone", "tel"),
    text("website", "url"),
    text("street"),
    text("zip"),
    text("city"),
    { ...text("country", "select"), options: countries },
    text("vatId"),
    text("taxNumber"),
    text("iban"),
    text("bic"),
    text("bankName"),
    { ...text("logoUrl", "url"), hint: t("logoUrlHint") },
  ];
}

export async function generalFields(): Promise<FieldSpec[]> {
  const [t, currencies, langs, current] = await Promise.all([
    getTranslations("config.general"),
    loadOptions("currencies"),
    loadOptions("languages"),
    settingsGroup("general"),
  ]);
  // the stored zone stays choosable even if this runtime does not list it
  const zones = [...new Set(["UTC", ...Intl.supportedValuesOf("timeZone"), String(current.timezone ?? "")])]
    .filter(Boolean)
    .sort();
  const f = (name: string, type: FieldSpec["type"], extra: Partial<FieldSpec> = {}): FieldSpec => ({
    name,
    label: t(name),
    type,
    ...extra,
  });
  return [
    f("timezone", "select", { options: zones.map((z) => ({ value: z, label: z })), required: true }),
    f("defaultCurrency", "select", { options: currencies, required: true }),
    f("onlineCurrency", "select", { options: currencies, required: true }),
    f("onsiteCurrency", "select", { options: currencies, required: true }),
    f("displayCurrencies", "multiselect", { options: currencies }),
    f("langs", "multiselect", { options: langs }),
    f("gfLangs", "multiselect", { options: langs }),
    f("invoiceLangs", "multiselect", { options: langs }),
    f("MULTI_GF", "select", {
      options: [
        { value: "0", label: t("multiGf0") },
        { value: "1", label: t("multiGf1") },
      ],
      required: true,
    }),
    f("maxGuestFormFileSizeinKb", "number"),
    f("mapsKey", "text", { hint: t("mapsKeyHint"), wide: true }),
  ];
}

/** The statistics switches of group "view". */
export async function reportFields(): Promise<FieldSpec[]> {
  const t = await getTranslations("config.view");
  return VIEW_SETTINGS.map((name) => ({ name, label: t(name), type: "checkbox" }));
}

/** The view settings other than the report switches (those live on the modules page only). */
export async function viewFields(): Promise<FieldSpec[]> {
  const t = await getTranslations("config.view");
  return [
    { name: "greyOutOldBookings", label: t("greyOutOldBookings"), type: "checkbox" },
    { name: "childMaxAge", label: t("childMaxAge"), type: "number", hint: t("childMaxAgeHint") },
  ];
}

/** Whether a module has screens yet: some page of the route table needs it. */
export const hasScreens = (feature: Feature) => ROUTES.some((r) => r.page && r.features?.includes(feature));

/** The module switches; a module without screens yet says so (switching it on adds no menu entry). */
export async function featureFields(): Promise<FieldSpec[]> {
  const [t, tm] = await Promise.all([getTranslations("config.features"), getTranslations("config.modules")]);
  return FEATURES.map((name) => ({
    name,
    label: t(name),
    type: "checkbox",
    ...(hasScreens(name) ? {} : { hint: tm("noScreens") }),
  }));
}

export async function bookingFields(): Promise<FieldSpec[]> {
  const t = await getTranslations("config.booking");
  return [
    { name: "allowCustomerBooking", label: t("allowCustomerBooking"), type: "checkbox" },
    { name: "allowAgencyBooking", label: t("allowAgencyBooking"), type: "checkbox" },
    // what an online booking may take and for how long (lib/domain/online/online-limits.ts)
    ...ONLINE_LIMIT_FIELDS.map((name): FieldSpec =>
      name === "onlineOfflineConfirm"
        ? { name, label: t(name), type: "checkbox", hint: t(`${name}Hint`) }
        : { name, label: t(name), type: "number", hint: t(`${name}Hint`) },
    ),
    // the front desk's guards: allowed with a reason (kept in the history) or refused
    ...(["earlyCheckin", "checkoutWithBalance"] as const).map((name): FieldSpec => ({
      name,
      label: t(name),
      type: "select",
      required: true,
      hint: t(`${name}Hint`),
      options: [
        { value: "reason", label: t("guardReason") },
        { value: "refuse", label: t("guardRefuse") },
      ],
    })),
  ];
}

const ONLINE_LIMIT_FIELDS = [
  "holdMinutes",
  "holdMaxMinutes",
  "onlineCardMinutes",
  "onlineOfflineDays",
  "onlineOfflineConfirm",
  "onlineReminderHours",
  "onlineMaxRooms",
  "onlineMaxGuests",
  "onlineMaxNights",
  "holdsPerAddressHour",
  "holdsPerSessionHour",
  "createsPerAddressHour",
  "createsPerSessionHour",
  "onlineMaxOpenRooms",
] as const;

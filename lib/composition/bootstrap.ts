// GET /api/bootstrap: everything a client needs to start, for a guest as for a user. The database's
// size on disk (diskSize, totalSize) is the operator's: only a caller who reads the settings
// (settings.read, admin) gets it; it tells everyone else how busy the install is.
import { allowedAssets } from "../access/roles";
import { hasSome } from "../access/scopes";
import type { Principal } from "../auth/principal";
import { db } from "../core/db";
import type { Locale } from "../i18n/locale";
import { loadMessages } from "../i18n/messages";
import { appVersion } from "../core/version";
import { BOOKING_STATES, NOT_RESOLVED } from "../domain/booking/states";
import { GUEST_USER, publicUser } from "../domain/users/public-user";
import { SETTING_GROUPS } from "../domain/settings/defaults";
import { loadFeatureState } from "../core/features";
import { readGroup } from "../domain/settings/group-settings";
import { dataVersion } from "../domain/settings/data-version";
import type { SETTING_DEFAULTS } from "../domain/settings/defaults";
import { FEATURES } from "../access/features";
import { databaseSize } from "../domain/settings/storage";
import { activeCurrencies, countries, latestExchangeRates } from "../domain/settings/reference-data";
import { USER_TYPES } from "../domain/users/user-types";
import { CALCULATION_TYPES, PRICE_TYPES } from "../domain/pricing/price-types";

/** Who may see the database's size: the settings' readers. */
const SIZE_SCOPES = ["settings.read"] as const;

export async function bootstrap(principal: Principal, lang: Locale) {
  const withSizes = hasSome(principal, SIZE_SCOPES);
  const [
    general,
    booking,
    company,
    view,
    features,
    systems,
    countryList,
    currencies,
    rates,
    resorts,
    vessels,
    notifications,
    sizes,
    version,
  ] = await Promise.all([
    readGroup("general") as Promise<(typeof SETTING_DEFAULTS)["general"] & { mapsKey?: string }>,
    readGroup("booking") as Promise<(typeof SETTING_DEFAULTS)["booking"]>,
    readGroup("company") as Promise<(typeof SETTING_DEFAULTS)["company"]>,
    readGroup("view"),
    loadFeatureState(),
    db().setting.findMany({ where: { group: "systems" }, select: { key: true, value: true } }),
    countries(),
    activeCurrencies(),
    latestExchangeRates(),
    db().resort.findMany({
      where: { isActive: true },
      select: { id: true, name: true, timezone: true },
      orderBy: { name: "asc" },
    }),
    db().vessel.findMany({
      where: { isActive: true },
      select: { id: true, name: true, timezone: true },
      orderBy: { name: "asc" },
    }),
    principal.user
      ? db().notification.findMany({
          where: { userId: principal.user.id, readAt: null },
          orderBy: { createdAt: "desc" },
          take: 20,
        })
      : Promise.resolve([]),
    withSizes ? databaseSize() : Promise.resolve(null),
    dataVersion(),
  ]);
  const available = [
    ...resorts.map((r) => ({ type: "resort" as const, ref: r.id, name: r.name, timezone: r.timezone })),
    ...vessels.map((v) => ({ type: "vessel" as const, ref: v.id, name: v.name, timezone: v.timezone })),
  ];
  const assets = principal.user ? allowedAssets(principal.user, available) : available;
  return {
    user: principal.user ? publicUser(principal.user, { unreadNotifications: notifications.length }) : GUEST_USER,
    messages: await loadMessages(lang),
    lang,
    langs: general.langs,
    gfLangs: general.gfLangs,
    invoiceLangs: general.invoiceLangs,
    countries: countryList,
    settingTypes: SETTING_GROUPS,
    systems: systems.map((s) => ({ key: s.key, name: (s.value as { name?: string })?.name ?? s.key })),
    currency: general.defaultCurrency,
    onlineCurrency: general.onlineCurrency,
    onsiteCurrency: general.onsiteCurrency,
    displayCurrencies: general.displayCurrencies,
    supportedCurrencies: currencies,
    exchangeRates: rates,
    assets,
    allowCustomerBooking: booking.allowCustomerBooking,
    allowAgencyBooking: booking.allowAgencyBooking,
    maxGuestFormFileSizeinKb: general.maxGuestFormFileSizeinKb,
    version: appVersion(),
    /** raised when cached reference data changes: a client holding a lower one reloads */
    dataVersion: version,
    ...(sizes ? { diskSize: sizes.diskSize, totalSize: sizes.totalSize } : {}),
    features: Object.fromEntries(FEATURES.map((f) => [f, features.features.has(f)])),
    maps: { key: String(general.mapsKey ?? "") },
    userTypes: USER_TYPES,
    notifications: notifications.map((n) => ({
      id: n.id,
      category: n.category,
      title: n.title,
      text: n.text,
      link: n.link,
      createdAt: n.createdAt,
    })),
    actionStates: { states: BOOKING_STATES, filter: [...BOOKING_STATES, NOT_RESOLVED] },
    logoUrl: company.logoUrl || null,
    calculationTypes: CALCULATION_TYPES,
    priceTypes: PRICE_TYPES,
    timezone: general.timezone,
    viewConfig: view,
  };
}

// Calendar dates (YYYY-MM-DD) as a guest reads them in their language: "Dec 7, 2026" in English,
// "07.12.2026" in German. A calendar date has no time of day and no zone: it is written as the UTC
// midnight it stands for, so the server's own time zone can never move it to the day before.
const formats = new Map<string, Intl.DateTimeFormat>();

function formatOf(locale: string): Intl.DateTimeFormat {
  let f = formats.get(locale);
  if (!f) {
    f = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeZone: "UTC" });
    formats.set(locale, f);
  }
  return f;
}

const dayOf = (iso: string) => new Date(`${iso}T00:00:00Z`);
// a real day: Date would roll 2026-02-30 over into March, so the date must come back the same
const isDay = (iso: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(iso) && !Number.isNaN(dayOf(iso).getTime()) && dayOf(iso).toISOString().startsWith(iso);

// Node's ICU writes thin spaces around a range's dash where Chromium's newer one writes plain
// spaces: a client component rendered on both would differ (a hydration error). Plain spaces on both.
const plainSpaces = (text: string) => text.replace(/[\u2009\u202f]/g, " ");

/** One calendar date in `locale`; anything that is not a YYYY-MM-DD date is left as it is. */
export function formatDay(iso: string, locale: string): string {
  return isDay(iso) ? plainSpaces(formatOf(locale).format(dayOf(iso))) : iso;
}

/** A stay or trip from one date to another, the way the language shortens it ("Dec 7 – 14, 2026"). */
export function formatDayRange(from: string, to: string, locale: string): string {
  if (!isDay(from) || !isDay(to)) return `${formatDay(from, locale)} – ${formatDay(to, locale)}`;
  return plainSpaces(formatOf(locale).formatRange(dayOf(from), dayOf(to)));
}

/**
 * The calendar dates inside a text ("Reef Run 2027-01-02 – 2027-01-08") as the language writes
 * them; a range "from – to" as one range. For messages put together from stored values.
 */
export function datesInText(text: string, locale: string): string {
  return text
    .replace(/\b(\d{4}-\d{2}-\d{2}) – (\d{4}-\d{2}-\d{2})\b/g, (m, from: string, to: string) =>
      isDay(from) && isDay(to) ? formatDayRange(from, to, locale) : m,
    )
    .replace(/\b\d{4}-\d{2}-\d{2}\b/g, (d) => formatDay(d, locale));
}

/**
 * An instant as the language writes it where the property is, with the zone's short name
 * ("Dec 7, 2026, 6:30 PM GMT+1" in English, "07.12.2026, 18:30 MEZ" in German).
 */
export function formatDateTime(at: Date, locale: string, timeZone: string): string {
  return plainSpaces(
    new Intl.DateTimeFormat(locale, {
      year: "numeric",
      month: locale === "de" ? "2-digit" : "short",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      timeZone,
      timeZoneName: "short",
    }).format(at),
  );
}

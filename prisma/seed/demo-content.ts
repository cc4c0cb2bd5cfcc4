// The demo's master data and content, so that no screen of the demo is empty: destinations, ports,
// airports, airlines, taxes, terms, commissions, text blocks, media (pictures drawn here with
// sharp), customer and agency groups, data groups, booking sources and categories, staff, suppliers,
// credits, saved filters, and trips for the demo customer and club member. Everything goes through
// the resource engine (or the media use case) as an administrator, validated by the resources'
// own schemas, exactly as the screens would write it. Called once by prisma/seed/demo.ts.
import sharp from "sharp";
import { principalOf, withUserSettings, type Principal } from "../../lib/auth/principal";
import { addCalendarDays, calendarDate, todayIn } from "../../lib/core/dates";
import type { PrismaClient } from "../../lib/core/db";
import { currentDatabase, useDatabase as setDatabase } from "../../lib/db/client";
import type { Database } from "../../lib/db/open";
import { resourceDef, type ResourceName } from "../../lib/composition/resources";
import { createBooking } from "../../lib/domain/booking/create-booking";
import { transitionBooking } from "../../lib/domain/booking/transition-booking";
import { uploadMedia } from "../../lib/domain/media/media";
import { PAPER_TEXT_BLOCKS } from "../../lib/domain/papers/paper-texts";
import { writeGroup } from "../../lib/domain/settings/group-settings";
import { SETTING_DEFAULTS } from "../../lib/domain/settings/defaults";
import { createResource, updateResource } from "../../lib/resources/engine";

type Row = Record<string, any>;

/** Runs `fn` with the engine on the seed's own client (the seed may run outside the server). */
export async function onClient<T>(prisma: PrismaClient, fn: () => Promise<T>): Promise<T> {
  const before = currentDatabase();
  if (before?.prisma === prisma) return fn();
  setDatabase({ prisma, ready: async () => {}, close: async () => {} } as unknown as Database);
  try {
    return await fn();
  } finally {
    setDatabase(before);
  }
}

export async function adminPrincipal(prisma: PrismaClient): Promise<Principal> {
  const u = await prisma.user.findFirstOrThrow({ where: { scopes: { has: "admin" } }, orderBy: { id: "asc" } });
  return principalOf(
    {
      id: u.id,
      name: u.name,
      email: u.email,
      phone: u.phone,
      userType: u.userType,
      scopes: u.scopes,
      isCRMUser: u.isCRMUser,
      agencyId: u.agencyId,
      customerId: u.customerId,
      settings: withUserSettings(u.settings),
      allowedResortIds: u.allowedResortIds,
      allowedVesselIds: u.allowedVesselIds,
      activeAssetType: u.activeAssetType,
      activeAssetId: u.activeAssetId,
      verifiedAt: u.verifiedAt,
    },
    null,
  );
}

// A picture as a JPEG: a sky, a sea and a few shapes (no text, no fonts needed).
function picture(sky: [string, string], sea: [string, string], shapes: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800" viewBox="0 0 1200 800">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky[0]}"/><stop offset="1" stop-color="${sky[1]}"/></linearGradient>
    <linearGradient id="sea" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sea[0]}"/><stop offset="1" stop-color="${sea[1]}"/></linearGradient>
  </defs>
  <rect width="1200" height="480" fill="url(#sky)"/>
  <rect y="480" width="1200" height="320" fill="url(#sea)"/>
  <path d="M0 520 Q150 500 300 520 T600 520 T900 520 T1200 520" stroke="#ffffff" stroke-opacity="0.35" stroke-width="4" fill="none"/>
  <path d="M0 600 Q150 580 300 600 T600 600 T900 600 T1200 600" stroke="#ffffff" stroke-opacity="0.25" stroke-width="4" fill="none"/>
  ${shapes}
</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 82 }).toBuffer();
}

// The demo operator's logo as a PNG: a wave in a circle (no text, no fonts needed).
function drawLogo(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="240" viewBox="0 0 240 240">
  <circle cx="120" cy="120" r="112" fill="#0e7490"/>
  <path d="M30 140 Q75 95 120 140 T210 140 L210 170 Q165 215 120 170 T30 170 Z" fill="#ffffff"/>
  <circle cx="160" cy="80" r="22" fill="#fbbf24"/>
</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

const PICTURES: { name: string; folder: string; alt: { de: string; en: string }; draw: () => Promise<Buffer> }[] = [
  {
    name: "mv-blue-horizon.jpg",
    folder: "Vessel",
    alt: { de: "Die MV Blue Horizon vor Anker", en: "MV Blue Horizon at anchor" },
    draw: () =>
      picture(
        ["#7dd3fc", "#e0f2fe"],
        ["#0e7490", "#164e63"],
        `<circle cx="980" cy="150" r="70" fill="#fde68a"/>
         <path d="M330 470 L870 470 L820 540 L380 540 Z" fill="#f8fafc"/>
         <rect x="450" y="410" width="300" height="60" fill="#e2e8f0"/><rect x="520" y="370" width="160" height="40" fill="#cbd5e1"/>
         <path d="M600 370 L600 230 L700 360 Z" fill="#f1f5f9"/>`,
      ),
  },
  {
    name: "coral-bay-resort.jpg",
    folder: "Resort",
    alt: { de: "Strand des Coral Bay Resort", en: "The beach of Coral Bay Resort" },
    draw: () =>
      picture(
        ["#fdba74", "#fef3c7"],
        ["#0891b2", "#155e75"],
        `<path d="M0 480 Q300 400 600 470 Q800 430 1200 480 Z" fill="#fde68a"/>
         <rect x="200" y="300" width="14" height="170" fill="#78350f"/><path d="M207 300 Q140 280 110 320 M207 300 Q270 270 300 310 M207 300 Q200 240 240 220" stroke="#15803d" stroke-width="22" fill="none" stroke-linecap="round"/>
         <rect x="760" y="380" width="220" height="90" fill="#f5f5f4"/><path d="M740 380 L870 320 L1000 380 Z" fill="#b45309"/>`,
      ),
  },
  {
    name: "komodo.jpg",
    folder: "Destinations",
    alt: { de: "Inseln im Komodo-Nationalpark", en: "Islands of Komodo National Park" },
    draw: () =>
      picture(
        ["#93c5fd", "#dbeafe"],
        ["#0f766e", "#134e4a"],
        `<path d="M80 480 Q250 300 420 480 Z" fill="#4d7c0f"/><path d="M380 480 Q620 250 860 480 Z" fill="#3f6212"/><path d="M820 480 Q980 360 1140 480 Z" fill="#65a30d"/>`,
      ),
  },
  {
    name: "raja-ampat.jpg",
    folder: "Destinations",
    alt: { de: "Karstinseln in Raja Ampat", en: "Karst islands in Raja Ampat" },
    draw: () =>
      picture(
        ["#a5f3fc", "#ecfeff"],
        ["#06b6d4", "#0e7490"],
        `<path d="M150 480 Q160 330 230 320 Q300 330 290 480 Z" fill="#166534"/><path d="M420 480 Q430 360 490 350 Q560 360 540 480 Z" fill="#15803d"/>
         <path d="M700 480 Q700 300 800 290 Q900 300 880 480 Z" fill="#14532d"/><path d="M980 480 Q990 400 1030 390 Q1080 400 1070 480 Z" fill="#166534"/>`,
      ),
  },
  {
    name: "house-reef.jpg",
    folder: "Destinations",
    alt: { de: "Das Hausriff unter Wasser", en: "The house reef under water" },
    draw: () =>
      picture(
        ["#0ea5e9", "#0284c7"],
        ["#0369a1", "#0c4a6e"],
        `<circle cx="300" cy="650" r="90" fill="#f97316"/><circle cx="420" cy="690" r="60" fill="#ec4899"/><circle cx="860" cy="660" r="110" fill="#eab308"/>
         <path d="M600 300 q40 -30 80 0 q-40 30 -80 0 Z M680 300 l30 -20 v40 Z" fill="#fbbf24"/>`,
      ),
  },
];

export async function seedDemoContent(prisma: PrismaClient): Promise<string> {
  return onClient(prisma, async () => {
    const admin = await adminPrincipal(prisma);
    let count = 0;
    const create = async (name: ResourceName, input: Row): Promise<Row> => {
      const def = resourceDef(name);
      count++;
      // a scoped resource (a vessel's print lists) creates its rows in its scope, as the API does
      return createResource(def, admin, def.create.parse(input), def.scope ? { defaults: def.scope } : {});
    };
    const many = (name: ResourceName, rows: Row[]) => Promise.all(rows.map((r) => create(name, r)));
    const today = todayIn(SETTING_DEFAULTS.general.timezone);

    // geography
    const [komodo, raja, banda, bali] = await many("destination", [
      {
        name: "Komodo",
        code: "KOM",
        countryCode: "ID",
        sort: 1,
        description: {
          de: "Nationalpark mit Drachen, Mantas und starken Strömungen.",
          en: "National park with dragons, mantas and strong currents.",
        },
      },
      {
        name: "Raja Ampat",
        code: "RAJ",
        countryCode: "ID",
        sort: 2,
        description: {
          de: "Die artenreichsten Riffe der Welt, zwischen Karstinseln.",
          en: "The richest reefs on earth, between karst islands.",
        },
      },
      {
        name: "Banda Sea",
        code: "BAN",
        countryCode: "ID",
        sort: 3,
        description: {
          de: "Abgelegene Vulkaninseln, Hammerhaie in der Saison.",
          en: "Remote volcanic islands, hammerheads in season.",
        },
      },
      {
        name: "Bali",
        code: "BAL",
        countryCode: "ID",
        sort: 4,
        description: { de: "Anreise, Hausriff und Resort.", en: "Arrival, house reef and resort." },
      },
    ]);
    await many("port", [
      {
        name: "Labuan Bajo",
        code: "LBJ",
        countryCode: "ID",
        destinationId: komodo.id,
        latitude: "-8.4964",
        longitude: "119.8877",
      },
      {
        name: "Sorong",
        code: "SOQ",
        countryCode: "ID",
        destinationId: raja.id,
        latitude: "-0.8762",
        longitude: "131.2558",
      },
      {
        name: "Ambon",
        code: "AMQ",
        countryCode: "ID",
        destinationId: banda.id,
        latitude: "-3.6954",
        longitude: "128.1814",
      },
      {
        name: "Benoa",
        code: "BOA",
        countryCode: "ID",
        destinationId: bali.id,
        latitude: "-8.7456",
        longitude: "115.2116",
      },
    ]);
    await many("airport", [
      {
        name: "Ngurah Rai International",
        iata: "DPS",
        icao: "WADD",
        city: "Denpasar",
        countryCode: "ID",
        latitude: "-8.7482",
        longitude: "115.1672",
        timezone: "Asia/Makassar",
      },
      {
        name: "Komodo Airport",
        iata: "LBJ",
        icao: "WATO",
        city: "Labuan Bajo",
        countryCode: "ID",
        latitude: "-8.4866",
        longitude: "119.8890",
        timezone: "Asia/Makassar",
      },
      {
        name: "Domine Eduard Osok",
        iata: "SOQ",
        icao: "WASS",
        city: "Sorong",
        countryCode: "ID",
        latitude: "-0.8946",
        longitude: "131.2871",
        timezone: "Asia/Jayapura",
      },
      {
        name: "Pattimura",
        iata: "AMQ",
        icao: "WAPP",
        city: "Ambon",
        countryCode: "ID",
        latitude: "-3.7103",
        longitude: "128.0891",
        timezone: "Asia/Jayapura",
      },
      {
        name: "Soekarno-Hatta International",
        iata: "CGK",
        icao: "WIII",
        city: "Jakarta",
        countryCode: "ID",
        latitude: "-6.1256",
        longitude: "106.6558",
        timezone: "Asia/Jakarta",
      },
      {
        name: "Frankfurt am Main",
        iata: "FRA",
        icao: "EDDF",
        city: "Frankfurt",
        countryCode: "DE",
        latitude: "50.0379",
        longitude: "8.5622",
        timezone: "Europe/Berlin",
      },
      {
        name: "München",
        iata: "MUC",
        icao: "EDDM",
        city: "München",
        countryCode: "DE",
        latitude: "48.3537",
        longitude: "11.7750",
        timezone: "Europe/Berlin",
      },
      {
        name: "Hamburg",
        iata: "HAM",
        icao: "EDDH",
        city: "Hamburg",
        countryCode: "DE",
        latitude: "53.6304",
        longitude: "9.9882",
        timezone: "Europe/Berlin",
      },
    ]);
    await many("airline", [
      { name: "Garuda Indonesia", code: "GA", countryCode: "ID" },
      { name: "Batik Air", code: "ID", countryCode: "ID" },
      { name: "Lufthansa", code: "LH", countryCode: "DE" },
      { name: "Singapore Airlines", code: "SQ", countryCode: "SG" },
      { name: "Qatar Airways", code: "QR", countryCode: "QA" },
    ]);

    // money rules
    await many("tax", [
      { name: "VAT Germany", value: "19", status: "active", inclusive: true, countryCode: "DE" },
      { name: "VAT Germany reduced", value: "7", status: "active", inclusive: true, countryCode: "DE" },
      { name: "VAT Indonesia", value: "11", status: "active", inclusive: true, countryCode: "ID" },
    ]);
    await many("terms", [
      {
        name: "Standard",
        depositPercent: "30",
        depositDueDays: 7,
        restDueDaysBeforeArrival: 45,
        // the demo prices' terms (demo-pricing.ts) stay the default
        isDefault: false,
        cancellationSteps: [
          { daysBefore: 60, percent: "20" },
          { daysBefore: 30, percent: "50" },
          { daysBefore: 7, percent: "90" },
        ],
        description: {
          de: "30 % Anzahlung binnen 7 Tagen, der Rest 45 Tage vor Anreise.",
          en: "30% deposit within 7 days, the rest 45 days before arrival.",
        },
      },
      {
        name: "Agencies",
        depositPercent: "0",
        depositDueDays: 0,
        restDueDaysBeforeArrival: 30,
        description: { de: "Zahlung 30 Tage vor Anreise.", en: "Payment 30 days before arrival." },
      },
      {
        name: "Last minute",
        depositPercent: "100",
        depositDueDays: 3,
        restDueDaysBeforeArrival: 0,
        description: { de: "Voller Betrag binnen 3 Tagen.", en: "Full amount within 3 days." },
      },
    ]);
    await many("commission", [
      { name: "Agency standard", reason: "agency", percent: "10", message: "Standard commission for travel agencies" },
      { name: "Reseller", reason: "agency", percent: "15", useTerms: true },
      { name: "Staff referral", reason: "employee", percent: "0", value: "50" },
    ]);

    // texts
    const [confirmations, travel] = await many("textblockgroup", [
      { name: "Booking confirmations", sort: 1 },
      { name: "Travel information", sort: 2 },
    ]);
    await many("textblock", [
      {
        key: "confirmation.welcome",
        title: "Welcome",
        category: "Text",
        groupId: confirmations.id,
        texts: {
          de: "Vielen Dank für Ihre Buchung! Wir freuen uns auf Sie an Bord.",
          en: "Thank you for your booking! We look forward to welcoming you on board.",
        },
      },
      {
        key: "confirmation.payment",
        title: "Payment",
        category: "Payment",
        groupId: confirmations.id,
        texts: {
          de: "Bitte überweisen Sie die Anzahlung innerhalb von 7 Tagen.",
          en: "Please transfer the deposit within 7 days.",
        },
      },
      {
        key: "confirmation.cancellation",
        title: "Cancellation",
        category: "Cancellation",
        groupId: confirmations.id,
        texts: {
          de: "Bis 60 Tage vor Abfahrt kostenfrei, danach 50 %, ab 14 Tagen 100 %.",
          en: "Free until 60 days before departure, then 50%, from 14 days 100%.",
        },
      },
      {
        key: "travel.packing",
        title: "Packing list",
        category: "Information",
        groupId: travel.id,
        texts: {
          de: "Tauchcomputer, Brevet, Reiseversicherung, Sonnenschutz für Riffe.",
          en: "Dive computer, certification card, travel insurance, reef-safe sun cream.",
        },
      },
      {
        key: "travel.arrival",
        title: "Arrival",
        category: "Information",
        groupId: travel.id,
        texts: {
          de: "Wir holen Sie am Flughafen ab; bitte teilen Sie uns Ihre Flugdaten mit.",
          en: "We pick you up at the airport; please send us your flight details.",
        },
      },
    ]);
    // the texts of the booking documents (offer, confirmation, voucher), which the operator edits
    const [documents] = await many("textblockgroup", [{ name: "Booking documents", sort: 3 }]);
    await many(
      "textblock",
      PAPER_TEXT_BLOCKS.map((b, i) => ({ ...b, groupId: documents.id, sort: i })),
    );

    // media: a few pictures drawn here, in folders
    const folders = new Map<string, number>();
    for (const name of [...new Set(PICTURES.map((p) => p.folder))])
      folders.set(name, (await create("mediafolder", { name })).id);
    for (const p of PICTURES) {
      const file = new File([new Uint8Array(await p.draw())], p.name, { type: "image/jpeg" });
      const m = await uploadMedia(file, { folderId: folders.get(p.folder) });
      await updateResource(resourceDef("media"), admin, m.id, { alt: p.alt }, {});
      count++;
    }
    // the operator's logo on the booking documents: a medium of the library
    const logo = await uploadMedia(new File([new Uint8Array(await drawLogo())], "logo.png", { type: "image/png" }), {});
    await writeGroup("company", { logoUrl: `/api/media/${logo.id}/data` });

    // customers and agencies
    const groups = await many("customergroup", [
      { name: "Regular guests", color: "#0e7490", description: "Three or more trips" },
      { name: "Divemasters", color: "#15803d", description: "Professional divers who help on board" },
      { name: "Newsletter", color: "#7c3aed", description: "Want our newsletter" },
      { name: "VIP", color: "#b45309", description: "Special care" },
    ]);
    await many("customerdatagroup", [
      {
        name: "Diving",
        sort: 1,
        fields: [
          {
            key: "certification",
            label: "Certification",
            type: "select",
            options: ["Open Water", "Advanced", "Rescue", "Divemaster", "Instructor"],
          },
          { key: "dives", label: "Logged dives", type: "number" },
          { key: "lastDive", label: "Last dive", type: "date" },
          { key: "nitrox", label: "Nitrox", type: "checkbox" },
        ],
      },
      {
        name: "Health and diet",
        sort: 2,
        fields: [
          { key: "diet", label: "Diet", type: "select", options: ["None", "Vegetarian", "Vegan", "Gluten-free"] },
          { key: "allergies", label: "Allergies", type: "text" },
        ],
      },
    ]);
    const customers = await prisma.customer.findMany({ orderBy: { id: "asc" }, take: 30, select: { id: true } });
    const customerDef = resourceDef("customers");
    const inGroups: [number, number[]][] = [
      [0, [groups[0].id, groups[2].id]],
      [1, [groups[0].id, groups[1].id]],
      [4, [groups[3].id]],
      [6, [groups[2].id]],
      [13, [groups[1].id]],
    ];
    for (const [i, groupIds] of inGroups)
      if (customers[i]) await updateResource(customerDef, admin, customers[i].id, { groupIds }, {});
    const [germanPartners] = await many("agencygroup", [
      { name: "German partners", commissionPercent: "10", note: "Travel agencies in Germany" },
      { name: "Online agencies", commissionPercent: "12" },
    ]);
    const agencies = await prisma.agency.findMany({ orderBy: { id: "asc" }, select: { id: true, name: true } });
    const deepBlue = agencies[0];
    if (deepBlue) {
      await updateResource(resourceDef("agencies"), admin, deepBlue.id, { groupId: germanPartners.id }, {});
      await many("agencycontact", [
        {
          agencyId: deepBlue.id,
          name: "Petra Deep Blue",
          position: "Owner",
          email: "petra@deepblue.example",
          phone: "+49 30 555 0100",
          isPrimary: true,
        },
        {
          agencyId: deepBlue.id,
          name: "Tim Berger",
          position: "Bookings",
          email: "tim@deepblue.example",
          phone: "+49 30 555 0101",
        },
      ]);
      await many("agencycredit", [
        {
          agencyId: deepBlue.id,
          amount: "1500.00",
          date: addCalendarDays(today, -60),
          reason: "Prepayment for the season",
        },
        {
          agencyId: deepBlue.id,
          amount: "-490.00",
          date: addCalendarDays(today, -20),
          reason: "Charged: settled with booking DEMO-0006",
        },
      ]);
    }
    if (customers[0] && customers[1])
      await many("customercredit", [
        {
          customerId: customers[0].id,
          amount: "100.00",
          date: addCalendarDays(today, -30),
          reason: "Voucher: birthday",
        },
        {
          customerId: customers[1].id,
          amount: "250.00",
          date: addCalendarDays(today, -90),
          reason: "Rebooking credit",
        },
        { customerId: customers[1].id, amount: "-50.00", date: addCalendarDays(today, -10), reason: "Nitrox on board" },
      ]);

    // booking setup, staff, suppliers
    await many("bookingsource", [
      { name: "Website", color: "#0e7490", sort: 1 },
      { name: "Phone", color: "#15803d", sort: 2 },
      { name: "E-mail", color: "#7c3aed", sort: 3 },
      { name: "Agency", color: "#b45309", sort: 4 },
      { name: "Dive show", color: "#be123c", sort: 5 },
    ]);
    await many("bookingcategory", [
      { name: "Liveaboard", color: "#1d4ed8", sort: 1 },
      { name: "Resort stay", color: "#0f766e", sort: 2 },
      { name: "Group", color: "#b45309", sort: 3 },
    ]);
    const [resort, vessel] = await Promise.all([
      prisma.resort.findFirst({ select: { id: true } }),
      prisma.vessel.findFirst({ select: { id: true } }),
    ]);
    const staff = await many("employee", [
      {
        firstName: "Made",
        lastName: "Wirawan",
        position: "Captain",
        vesselId: vessel?.id,
        hourlyRate: "18.00",
        email: "made@bluehorizon.example",
      },
      { firstName: "Sari", lastName: "Putri", position: "Dive guide", vesselId: vessel?.id, hourlyRate: "14.00" },
      { firstName: "Ketut", lastName: "Arsana", position: "Chef", vesselId: vessel?.id, hourlyRate: "12.50" },
      {
        firstName: "Julia",
        lastName: "Brandt",
        position: "Front desk",
        resortId: resort?.id,
        hourlyRate: "15.00",
        phone: "+62 361 555 010",
      },
    ]);
    for (const [i, e] of staff.entries())
      await many("worklog", [
        { employeeId: e.id, date: addCalendarDays(today, -2), start: "07:00", end: "15:00", hours: "8" },
        {
          employeeId: e.id,
          date: addCalendarDays(today, -1),
          start: i % 2 ? "12:00" : "07:30",
          end: i % 2 ? "20:00" : "14:00",
          hours: i % 2 ? "8" : "6.5",
        },
      ]);
    await many("supplier", [
      {
        name: "Komodo Dive Supply",
        contactName: "Wayan Sudarma",
        email: "sales@komodo-dive.example",
        city: "Labuan Bajo",
        country: "ID",
      },
      {
        name: "Bali Fresh Foods",
        contactName: "Nyoman Ayu",
        phone: "+62 361 555 200",
        city: "Denpasar",
        country: "ID",
      },
      {
        name: "Hamburg Marine Parts",
        email: "info@hh-marine.example",
        city: "Hamburg",
        country: "DE",
        vatId: "DE123456789",
      },
    ]);
    // add-ons a guest can book with a stay or a trip
    const diving = await create("productcategory", { name: "Diving extras" });
    await many("product", [
      { name: "Nitrox fill", categoryId: diving.id, price: "8.00", addRule: "PerPerson", unit: "Piece" },
      { name: "Full equipment rental", categoryId: diving.id, price: "25.00", addRule: "PerPerson", unit: "Piece" },
      { name: "Airport transfer", price: "30.00", addRule: "PerBooking", lineKind: "addon", unit: "Piece" },
    ]);

    // the lists to print: a departure's passengers, crew and cabins, a resort day's arrivals,
    // departures and guests in house (their columns: each kind's default)
    await many("vessellist", [
      { name: "Passenger list", kind: "guests", sort: 1 },
      { name: "Crew list", kind: "crew", sort: 2 },
      { name: "Cabin list", kind: "cabins", sort: 3 },
      {
        name: "Harbour master list",
        kind: "guests",
        columns: ["name", "gender", "birthday", "passportNationality", "room"],
        sort: 4,
      },
    ]);
    await many("resortlist", [
      { name: "Arrivals", kind: "arrivals", sort: 1 },
      { name: "Departures", kind: "departures", sort: 2 },
      { name: "Guests in house", kind: "inhouse", sort: 3 },
    ]);

    // shared saved filters of the customer and agency lists
    await create("savedfilter", {
      resource: "customers",
      name: "Guests from Germany",
      shared: true,
      query: { filter: { country: "DE" } },
    });
    await create("savedfilter", {
      resource: "agencies",
      name: "Travel agencies",
      shared: true,
      query: { filter: { type: "travel" } },
    });

    // trips of the demo customer (Lena) and the club member (Jonas): one behind them, some ahead
    const trips = await demoTrips(prisma, today, admin, customers[0]?.id, customers[1]?.id);
    return `demo content: ${count} records through the resource engine, ${PICTURES.length} pictures, ${trips} trips of the demo customer and club member`;
  });
}

/**
 * Bookings for the customer and club demo accounts, on rooms and cabins that are free then, made
 * through the booking use cases (numbers, stored calculation, history) like every demo booking.
 */
async function demoTrips(prisma: PrismaClient, today: string, actor: Principal, lena?: number, jonas?: number) {
  if (!lena || !jonas) return 0;
  const resort = await prisma.resort.findFirst({
    select: { id: true, rooms: { orderBy: { id: "asc" }, select: { id: true } } },
  });
  const rooms = resort?.rooms ?? [];
  const schedules = await prisma.schedule.findMany({
    where: { from: { gte: calendarDate(today) } },
    orderBy: { from: "asc" },
    take: 6,
    select: { id: true, vesselId: true, from: true },
  });
  let n = 0;
  const stay = async (roomIndex: number, fromOffset: number, nights: number, customerId: number) => {
    const room = rooms[roomIndex];
    if (!room || !resort) return null;
    const from = addCalendarDays(today, fromOffset);
    n++;
    return createBooking(
      {
        type: "resort",
        resortId: resort.id,
        dateFrom: from,
        dateTo: addCalendarDays(from, nights),
        customerId,
        state: "confirmed",
        rooms: [{ roomId: room.id, guests: [customerId] }],
      },
      actor,
    );
  };
  const cruise = async (scheduleIndex: number, customerId: number) => {
    const s = schedules[scheduleIndex];
    if (!s) return;
    // a cabin none of whose beds is taken on this departure
    const cabin = await prisma.room.findFirst({
      where: {
        vesselId: s.vesselId,
        beds: { some: {}, none: { bookingBeds: { some: { dateFrom: s.from, active: true } } } },
      },
      orderBy: { id: "asc" },
      select: { id: true },
    });
    if (!cabin) return;
    n++;
    await createBooking(
      {
        type: "vessel",
        scheduleId: s.id,
        customerId,
        state: "confirmed",
        rooms: [{ roomId: cabin.id, guests: [customerId] }],
      },
      actor,
    );
  };
  // a past holiday, stayed and paid
  const past = await stay(5, -200, 7, jonas);
  if (past)
    // paid at the desk, then checked out: nothing open, so the check-out asks nothing
    for (const action of ["checkin", "markPaid", "checkout"] as const)
      await transitionBooking({ bookingId: past.id, action }, actor);
  await cruise(3, jonas);
  await stay(6, 150, 5, jonas);
  await stay(7, 40, 6, lena);
  await cruise(4, lena);
  return n;
}

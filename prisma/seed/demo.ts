// The demo operator: one resort, one liveaboard, three tours, customers, agencies and one
// account per role (password demo1234, listed in README.md). Runs once, on an empty database.
import { addCalendarDays, calendarDate, todayIn } from "../../lib/core/dates";
import type { Prisma, PrismaClient } from "../../lib/core/db";
import { SETTING_DEFAULTS } from "../../lib/domain/settings/defaults";
import { countryCatalog } from "../../lib/domain/geo/countries";
import { seedDemoContent } from "./demo-content";
import {
  seedAgency,
  seedBedType,
  seedCustomer,
  seedResort,
  seedSchedule,
  seedTour,
  seedUser,
  seedVessel,
} from "./factories";
import { seedDemoPricing } from "./demo-pricing";
import { seedDemoBookings } from "./demo-bookings";
import { seedDemoHousekeeping } from "./demo-housekeeping";
import { seedDemoWidgets } from "./demo-widgets";
import { seedDemoMail } from "./demo-mail";

export const DEMO_PASSWORD = "demo1234";

const CUSTOMERS: [string, string, "m" | "f", string, string][] = [
  ["Lena", "Hoffmann", "f", "DE", "Hamburg"],
  ["Jonas", "Becker", "m", "DE", "München"],
  ["Sophie", "Wagner", "f", "AT", "Wien"],
  ["Lukas", "Schneider", "m", "CH", "Zürich"],
  ["Emma", "Thompson", "f", "GB", "Bristol"],
  ["Oliver", "Wright", "m", "GB", "Leeds"],
  ["Mia", "Jansen", "f", "NL", "Utrecht"],
  ["Daan", "de Vries", "m", "NL", "Rotterdam"],
  ["Chloé", "Martin", "f", "FR", "Lyon"],
  ["Hugo", "Bernard", "m", "FR", "Nantes"],
  ["Giulia", "Rossi", "f", "IT", "Bologna"],
  ["Marco", "Bianchi", "m", "IT", "Torino"],
  ["Sarah", "Miller", "f", "US", "Denver"],
  ["James", "Carter", "m", "US", "Seattle"],
  ["Aiko", "Tanaka", "f", "JP", "Osaka"],
  ["Kenji", "Sato", "m", "JP", "Yokohama"],
  ["Olivia", "Brown", "f", "AU", "Perth"],
  ["Liam", "Wilson", "m", "AU", "Cairns"],
  ["Ingrid", "Larsen", "f", "NO", "Bergen"],
  ["Erik", "Johansson", "m", "SE", "Göteborg"],
  ["Ana", "García", "f", "ES", "Valencia"],
  ["Pablo", "Fernández", "m", "ES", "Sevilla"],
  ["Maria", "Santos", "f", "PH", "Cebu"],
  ["José", "Reyes", "m", "PH", "Manila"],
  ["Hannah", "Schmidt", "f", "DE", "Köln"],
  ["Felix", "Weber", "m", "DE", "Leipzig"],
  ["Clara", "Fischer", "f", "DE", "Freiburg"],
  ["Noah", "Keller", "m", "CH", "Bern"],
  ["Zoe", "Dubois", "f", "BE", "Gent"],
  ["Lars", "Nielsen", "m", "DK", "Aarhus"],
];

function settingRows(): Prisma.SettingCreateManyInput[] {
  const groups: Record<string, Record<string, unknown>> = {
    ...SETTING_DEFAULTS,
    company: {
      ...SETTING_DEFAULTS.company,
      name: "Blue Horizon Dive & Stay",
      email: "office@bluehorizon.example",
      phone: "+49 40 123456",
      street: "Hafenstraße 12",
      zip: "20459",
      city: "Hamburg",
      country: "DE",
      website: "https://bluehorizon.example",
      vatId: "DE123456789",
      iban: "DE89370400440532013000",
      bic: "COBADEFFXXX",
      bankName: "Commerzbank Hamburg",
    },
    booking: { ...SETTING_DEFAULTS.booking, allowCustomerBooking: true, allowAgencyBooking: true },
  };
  return Object.entries(groups).flatMap(([group, values]) =>
    Object.entries(values).map(([key, value]) => ({ group, key, value: value as Prisma.InputJsonValue })),
  );
}

export async function seedDemo(db: PrismaClient): Promise<string> {
  if ((await db.user.count()) > 0) return "demo data: already there";
  const today = todayIn(SETTING_DEFAULTS.general.timezone);

  await db.setting.createMany({ data: settingRows() });
  await db.currency.createMany({
    data: [
      { code: "EUR", name: "Euro", symbol: "€", sort: 0 },
      { code: "USD", name: "US Dollar", symbol: "$", sort: 1 },
      { code: "GBP", name: "Pound Sterling", symbol: "£", sort: 2 },
      { code: "PHP", name: "Philippine Peso", symbol: "₱", sort: 3 },
    ],
  });
  const validFrom = calendarDate(addCalendarDays(today, -30));
  await db.exchangeRate.createMany({
    data: [
      { fromCode: "EUR", toCode: "USD", rate: "1.08450000", validFrom },
      { fromCode: "EUR", toCode: "GBP", rate: "0.85920000", validFrom },
      { fromCode: "EUR", toCode: "PHP", rate: "63.41000000", validFrom },
    ],
  });
  await db.country.createMany({ data: countryCatalog() });

  const [single, double, bunk] = await Promise.all([
    seedBedType(db, { key: "single", name: "Single bed", sleeps: 1, sort: 0 }),
    seedBedType(db, { key: "double", name: "Double bed", sleeps: 2, sort: 1 }),
    seedBedType(db, { key: "bunk", name: "Bunk bed", sleeps: 1, sort: 2 }),
  ]);
  await seedBedType(db, { key: "sofa", name: "Sofa bed", sleeps: 1, sort: 3 });

  const rooms = (prefix: number, n: number, beds: number, extra: object = {}) =>
    Array.from({ length: n }, (_, i) => ({
      name: String(prefix + i + 1),
      beds,
      bedTypeId: double.id,
      acc: true,
      warmwater: true,
      ...extra,
    }));
  const { resort, rooms: resortRooms } = await seedResort(db, {
    name: "Coral Bay Resort",
    code: "CBR",
    roomTypes: [
      { name: "Standard Double", key: "STD", rooms: rooms(100, 10, 2, { double: true }) },
      { name: "Deluxe Seaview", key: "DLX", rooms: rooms(200, 6, 2, { double: true, seaview: true }) },
      { name: "Family Suite", key: "FAM", maxNoOfPax: 4, defaultNoOfPax: 4, rooms: rooms(300, 4, 4) },
    ],
  });
  const { vessel, cabins } = await seedVessel(db, {
    name: "MV Blue Horizon",
    code: "MVBH",
    decks: ["Main Deck", "Upper Deck"],
    cabinTypes: [
      {
        name: "Single Cabin",
        key: "SGL",
        maxNoOfPax: 1,
        defaultNoOfPax: 1,
        cabins: [1, 2].map((i) => ({ name: `S${i}`, beds: 1, single: true, bedTypeId: single.id, deck: 0 })),
      },
      {
        name: "Double Cabin",
        key: "DBL",
        cabins: [1, 2, 3, 4, 5].map((i) => ({
          name: `D${i}`,
          beds: 2,
          double: true,
          bedTypeId: double.id,
          deck: i <= 2 ? 0 : 1,
          seaview: i > 2,
          acc: true,
        })),
      },
      {
        name: "Shared Cabin",
        key: "SHR",
        maxNoOfPax: 4,
        defaultNoOfPax: 4,
        cabins: [1, 2, 3].map((i) => ({
          name: `Q${i}`,
          beds: 4,
          allowSharedRoom: true,
          bedTypeId: bunk.id,
          deck: 0,
          fan: true,
        })),
      },
    ],
  });

  const tours = [
    await seedTour(db, { vesselId: vessel.id, name: "Komodo Explorer", code: "KOM7", nights: 7, color: "#0f766e" }),
    await seedTour(db, {
      vesselId: vessel.id,
      name: "Raja Ampat Expedition",
      code: "RAJ10",
      nights: 10,
      color: "#1d4ed8",
    }),
    await seedTour(db, {
      vesselId: vessel.id,
      name: "Banda Sea Crossing",
      code: "BAN11",
      nights: 11,
      color: "#b45309",
    }),
  ];
  // departures back to back for the coming 12 months, one day in port between trips
  const schedules: Awaited<ReturnType<typeof seedSchedule>>[] = [];
  for (let start = addCalendarDays(today, 3), i = 0; start < addCalendarDays(today, 365); i++) {
    const tour = tours[i % tours.length];
    const end = addCalendarDays(start, tour.nights);
    schedules.push(await seedSchedule(db, { tourId: tour.id, vesselId: vessel.id, from: start, to: end }));
    start = addCalendarDays(end, 1);
  }

  const customers: Awaited<ReturnType<typeof seedCustomer>>[] = [];
  for (const [i, [firstName, lastName, gender, country, city]] of CUSTOMERS.entries()) {
    customers.push(
      await seedCustomer(db, {
        firstName,
        lastName,
        gender,
        country,
        city,
        nationality: country,
        passportNationality: country,
        email:
          `${firstName}.${lastName}`
            .toLowerCase()
            .normalize("NFD")
            .replace(/[^a-z.]/g, "") + "@mail.example",
        phone: `+${i + 10} 555 01${String(i).padStart(2, "0")}`,
        birthday: calendarDate(
          `${1960 + ((i * 7) % 40)}-${String((i % 12) + 1).padStart(2, "0")}-${String((i % 27) + 1).padStart(2, "0")}`,
        ),
      }),
    );
  }
  const travel = await seedAgency(db, {
    name: "Deep Blue Travel",
    type: "travel",
    email: "booking@deepblue.example",
    city: "Berlin",
    country: "DE",
    commissionPercent: "10",
  });
  const reef = await seedAgency(db, {
    name: "Reef Resell GmbH",
    type: "resell",
    email: "info@reefresell.example",
    city: "Wien",
    country: "AT",
    commissionPercent: "15",
  });
  const crew = await seedAgency(db, {
    name: "Crew Bookings",
    type: "employee",
    email: "crew@bluehorizon.example",
    country: "DE",
  });
  // the agency's own customers
  await db.customer.updateMany({
    where: { id: { in: customers.slice(20, 24).map((c) => c.id) } },
    data: { agencyId: travel.id },
  });

  const staffRole = await db.userRole.create({
    data: {
      name: "Reservations",
      group: "staff",
      // the desk books walk-ins: it creates the guest it books (the wizard offers it inline)
      scopes: [
        "bookings.read",
        "bookings.create",
        "bookings.update",
        "customers.read",
        "customers.create",
        "users.self",
      ],
    },
  });
  await db.userRole.create({ data: { name: "Agency", group: "external", scopes: ["agencies.self"] } });
  await db.userRole.create({ data: { name: "Customer", group: "external", scopes: ["customers.self"] } });
  await seedUser(db, {
    email: "admin@demo.test",
    name: "Anna Admin",
    scopes: ["admin"],
    password: DEMO_PASSWORD,
    settings: { language: "en" },
  });
  const staffUser = await seedUser(db, {
    email: "staff@demo.test",
    name: "Stefan Staff",
    scopes: staffRole.scopes,
    roleId: staffRole.id,
    password: DEMO_PASSWORD,
  });
  const agencyUser = await seedUser(db, {
    email: "agency@demo.test",
    name: "Petra Deep Blue",
    userType: "agency",
    scopes: ["agencies.self"],
    agencyId: travel.id,
    password: DEMO_PASSWORD,
  });
  await seedUser(db, {
    email: "customer@demo.test",
    name: `${customers[0].firstName} ${customers[0].lastName}`,
    userType: "customer",
    scopes: ["customers.self"],
    customerId: customers[0].id,
    password: DEMO_PASSWORD,
  });
  await seedUser(db, {
    email: "club@demo.test",
    name: `${customers[1].firstName} ${customers[1].lastName}`,
    userType: "customer",
    scopes: ["customers.self"],
    customerId: customers[1].id,
    isCRMUser: true,
    password: DEMO_PASSWORD,
  });

  // prices first: every booking is priced (and its calculation stored) as it is made
  console.log(await seedDemoPricing(db));
  const bookings = await seedDemoBookings(db, {
    today,
    resortId: resort.id,
    resortRooms,
    cabins,
    schedules,
    customers,
    agencyIds: [travel.id, reef.id, crew.id],
    staffUserId: staffUser.id,
    agencyUserId: agencyUser.id,
  });
  console.log(await seedDemoHousekeeping(db, { resortId: resort.id, staffUserId: staffUser.id }));

  // the operator's bank account, whose statements are imported and matched (/bank/1)
  await db.bank.create({
    data: {
      name: "Hausbank",
      iban: "DE89370400440532013000",
      bic: "COBADEFFXXX",
      currency: "EUR",
      openingBalance: "0",
      openingDate: calendarDate(addCalendarDays(today, -365)),
    },
  });
  // a mail account to show on /config/mailaccounts/1: switched off, so mail keeps going out as set
  // up for the installation (SMTP_URL or files) and /mail asks for an account of its own
  await db.mailAccount.create({
    data: {
      name: "Reservations",
      email: "reservations@harbour.example",
      smtpHost: "smtp.harbour.example",
      imapHost: "imap.harbour.example",
      isActive: false,
    },
  });
  console.log(await seedDemoContent(db));
  console.log(await seedDemoWidgets(db));
  console.log(await seedDemoMail(db));
  return `demo data: 1 resort (${resortRooms.length} rooms), 1 vessel (${cabins.length} cabins), ${tours.length} tours, ${schedules.length} schedules, ${customers.length} customers, ${bookings} bookings, 5 demo accounts`;
}

// Factories shared by the demo seed, the large seed and the tests: each creates one valid
// record (with whatever it needs) and takes overrides for what a caller cares about.
import { hashPassword } from "../../lib/auth/password";
import { calendarDate } from "../../lib/core/dates";
import type { Prisma, PrismaClient, AgencyType, BookingState, UserType } from "../../lib/core/db";
import { holdsInventory } from "../../lib/domain/booking/states";
import { fullNameOf } from "../../lib/domain/crm/customer-name";

export type Db = PrismaClient | Prisma.TransactionClient;

/**
 * One bcrypt hash per password per process: hashing costs ~70 ms by design, and the tests create
 * a few hundred users with the same password. Each hash still has its own salt across processes.
 */
const hashes = new Map<string, Promise<string>>();
const hashOnce = (password: string) => {
  if (!hashes.has(password)) hashes.set(password, hashPassword(password));
  return hashes.get(password)!;
};

let seq = 0;
const next = () => `${Date.now().toString(36)}${(++seq).toString(36)}`;

export async function seedUser(
  db: Db,
  o: {
    email?: string;
    name?: string;
    password?: string;
    userType?: UserType;
    scopes?: string[];
    isCRMUser?: boolean;
    agencyId?: number;
    customerId?: number;
    roleId?: number;
    settings?: Record<string, unknown>;
    verified?: boolean;
  } = {},
) {
  return db.user.create({
    data: {
      email: (o.email ?? `user-${next()}@example.test`).toLowerCase(),
      name: o.name ?? "Test User",
      passwordHash: await hashOnce(o.password ?? "demo1234"),
      userType: o.userType ?? "employee",
      scopes: o.scopes ?? [],
      isCRMUser: o.isCRMUser ?? false,
      agencyId: o.agencyId,
      customerId: o.customerId,
      roleId: o.roleId,
      verifiedAt: o.verified === false ? null : new Date(),
      ...(o.settings
        ? {
            settings: {
              showCustomersInBookingList: true,
              showInvertedCurrencyExchange: false,
              defaultDashboardDays: 30,
              language: "de",
              ...o.settings,
            } as Prisma.InputJsonValue,
          }
        : {}),
    },
  });
}

export async function seedCustomer(db: Db, o: Partial<Prisma.CustomerUncheckedCreateInput> = {}) {
  const data = { firstName: "Alex", lastName: `Diver ${next()}`, ...o };
  return db.customer.create({ data: { ...data, fullName: fullNameOf(data) } });
}

export async function seedAgency(db: Db, o: Partial<Prisma.AgencyUncheckedCreateInput> & { type?: AgencyType } = {}) {
  return db.agency.create({ data: { name: `Agency ${next()}`, ...o } });
}

export async function seedBedType(db: Db, o: Partial<Prisma.BedTypeUncheckedCreateInput> = {}) {
  const key = o.key ?? `bed-${next()}`;
  return db.bedType.upsert({ where: { key }, update: {}, create: { name: key, ...o, key } });
}

type RoomSpec = {
  name: string;
  roomTypeId: number;
  beds: number;
  bedTypeId?: number;
  deckId?: number;
  allowSharedRoom?: boolean;
  single?: boolean;
  double?: boolean;
  seaview?: boolean;
  acc?: boolean;
  fan?: boolean;
  warmwater?: boolean;
};

export async function seedRoom(
  db: Db,
  owner: { resortId: number } | { vesselId: number },
  spec: RoomSpec,
  sort: number,
) {
  const kind = "resortId" in owner ? "Room" : "Cabin";
  const { beds, ...rest } = spec;
  return db.room.create({
    data: {
      ...owner,
      ...rest,
      kind,
      sort,
      internalId: spec.name,
      availableBeds: beds,
      maxNoOfPax: beds,
      defaultNoOfPax: Math.min(2, beds),
      minNoOfPax: 1,
      beds: {
        create: Array.from({ length: beds }, (_, i) => ({
          internalId: `${spec.name}-${i + 1}`,
          sort: i,
          bedTypeId: spec.bedTypeId,
        })),
      },
    },
    include: { beds: true },
  });
}

export async function seedResort(
  db: Db,
  o: {
    name?: string;
    code?: string;
    roomTypes?: {
      name: string;
      key: string;
      rooms: Omit<RoomSpec, "roomTypeId">[];
      maxNoOfPax?: number;
      defaultNoOfPax?: number;
    }[];
  } = {},
) {
  const resort = await db.resort.create({ data: { name: o.name ?? "Test Resort", code: o.code ?? `R${next()}` } });
  const roomTypes = o.roomTypes ?? [{ name: "Double", key: "DBL", rooms: [{ name: "101", beds: 2 }] }];
  const rooms: Awaited<ReturnType<typeof seedRoom>>[] = [];
  let sort = 0;
  for (const [i, rt] of roomTypes.entries()) {
    const type = await db.roomType.create({
      data: {
        name: rt.name,
        key: rt.key,
        resortId: resort.id,
        sort: i,
        maxNoOfPax: rt.maxNoOfPax ?? 2,
        defaultNoOfPax: rt.defaultNoOfPax ?? 2,
      },
    });
    for (const r of rt.rooms)
      rooms.push(await seedRoom(db, { resortId: resort.id }, { ...r, roomTypeId: type.id }, sort++));
  }
  return { resort, rooms };
}

export async function seedVessel(
  db: Db,
  o: {
    name?: string;
    code?: string;
    decks?: string[];
    cabinTypes?: {
      name: string;
      key: string;
      maxNoOfPax?: number;
      defaultNoOfPax?: number;
      cabins: (Omit<RoomSpec, "roomTypeId" | "deckId"> & { deck?: number })[];
    }[];
  } = {},
) {
  const vessel = await db.vessel.create({ data: { name: o.name ?? "Test Vessel", code: o.code ?? `V${next()}` } });
  const decks: { id: number }[] = [];
  for (const [i, name] of (o.decks ?? ["Main Deck"]).entries())
    decks.push(await db.deck.create({ data: { vesselId: vessel.id, name, sort: i } }));
  const cabinTypes = o.cabinTypes ?? [
    { name: "Double Cabin", key: "DBL", cabins: [{ name: "C1", beds: 2, double: true }] },
  ];
  const cabins: Awaited<ReturnType<typeof seedRoom>>[] = [];
  let sort = 0;
  for (const [i, ct] of cabinTypes.entries()) {
    const type = await db.roomType.create({
      data: {
        name: ct.name,
        key: ct.key,
        vesselId: vessel.id,
        sort: i,
        maxNoOfPax: ct.maxNoOfPax ?? 2,
        defaultNoOfPax: ct.defaultNoOfPax ?? 2,
      },
    });
    for (const { deck, ...c } of ct.cabins)
      cabins.push(
        await seedRoom(db, { vesselId: vessel.id }, { ...c, roomTypeId: type.id, deckId: decks[deck ?? 0].id }, sort++),
      );
  }
  return { vessel, decks, cabins };
}

export async function seedTour(
  db: Db,
  o: { vesselId: number; name?: string; code?: string; nights?: number; color?: string },
) {
  return db.tour.create({
    data: {
      name: o.name ?? "Test Tour",
      code: o.code ?? `T${next()}`,
      vesselId: o.vesselId,
      nights: o.nights ?? 7,
      color: o.color,
    },
  });
}

export async function seedSchedule(
  db: Db,
  o: {
    tourId: number;
    vesselId: number;
    from: string;
    to: string;
    status?: "draft" | "active" | "closed" | "cancelled";
  },
) {
  return db.schedule.create({
    data: {
      tourId: o.tourId,
      vesselId: o.vesselId,
      from: calendarDate(o.from),
      to: calendarDate(o.to),
      status: o.status ?? "active",
    },
  });
}

/**
 * A booking with its rooms, beds and guests, written in one transaction. Each room is held
 * whole (exclusive) unless `beds` names the beds to take in a shared cabin.
 */
export async function seedBooking(
  db: Db,
  o: {
    type?: "vessel" | "resort";
    state?: BookingState;
    bookingNo?: string;
    from: string;
    to: string;
    resortId?: number;
    vesselId?: number;
    tourId?: number;
    scheduleId?: number;
    customerId?: number;
    agencyId?: number;
    userId?: number;
    rooms: { roomId: number; bedIds: number[]; exclusive?: boolean }[];
    guestIds?: number[];
    total?: string;
    currency?: string;
  },
) {
  const state = o.state ?? "confirmed";
  const active = holdsInventory(state);
  const dateFrom = calendarDate(o.from);
  const dateTo = calendarDate(o.to);
  const pax = o.rooms.reduce((n, r) => n + r.bedIds.length, 0);
  const inOneTransaction = <T>(fn: (tx: Prisma.TransactionClient) => Promise<T>) =>
    "$transaction" in db ? db.$transaction(fn) : fn(db);
  return inOneTransaction(async (tx) => {
    const booking = await tx.booking.create({
      data: {
        bookingNo: o.bookingNo ?? `B-${next()}`,
        type: o.type ?? (o.resortId ? "resort" : "vessel"),
        state,
        resortId: o.resortId,
        vesselId: o.vesselId,
        tourId: o.tourId,
        scheduleId: o.scheduleId,
        customerId: o.customerId,
        agencyId: o.agencyId,
        userId: o.userId,
        dateFrom,
        dateTo,
        noOfPax: pax,
        total: o.total ?? "0",
        currency: o.currency ?? "EUR",
        reservationDate: new Date(),
      },
    });
    let guestIndex = 0;
    for (const [i, r] of o.rooms.entries()) {
      const room = await tx.bookingRoom.create({
        data: {
          bookingId: booking.id,
          roomId: r.roomId,
          dateFrom,
          dateTo,
          noOfPax: r.bedIds.length,
          exclusive: r.exclusive ?? true,
          active,
          sort: i,
          beds: { create: r.bedIds.map((bedId) => ({ bedId, dateFrom, dateTo, active })) },
        },
      });
      for (const customerId of (o.guestIds ?? []).slice(guestIndex, guestIndex + r.bedIds.length)) {
        await tx.bookingGuest.create({
          data: {
            bookingId: booking.id,
            bookingRoomId: room.id,
            customerId,
            isMain: customerId === o.customerId,
            sort: guestIndex,
          },
        });
      }
      guestIndex += r.bedIds.length;
    }
    return booking;
  });
}

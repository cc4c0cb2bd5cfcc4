// The held choice: while a guest fills in their details, the room, cabin or beds they picked are
// an option of the booking engine (a planned booking, systemReference "online-hold:<token hash>",
// optionUntil = now + holdMinutes). Only the guest who holds it knows its token: ids are sequential,
// so without it anyone could release or take over another guest's hold. The engine's expiry sweep
// ends it when the time passes; leaving the page releases it (POST /api/book/booking/hold/{id}/
// release?token=); create takes it over in one transaction (releases the hold and books the same
// choice), so nobody can take the beds in between.
import { createHash, randomBytes } from "node:crypto";
import type { Principal } from "../../auth/principal";
import { transaction, type Tx } from "../../core/db";
import { AppError } from "../../core/errors";
import type { Locale } from "../../i18n/locale";
import { createBooking } from "../booking/create-booking";
import { transitionBooking } from "../booking/transition-booking";
import { SYSTEM_ACTOR } from "../booking/access";
import { fullNameOf } from "../crm/customer-name";
import { onlineAccess } from "./online-access";
import { resolveRequest, stayRules } from "./resolve-request";
import { onlinePriceSchema } from "./schemas";

export const HOLD_REFERENCE = "online-hold";

export type HoldAnswer = { holdId: number; holdToken: string; until: string; seconds: number };

const referenceOf = (token: string) => `${HOLD_REFERENCE}:${createHash("sha256").update(token).digest("hex")}`;

export async function holdOnlineChoice(input: unknown, actor: Principal, locale: Locale, tx?: Tx): Promise<HoldAnswer> {
  const d = onlinePriceSchema.parse(input);
  const access = await onlineAccess(actor);
  const rules = await stayRules();
  return transaction(
    async (tx) => {
      // a guest changing their choice gives the old hold back first
      if (d.holdId) await releaseHold(tx, d.holdId, d.holdToken);
      const r = await resolveRequest(tx, d, { lock: true });
      const first = d.rooms[0].guests[0];
      // the option needs a customer: the first guest, marked as a hold in the booking's reference
      const customer = await tx.customer.create({
        data: {
          firstName: first.firstName,
          lastName: first.lastName,
          fullName: fullNameOf(first),
          agencyId: access.agencyId,
        },
        select: { id: true },
      });
      const until = new Date(Date.now() + rules.holdMinutes * 60_000);
      const holdToken = randomBytes(24).toString("base64url");
      const view = await createBooking(
        {
          type: r.type,
          scheduleId: r.scheduleId ?? undefined,
          resortId: r.resortId ?? undefined,
          dateFrom: r.type === "resort" ? r.dateFrom : undefined,
          dateTo: r.type === "resort" ? r.dateTo : undefined,
          customerId: customer.id,
          agencyId: access.agencyId ?? undefined,
          state: "planned",
          optionUntil: until.toISOString(),
          language: d.language ?? locale,
          systemReference: referenceOf(holdToken),
          rooms: r.rooms.map((x) => ({ roomId: x.roomId, bedIds: x.bedIds, guests: [] })),
        },
        access.actor,
        tx,
      );
      return { holdId: view.id, holdToken, until: until.toISOString(), seconds: rules.holdMinutes * 60 };
    },
    { tx },
  );
}

/** Gives a hold back (in the caller's transaction); false when it is already over. A wrong token is
 *  answered like a hold that does not exist. */
export async function releaseHold(tx: Tx, holdId: number, token: string | null | undefined): Promise<boolean> {
  const b = await tx.booking.findUnique({ where: { id: holdId }, select: { state: true, systemReference: true } });
  if (!b || !token || b.systemReference !== referenceOf(token)) throw new AppError("NOT_FOUND", "errors.HOLD_GONE");
  if (b.state !== "planned") return false;
  await transitionBooking({ bookingId: holdId, action: "release", reason: "online hold ended" }, SYSTEM_ACTOR, tx);
  return true;
}

/** POST /api/book/booking/hold/{id}/release: the guest left or changed their mind. */
export async function releaseOnlineHold(holdId: number, token: string | null | undefined, tx?: Tx) {
  return transaction(async (tx) => ({ released: await releaseHold(tx, holdId, token) }), { tx });
}

// POST {id}/commission/{commission}: the commission record's terms on this booking (fields of the body win).
// One booking edit (docs/architecture.md): the booking locked at the version the caller saw, the
// change stored where every recalculation reads it, then the closing step recalculates and writes
// the history version.
import type { Principal } from "../../../auth/principal";
import { isoDate } from "../../../core/dates";
import type { Tx } from "../../../core/db";
import { notFound } from "../../../core/errors";
import { editBooking, type EditInput } from "../lock-booking";
import type { commissionSchema } from "./calculation-schemas";
import type { z } from "zod";

/** POST {id}/commission/{commission}: the commission record's terms on this booking (fields of the body win). */
export function setCommission(
  input: EditInput & { commissionId: number; terms: z.infer<typeof commissionSchema> },
  actor: Principal,
  tx?: Tx,
) {
  return editBooking(
    input,
    actor,
    "commission",
    async (tx, b) => {
      const c = await tx.commission.findFirst({ where: { id: input.commissionId, isActive: true } });
      if (!c) throw notFound();
      const { version: _v, ...own } = input.terms as Record<string, unknown>;
      const given = Object.fromEntries(Object.entries(own).filter(([, v]) => v !== undefined));
      const commission = {
        commissionId: c.id,
        reason: c.reason,
        message: c.message,
        percent: c.percent.toString(),
        value: c.value?.toString() ?? null,
        useTerms: c.useTerms,
        date: c.date ? isoDate(c.date) : null,
        includeCommission: c.includeCommission,
        ...given,
      };
      await tx.booking.update({ where: { id: b.id }, data: { commission } });
    },
    { tx },
  );
}

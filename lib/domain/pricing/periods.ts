// The rule for the periods of one price, as a pure function: periods never overlap, except an
// `override` period that lies wholly inside one ordinary period (a holiday inside a season; the
// engine prices its nights from the shorter period). Answers field issues naming the period.
import type { FieldIssue } from "../../core/errors";
import { messageKey } from "../../i18n/message-key";

export type PeriodLike = { name: string; from: string; to: string; override?: boolean };

const overlaps = (a: PeriodLike, b: PeriodLike) => a.from <= b.to && b.from <= a.to;
const inside = (inner: PeriodLike, outer: PeriodLike) => outer.from <= inner.from && inner.to <= outer.to;

/** Issues at `periods.{i}.from` (overlap) and `periods.{i}.to` (ends before it starts). */
export function periodIssues(periods: readonly PeriodLike[], path = "periods"): FieldIssue[] {
  const issues: FieldIssue[] = [];
  periods.forEach((p, i) => {
    if (p.from > p.to) {
      issues.push({ path: `${path}.${i}.to`, message: "validation.dateRange" });
      return;
    }
    for (let j = 0; j < i; j++) {
      const q = periods[j];
      if (q.from > q.to || !overlaps(p, q)) continue;
      const nested = (p.override && !q.override && inside(p, q)) || (q.override && !p.override && inside(q, p));
      if (nested) continue;
      issues.push({
        path: `${path}.${i}.from`,
        message: messageKey("validation.periodOverlap", { name: q.name, from: q.from, to: q.to }),
      });
      return;
    }
  });
  return issues;
}

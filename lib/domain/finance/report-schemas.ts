// What the finance reports take (GET /api/bookings/report/finance, GET /api/bookings/assetShare and
// the page /finance/assetshare): a period of calendar dates, in order and at most three years long,
// the assets ("resort:1,vessel:2") and the format. One zod schema per query, shared by the routes
// (validation, OpenAPI) and the tests.
import { z } from "zod";
import { ISO_DATE, nightsBetween } from "../../core/dates";
import { calendarDateField, int4 } from "../../validation/validators";

/** The longest period a report covers: three years (a leap day included). */
export const REPORT_MAX_DAYS = 1096;

export const ASSET_KINDS = ["resort", "vessel"] as const;
export type AssetKind = (typeof ASSET_KINDS)[number];
/** A resort or a vessel. */
export type AssetRef = { kind: AssetKind; id: number };
/** A resort or a vessel with its name. */
export type AssetView = AssetRef & { name: string };

const ASSET = /^(resort|vessel):([1-9]\d{0,9})$/;

/** "resort:1,vessel:2" (or the parameter repeated): the assets, each a resort or a vessel by id. */
export const assetsField = () =>
  z
    .union([z.string(), z.array(z.string())])
    .transform((v, ctx): AssetRef[] => {
      const parts = ([] as string[])
        .concat(v)
        .flatMap((s) => s.split(","))
        .map((s) => s.trim())
        .filter(Boolean);
      const out: AssetRef[] = [];
      for (const p of parts) {
        const m = ASSET.exec(p);
        if (!m || Number(m[2]) > 2_147_483_647) {
          ctx.addIssue({ code: "custom", message: "validation.assetRef" });
          return z.NEVER;
        }
        out.push({ kind: m[1] as AssetKind, id: Number(m[2]) });
      }
      return out;
    })
    .meta({ description: 'resort:{id} or vessel:{id}, comma separated ("resort:1,vessel:2")' });

/** A period [from, to] of calendar dates: `to` not before `from`, at most REPORT_MAX_DAYS long. */
const period = <T extends z.ZodRawShape>(extra: T) =>
  z.object({ from: calendarDateField(), to: calendarDateField(), ...extra }).superRefine((value, ctx) => {
    const v = value as { from: string; to: string };
    if (!ISO_DATE.test(v.from) || !ISO_DATE.test(v.to)) return;
    if (v.to < v.from) ctx.addIssue({ code: "custom", path: ["to"], message: "validation.dateOrder" });
    else if (nightsBetween(v.from, v.to) + 1 > REPORT_MAX_DAYS)
      ctx.addIssue({
        code: "custom",
        path: ["to"],
        message: `validation.rangeTooLong|{"days":${REPORT_MAX_DAYS}}`,
      });
  });

export const REPORT_FORMATS = ["json", "csv", "xlsx"] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];

/** GET /api/bookings/report/finance */
export const financeReportQuery = period({
  assets: assetsField().optional(),
  format: z.enum(REPORT_FORMATS, { error: "validation.invalidValue" }).default("json"),
});
export type FinanceReportQuery = z.infer<typeof financeReportQuery>;

/** GET /api/bookings/assetShare */
export const assetShareQuery = period({
  page: int4({ min: 1 }).default(1),
  size: int4({ min: 1, max: 200 }).default(25),
});
export type AssetShareQuery = z.infer<typeof assetShareQuery>;

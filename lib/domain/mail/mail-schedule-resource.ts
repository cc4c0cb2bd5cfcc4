// The scheduler's rules on the resource engine (/api/mailschedule, /config/mailschedule; feature
// mailScheduler): a name, the template, when (days before or after the booking's arrival,
// departure, booking or option expiry), which bookings (resorts and vessels, states, an open guest
// form, agency or direct, channels) and to whom (the customer, the agency, every guest). What a
// rule sends is the job's (send-scheduled-mails.ts); this is the rule's validation only.
import { z } from "zod";
import { AppError } from "../../core/errors";
import { BOOKING_STATES } from "../booking/states";
import { CHANNELS } from "../pricing/enums";
import { defineScreen } from "../../resources/screen";
import { ID_COLUMN } from "../../resources/screen-parts";
import { defineResource } from "../../resources/types";
import { id, ids, int4, text } from "../../validation/validators";
import { BOOKED_BY, SCHEDULE_ANCHORS, SCHEDULE_RECIPIENTS } from "./schedule-rules";

/** A year before or after the date is the furthest a rule looks. */
export const MAX_OFFSET_DAYS = 366;

const choice = <T extends readonly [string, ...string[]]>(values: T) => z.enum(values, { error: "validation.choice" });

export const mailScheduleSchema = z.object({
  name: text({ min: 1, max: 120 }),
  active: z.boolean().default(true),
  templateId: id(),
  anchor: choice(SCHEDULE_ANCHORS).default("arrival"),
  /** days after the date; negative: before it */
  offsetDays: int4({ min: -MAX_OFFSET_DAYS, max: MAX_OFFSET_DAYS }).default(0),
  resortIds: ids(100).default([]),
  vesselIds: ids(100).default([]),
  states: z.array(choice(BOOKING_STATES)).max(BOOKING_STATES.length).default([]),
  openGuestForm: z.boolean().default(false),
  bookedBy: choice(BOOKED_BY).default("any"),
  channels: z.array(choice(CHANNELS)).max(CHANNELS.length).default([]),
  recipient: choice(SCHEDULE_RECIPIENTS).default("customer"),
});

export const mailScheduleResource = defineResource({
  name: "mailschedule",
  model: "mailScheduleRule",
  description:
    "The mail scheduler's rules: a template sent by itself some days before or after a booking's arrival, departure, booking or option expiry, to the bookings that meet its conditions (feature mailScheduler).",
  access: {
    read: ["mailschedule.read", "mail.update"],
    create: ["mail.update"],
    update: ["mail.update"],
    delete: ["mail.update"],
  },
  features: ["mailScheduler"],
  create: mailScheduleSchema,
  update: mailScheduleSchema.partial(),
  search: ["name"],
  filters: { active: { kind: "bool" }, anchor: { kind: "string" }, templateId: { kind: "int" } },
  sort: { id: "id", name: "name", offsetDays: "offsetDays", createdAt: "createdAt" },
  defaultSort: { key: "name", order: "asc" },
  // the template must be there: a rule with a missing one would fail every day
  prepare: async (d, ctx) => {
    if (d.templateId !== undefined) {
      const found = await ctx.tx.mailTemplate.findUnique({ where: { id: Number(d.templateId) }, select: { id: true } });
      if (!found)
        throw new AppError("VALIDATION_ERROR", undefined, {
          fields: [{ path: "templateId", message: "mailSchedule.validation.template" }],
        });
    }
    return d;
  },
  csv: ["id", "name", "active", "templateId", "anchor", "offsetDays", "recipient"].map((key) => ({
    key,
    header: `mailSchedule.fields.${key}`,
  })),
  copy: (r) => ({ name: `${r.name} (2)`, active: false }),
});

export const mailScheduleScreen = defineScreen(mailScheduleResource, {
  labels: "mailSchedule.fields",
  columns: [
    { key: "name", sort: "name" },
    { key: "templateId", type: "enum", options: { rows: "mailTemplate" } },
    { key: "offsetDays", type: "number", sort: "offsetDays" },
    { key: "anchor", type: "enum", options: { enum: SCHEDULE_ANCHORS, labels: "mailSchedule.anchors" } },
    { key: "recipient", type: "enum", options: { enum: SCHEDULE_RECIPIENTS, labels: "mailSchedule.recipients" } },
    { key: "active", type: "bool" },
    ID_COLUMN,
  ],
  filters: [
    { key: "active", type: "bool" },
    { key: "templateId", type: "select", options: { rows: "mailTemplate" } },
  ],
  fields: [
    { name: "name" },
    { name: "templateId", type: "select", options: { rows: "mailTemplate" } },
    { name: "offsetDays", type: "number", hint: "mailSchedule.hints.offsetDays" },
    { name: "anchor", type: "select", options: { enum: SCHEDULE_ANCHORS, labels: "mailSchedule.anchors" } },
    {
      name: "recipient",
      type: "select",
      options: { enum: SCHEDULE_RECIPIENTS, labels: "mailSchedule.recipients" },
    },
    { name: "active", type: "checkbox" },
    {
      name: "resortIds",
      type: "multiselect",
      options: { rows: "resort" },
      hint: "mailSchedule.hints.assets",
      wide: true,
    },
    { name: "vesselIds", type: "multiselect", options: { rows: "vessel" }, wide: true },
    {
      name: "states",
      type: "multiselect",
      options: { enum: BOOKING_STATES, labels: "bookingStates" },
      hint: "mailSchedule.hints.states",
      wide: true,
    },
    { name: "openGuestForm", type: "checkbox", hint: "mailSchedule.hints.openGuestForm" },
    { name: "bookedBy", type: "select", options: { enum: BOOKED_BY, labels: "mailSchedule.bookedBy" } },
    {
      name: "channels",
      type: "multiselect",
      options: { enum: CHANNELS, labels: "pricing.channels" },
      hint: "mailSchedule.hints.channels",
      wide: true,
    },
  ],
});

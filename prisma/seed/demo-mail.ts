// The demo's mail templates: the booking confirmation and the option reminder, in German and
// English, saved through the same use case as the template editor (save-mail-template.ts), with
// the demo's text blocks as merge fields. Called once by prisma/seed/demo.ts.
import type { PrismaClient } from "../../lib/core/db";
import { saveMailTemplate } from "../../lib/domain/mail/save-mail-template";
import { mailTemplateSchema } from "../../lib/domain/mail/template-schemas";
import { adminPrincipal, onClient } from "./demo-content";

const STYLE =
  "<style>body{font-family:Arial,Helvetica,sans-serif;color:#1f2937}h1{font-size:20px;color:#0f766e}" +
  "table{border-collapse:collapse}td{padding:4px 12px 4px 0}.muted{color:#6b7280;font-size:12px}</style>";

const page = (body: string) => `${STYLE}${body}<p class="muted">{{company.name}} · {{company.email}}</p>`;

export const DEMO_MAIL_TEMPLATES = [
  {
    name: "Booking confirmation",
    category: "Text",
    state: "confirmed",
    content: {
      de: {
        subject: "Ihre Buchung {{booking.number}} ist bestätigt",
        html: page(
          "<h1>Buchungsbestätigung {{booking.number}}</h1><p>Liebe(r) {{customer.name}},</p><p>{{text.confirmation.welcome}}</p>" +
            "<table><tr><td>Anreise</td><td>{{booking.arrival}}</td></tr><tr><td>Abreise</td><td>{{booking.departure}}</td></tr>" +
            "<tr><td>Gäste</td><td>{{guests.names}}</td></tr><tr><td>Gesamt</td><td>{{amount.total}}</td></tr>" +
            "<tr><td>Anzahlung</td><td>{{amount.deposit}} bis {{due.deposit}}</td></tr></table>" +
            "<p>{{text.confirmation.payment}}</p>",
        ),
      },
      en: {
        subject: "Your booking {{booking.number}} is confirmed",
        html: page(
          "<h1>Booking confirmation {{booking.number}}</h1><p>Dear {{customer.name}},</p><p>{{text.confirmation.welcome}}</p>" +
            "<table><tr><td>Arrival</td><td>{{booking.arrival}}</td></tr><tr><td>Departure</td><td>{{booking.departure}}</td></tr>" +
            "<tr><td>Guests</td><td>{{guests.names}}</td></tr><tr><td>Total</td><td>{{amount.total}}</td></tr>" +
            "<tr><td>Deposit</td><td>{{amount.deposit}} by {{due.deposit}}</td></tr></table>" +
            "<p>{{text.confirmation.payment}}</p>",
        ),
      },
    },
  },
  {
    name: "Option reminder",
    category: "Information",
    state: "planned",
    content: {
      de: {
        subject: "Ihre Option {{booking.number}} läuft am {{booking.optionUntil}} ab",
        html: page(
          "<h1>Erinnerung an Ihre Option</h1><p>Liebe(r) {{customer.name}},</p>" +
            "<p>wir halten {{booking.asset}} vom {{booking.arrival}} bis {{booking.departure}} für Sie bis zum {{booking.optionUntil}}.</p>" +
            "<p>Möchten Sie verbindlich buchen? Antworten Sie einfach auf diese Mail.</p>",
        ),
      },
      en: {
        subject: "Your option {{booking.number}} ends on {{booking.optionUntil}}",
        html: page(
          "<h1>A reminder of your option</h1><p>Dear {{customer.name}},</p>" +
            "<p>we hold {{booking.asset}} from {{booking.arrival}} to {{booking.departure}} for you until {{booking.optionUntil}}.</p>" +
            "<p>Would you like to book? Simply reply to this mail.</p>",
        ),
      },
    },
  },
];

export async function seedDemoMail(prisma: PrismaClient): Promise<string> {
  return onClient(prisma, async () => {
    const admin = await adminPrincipal(prisma);
    for (const t of DEMO_MAIL_TEMPLATES) await saveMailTemplate(mailTemplateSchema.parse(t), admin);
    return `mail: ${DEMO_MAIL_TEMPLATES.length} templates`;
  });
}

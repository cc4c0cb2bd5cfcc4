// Mail templates rendered per language: merge values worded for the reader, escaped in HTML, CSS
// inlined, a text part derived, an unknown merge field named in a 400.
import { describe, expect, it } from "vitest";
import { AppError } from "@/lib/core/errors";
import { isMergeField, mergeFieldsIn, unknownMergeFields } from "@/lib/domain/mail/merge-fields";
import { mergeValues, type MergeData } from "@/lib/domain/mail/merge-values";
import { htmlToText, renderMail, templateIssues } from "@/lib/domain/mail/render-mail";

const data: MergeData = {
  booking: {
    number: "B-2026-0042",
    state: "confirmed",
    arrival: "2026-03-05",
    departure: "2026-03-12",
    nights: 7,
    pax: 2,
    asset: "Coral Bay",
    tour: null,
    rooms: ["101", "102"],
    optionUntil: null,
    currency: "EUR",
    total: "1234.50",
    paid: "234.50",
    open: "1000.00",
    deposit: { amount: "300.00", due: "2026-01-10" },
    rest: { amount: "700.00", due: "2026-02-05" },
    paymentDue: "2026-01-10",
  },
  guests: ["Anna <b>Berg</b>", "Tom O'Neil"],
  customer: { fullName: "Anna <b>Berg</b>", firstName: "Anna", lastName: "Berg", email: "anna@example.com" },
  agency: null,
  links: { invoice: "https://harbour.example/invoice/7?token=a&b=c" },
  company: { name: "Coral Bay Resort" },
};

const template = {
  subject: "Booking {{booking.number}} for {{ customer.name }}",
  html:
    "<style>p { color: #123456; }</style><p>Dear {{customer.name}},</p>" +
    "<p>Arrival {{booking.arrival}}, open {{amount.open}} until {{due.deposit}}.</p>" +
    '<p><a href="{{link.invoice}}">Invoice</a></p><p>{{text.closing}}</p>',
};

describe("merge fields", () => {
  it("finds each field once and tells known from unknown ones", () => {
    expect(mergeFieldsIn("{{a.b}} {{ a.b }} {{booking.number}}")).toEqual(["a.b", "booking.number"]);
    expect(isMergeField("booking.number")).toBe(true);
    expect(isMergeField("text.closing-de")).toBe(true);
    expect(isMergeField("booking.price")).toBe(false);
    expect(unknownMergeFields("{{booking.number}} {{customer.shoeSize}}")).toEqual(["customer.shoeSize"]);
  });
});

describe("renderMail", () => {
  it("words dates and money for each language", () => {
    const blocks = new Map([["closing", "Kind regards\nThe team"]]);
    const en = renderMail(template, mergeValues(data, "en"), blocks, "en");
    const de = renderMail(template, mergeValues(data, "de"), blocks, "de");
    expect(en.text).toContain("Arrival Mar 5, 2026, open €1,000.00 until Jan 10, 2026.");
    expect(de.text).toContain("Arrival 05.03.2026, open 1.000,00\u00a0€ until 10.01.2026.");
    expect(en.html).toContain("Kind regards<br>The team");
  });

  it("escapes values in the HTML but not in the subject or text, and keeps links whole", () => {
    const m = renderMail(template, mergeValues(data, "en"), new Map(), "en");
    expect(m.html).toContain("Dear Anna &lt;b&gt;Berg&lt;/b&gt;,");
    expect(m.html).not.toContain("<b>Berg</b>");
    expect(m.subject).toBe("Booking B-2026-0042 for Anna <b>Berg</b>");
    expect(m.html).toContain('href="https://harbour.example/invoice/7?token=a&amp;b=c"');
    expect(m.text).toContain("Invoice (https://harbour.example/invoice/7?token=a&b=c)");
  });

  it("inlines the CSS for mail clients and derives the text part", () => {
    const m = renderMail(template, mergeValues(data, "en"), new Map(), "en");
    expect(m.html).toMatch(/<p style="color: #123456;">Dear/);
    expect(m.html).not.toContain("<style>");
    expect(m.text.split("\n")[0]).toBe("Dear Anna <b>Berg</b>,");
  });

  it("takes the template's own text part when it has one", () => {
    const m = renderMail({ ...template, text: "Hi {{customer.firstName}}" }, mergeValues(data, "de"), new Map(), "de");
    expect(m.text).toBe("Hi Anna");
  });

  it("keeps a value from adding a header line to the subject", () => {
    const values = mergeValues(
      { ...data, customer: { ...data.customer!, fullName: "x\r\nBcc: evil@example.com" } },
      "en",
    );
    const m = renderMail(template, values, new Map(), "en");
    expect(m.subject).toBe("Booking B-2026-0042 for x Bcc: evil@example.com");
    expect(m.subject).not.toMatch(/[\r\n]/);
  });

  it("renders a known field without a value empty (a customer's booking has no agency)", () => {
    const m = renderMail({ subject: "{{agency.name}}x", html: "<p>{{agency.email}}</p>" }, mergeValues(data, "en"));
    expect(m.subject).toBe("x");
  });

  it("refuses an unknown merge field, naming it and where it is", () => {
    let error: unknown;
    try {
      renderMail({ subject: "Hi {{customer.nickname}}", html: "<p>{{booking.colour}}</p>" }, {}, new Map(), "en");
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).status).toBe(400);
    expect((error as AppError).fields).toEqual([
      expect.objectContaining({ path: "content.en.subject", message: expect.stringContaining("customer.nickname") }),
      expect.objectContaining({ path: "content.en.html", message: expect.stringContaining("booking.colour") }),
    ]);
    expect(templateIssues({ de: { subject: "{{booking.number}}", html: "" } })).toEqual([]);
  });
});

describe("htmlToText", () => {
  it("turns blocks and breaks into lines and decodes entities", () => {
    expect(htmlToText("<h1>Hi</h1><p>a&amp;b<br/>c</p><ul><li>one</li><li>two</li></ul>")).toBe(
      "Hi\na&b\nc\n- one\n- two",
    );
  });
});

// Guest forms: which fields and files are still missing (a resort stay needs the registration data,
// a dive form the diver's data and scans), the form's status, the section formats (the spec's flight
// code pattern, dates, passport expiry after issue) and the difference to the customer record.
import { describe, expect, it } from "vitest";
import { guestFormStatus, missingFields, requiredFiles } from "@/lib/domain/forms/guest-form-completeness";
import { guestFormDiff, takeFromDiff } from "@/lib/domain/forms/guest-form-diff";
import { SECTION_SCHEMAS, guestAnswersSchema, type GuestAnswers } from "@/lib/domain/forms/guest-form-sections";

const stayComplete: GuestAnswers = {
  personal: { firstName: "Erika", lastName: "Muster", birthday: "1980-02-03", nationality: "DE" },
  passport: { number: "C01X00T47", nationality: "DE", expiryDate: "2031-01-01" },
  address: { street: "Hauptstr. 1", zip: "10115", city: "Berlin", country: "DE" },
};

const medicalNo = {
  heart: false,
  lungs: false,
  epilepsy: false,
  diabetes: false,
  pregnancy: false,
  medication: false,
  surgery: false,
  ears: false,
  date: "2026-11-01",
};
const diveComplete: GuestAnswers = {
  ...stayComplete,
  emergency: { name: "Max Muster", phone: "+49 170 1234567" },
  arrival: { flightNo: "LH 123", date: "2027-01-10" },
  departure: { flightNo: "4U9525", date: "2027-01-20" },
  diving: { agency: "PADI", level: "AOWD", loggedDives: 42, lastDiveDate: "2026-06-01", nitrox: false },
  medical: medicalNo,
  insurance: { company: "DAN", policyNo: "123" },
};

describe("missingFields", () => {
  it("a resort stay needs personal data, passport and address, no diver data nor files", () => {
    expect(missingFields(stayComplete, "stay", [])).toEqual([]);
    expect(missingFields({}, "stay", [])).toEqual([
      "personal.firstName",
      "personal.lastName",
      "personal.birthday",
      "personal.nationality",
      "passport.number",
      "passport.nationality",
      "passport.expiryDate",
      "address.street",
      "address.zip",
      "address.city",
      "address.country",
    ]);
  });

  it("blank text and null count as missing; false is an answer", () => {
    const a: GuestAnswers = { ...stayComplete, personal: { ...stayComplete.personal, lastName: "  ", birthday: null } };
    expect(missingFields(a, "stay", [])).toEqual(["personal.lastName", "personal.birthday"]);
    expect(missingFields(diveComplete, "dive", ["passport", "certCard"])).toEqual([]);
  });

  it("a dive form needs flights, diver data, medical answers, insurance and the scans", () => {
    const m = missingFields(stayComplete, "dive", []);
    expect(m).toContain("arrival.flightNo");
    expect(m).toContain("diving.loggedDives");
    expect(m).toContain("medical.heart");
    expect(m).toContain("insurance.policyNo");
    expect(m.slice(-2)).toEqual(["files.passport", "files.certCard"]);
    expect(m).not.toContain("gear.wetsuit");
  });

  it("a yes in the medical questionnaire asks for the doctor's certificate", () => {
    const yes = { ...diveComplete, medical: { ...medicalNo, ears: true } };
    expect(requiredFiles(yes, "dive")).toEqual(["passport", "certCard", "medical"]);
    expect(missingFields(yes, "dive", ["passport", "certCard"])).toEqual(["files.medical"]);
    expect(requiredFiles(yes, "stay")).toEqual([]);
  });
});

describe("guestFormStatus", () => {
  it("goes missing -> started -> complete -> reviewed", () => {
    expect(guestFormStatus({ answered: false, missing: 5, submitted: false, reviewed: false })).toBe("missing");
    expect(guestFormStatus({ answered: true, missing: 5, submitted: false, reviewed: false })).toBe("started");
    expect(guestFormStatus({ answered: true, missing: 0, submitted: false, reviewed: false })).toBe("started");
    expect(guestFormStatus({ answered: true, missing: 0, submitted: true, reviewed: false })).toBe("complete");
    expect(guestFormStatus({ answered: true, missing: 0, submitted: true, reviewed: true })).toBe("reviewed");
    // a reviewed form that lacks something again (a guest removed a file) is not reviewed
    expect(guestFormStatus({ answered: true, missing: 1, submitted: true, reviewed: true })).toBe("started");
  });
});

describe("section formats", () => {
  const flight = (flightNo: string) => SECTION_SCHEMAS.arrival.safeParse({ flightNo });
  it("takes the spec's flight code pattern: 2-3 letters or digits, optional spaces, 1-5 digits", () => {
    for (const ok of ["LH 123", "LH123", "4U9525", "EZY  12345", "ab1"]) expect(flight(ok).success, ok).toBe(true);
    for (const bad of ["L 12", "LH", "LH 123456", "LHXY 12", "LH-123", "123 AB"])
      expect(flight(bad).success, bad).toBe(false);
    expect(flight("LH 12a").error?.issues[0].message).toBe("validation.flightCode");
  });

  it("refuses dates in another format, text in a count, unknown fields and an expiry before the issue", () => {
    expect(SECTION_SCHEMAS.personal.safeParse({ birthday: "03.02.1980" }).error?.issues[0].path).toEqual(["birthday"]);
    expect(SECTION_SCHEMAS.diving.safeParse({ loggedDives: "many" }).error?.issues[0].message).toBe(
      "validation.number",
    );
    expect(SECTION_SCHEMAS.diving.safeParse({ loggedDives: "-3" }).success).toBe(false);
    expect(SECTION_SCHEMAS.personal.safeParse({ shoe: 1 }).success).toBe(false);
    const p = SECTION_SCHEMAS.passport.safeParse({ issueDate: "2025-01-01", expiryDate: "2024-01-01" });
    expect(p.error?.issues[0]).toMatchObject({ path: ["expiryDate"], message: "guestForm.expiryBeforeIssue" });
    expect(guestAnswersSchema.safeParse({ other: {} }).success).toBe(false);
    expect(guestAnswersSchema.safeParse(diveComplete).success).toBe(true);
  });
});

describe("guestFormDiff", () => {
  const customer = {
    firstName: "Erika",
    lastName: "Mustermann",
    gender: "u",
    birthday: new Date("1980-02-03T00:00:00Z"),
    nationality: null,
    email: "ERIKA@example.com",
    street: "Altweg 2",
    city: "Berlin",
    country: "DE",
  };
  const answers: GuestAnswers = {
    personal: {
      firstName: "erika",
      lastName: "Muster",
      gender: "f",
      birthday: "1980-02-03",
      nationality: "DE",
      email: "erika@example.com",
      phone: "",
    },
    address: { street: "Hauptstr. 1", city: "Berlin", country: "DE", zip: "10115" },
    passport: { nationality: "AT" },
  };

  it("lists the fields where the form differs, ignoring case, blanks and equal dates", () => {
    expect(guestFormDiff(answers, customer)).toEqual([
      { field: "lastName", form: "Muster", customer: "Mustermann" },
      { field: "gender", form: "f", customer: null },
      { field: "nationality", form: "DE", customer: null },
      { field: "street", form: "Hauptstr. 1", customer: "Altweg 2" },
      { field: "zip", form: "10115", customer: null },
      { field: "passportNationality", form: "AT", customer: null },
    ]);
    expect(guestFormDiff({}, customer)).toEqual([]);
  });

  it("takes chosen fields, all, or only those the customer lacks", () => {
    const diff = guestFormDiff(answers, customer);
    expect(takeFromDiff(diff, ["lastName", "zip"])).toEqual({ lastName: "Muster", zip: "10115" });
    expect(Object.keys(takeFromDiff(diff, "all"))).toHaveLength(6);
    expect(takeFromDiff(diff, "all", true)).toEqual({
      gender: "f",
      nationality: "DE",
      zip: "10115",
      passportNationality: "AT",
    });
  });
});

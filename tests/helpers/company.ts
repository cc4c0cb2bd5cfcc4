// The operator and guest the invoice and document tests stand on, as data (no database): a German
// company (the settings group "company", or an invoice's seller) and a German guest.

/** The operator's company: name, address and VAT ID. */
export const GERMAN_COMPANY = {
  name: "Coral Bay Resort GmbH",
  street: "Strandweg 1",
  zip: "18055",
  city: "Rostock",
  country: "DE",
  vatId: "DE123456789",
};

/** The same company with its bank account. */
export const GERMAN_COMPANY_WITH_BANK = { ...GERMAN_COMPANY, iban: "DE89370400440532013000", bic: "COBADEFFXXX" };

/** A guest with a full German address and an e-mail. */
export const GERMAN_GUEST = {
  firstName: "Erika",
  lastName: "Muster",
  fullName: "Erika Muster",
  street: "Hauptstr. 5",
  zip: "10115",
  city: "Berlin",
  country: "DE",
  email: "erika@example.com",
};

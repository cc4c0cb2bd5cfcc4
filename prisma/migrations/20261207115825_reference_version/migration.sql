-- CreateTable
CREATE TABLE "ReferenceVersion" (
    "id" INTEGER NOT NULL DEFAULT 1,
    "version" TEXT NOT NULL,

    CONSTRAINT "ReferenceVersion_pkey" PRIMARY KEY ("id")
);

-- The one row, and its renewal: a statement that changes reference data gives the row a new random
-- version in the same transaction (a rolled-back change leaves the old one; no value comes twice).
INSERT INTO "ReferenceVersion" ("id", "version") VALUES (1, gen_random_uuid()::text);

CREATE FUNCTION renew_reference_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "ReferenceVersion" SET "version" = gen_random_uuid()::text WHERE "id" = 1;
  RETURN NULL;
END $$;

DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['Price', 'PricePeriod', 'PriceEntry', 'PriceEntryVariant', 'PriceVariant', 'Supplement',
    'Special', 'SpecialsGroup', 'TermsOfPayment', 'ExchangeRate', 'Currency', 'Tax', 'Setting']
  LOOP
    EXECUTE format('CREATE TRIGGER renew_reference_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I '
      'FOR EACH STATEMENT EXECUTE FUNCTION renew_reference_version()', t);
  END LOOP;
END $$;

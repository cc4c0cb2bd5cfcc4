-- AlterTable
ALTER TABLE "Invoice" ADD COLUMN     "document" JSONB NOT NULL DEFAULT '{}',
ALTER COLUMN "pdf" DROP NOT NULL,
ALTER COLUMN "pdfHash" DROP NOT NULL;

-- An issued invoice never changes and is never deleted, with one exception: sealing. Right after
-- the issue commits, its PDF (and e-invoice) is drawn from the snapshot and written once: an update
-- that only fills pdf, pdfHash and xml of an invoice without a PDF passes, nothing else does.
CREATE OR REPLACE FUNCTION invoice_issued_unchangeable() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD."pdf" IS NULL AND NEW."pdf" IS NOT NULL AND NEW."pdfHash" IS NOT NULL
     AND (to_jsonb(NEW) - 'pdf' - 'pdfHash' - 'xml') = (to_jsonb(OLD) - 'pdf' - 'pdfHash' - 'xml') THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'an issued invoice never changes (%): issue a credit note', OLD."number"
    USING ERRCODE = 'restrict_violation';
END;
$$ LANGUAGE plpgsql;

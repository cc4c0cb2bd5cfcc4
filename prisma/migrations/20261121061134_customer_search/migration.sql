-- DropIndex
DROP INDEX "Customer_email_trgm_idx";

-- DropIndex
DROP INDEX "Customer_fullName_trgm_idx";

-- AlterTable
ALTER TABLE "Customer" ADD COLUMN     "searchText" TEXT NOT NULL DEFAULT '';

-- CreateIndex
CREATE INDEX "Customer_searchText_trgm_idx" ON "Customer" USING GIN ("searchText" gin_trgm_ops);

-- The search column follows the name, e-mail and phone on every write, whoever writes
-- (the app, seeds, imports): one lower-case text with one trigram index makes
-- "contains" searches fast.
CREATE FUNCTION customer_search_text() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."searchText" := lower(concat_ws(' ', NEW."fullName", NEW."name", NEW."email", NEW."phone"));
  RETURN NEW;
END $$;

CREATE TRIGGER customer_search_text BEFORE INSERT OR UPDATE ON "Customer"
  FOR EACH ROW EXECUTE FUNCTION customer_search_text();

UPDATE "Customer" SET "searchText" = lower(concat_ws(' ', "fullName", "name", "email", "phone"));

-- AlterTable
ALTER TABLE "Country" ADD COLUMN     "searchText" TEXT NOT NULL DEFAULT '';

-- The search column follows the code, the name and every translated name on each write, whoever
-- writes (the app, seeds, imports): the German list finds "Deutschland", the English "Germany".
CREATE FUNCTION country_search_text() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."searchText" := lower(concat_ws(' ', NEW."code", NEW."name",
    (SELECT string_agg(value, ' ') FROM jsonb_each_text(CASE WHEN jsonb_typeof(NEW."translations") = 'object'
      THEN NEW."translations" ELSE '{}'::jsonb END))));
  RETURN NEW;
END $$;

CREATE TRIGGER country_search_text BEFORE INSERT OR UPDATE ON "Country"
  FOR EACH ROW EXECUTE FUNCTION country_search_text();

UPDATE "Country" SET "searchText" = '';

-- AlterTable
ALTER TABLE "AgencyCredit" ADD COLUMN     "correctsId" INTEGER,
ADD COLUMN     "createdById" INTEGER,
ADD COLUMN     "kind" TEXT NOT NULL DEFAULT 'grant';

-- AlterTable
ALTER TABLE "CustomerCredit" ADD COLUMN     "correctsId" INTEGER,
ADD COLUMN     "createdById" INTEGER,
ADD COLUMN     "kind" TEXT NOT NULL DEFAULT 'grant';

-- CreateIndex
CREATE UNIQUE INDEX "AgencyCredit_correctsId_key" ON "AgencyCredit"("correctsId");

-- CreateIndex
CREATE UNIQUE INDEX "CustomerCredit_correctsId_key" ON "CustomerCredit"("correctsId");

-- AddForeignKey
ALTER TABLE "AgencyCredit" ADD CONSTRAINT "AgencyCredit_correctsId_fkey" FOREIGN KEY ("correctsId") REFERENCES "AgencyCredit"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CustomerCredit" ADD CONSTRAINT "CustomerCredit_correctsId_fkey" FOREIGN KEY ("correctsId") REFERENCES "CustomerCredit"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- A credit is a ledger: a movement is appended, never changed or removed (a mistake is corrected
-- by a counter-movement, lib/domain/crm/credit-ledger.ts). The database refuses both.
CREATE OR REPLACE FUNCTION credit_ledger_append_only() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION 'credit movements are never changed or deleted (%): append a correction', TG_TABLE_NAME
    USING ERRCODE = 'restrict_violation';
END;
$$ LANGUAGE plpgsql;

CREATE TRIGGER "AgencyCredit_append_only" BEFORE UPDATE OR DELETE ON "AgencyCredit"
  FOR EACH ROW EXECUTE FUNCTION credit_ledger_append_only();
CREATE TRIGGER "CustomerCredit_append_only" BEFORE UPDATE OR DELETE ON "CustomerCredit"
  FOR EACH ROW EXECUTE FUNCTION credit_ledger_append_only();

-- CreateTable
CREATE TABLE "BankEntryCredit" (
    "id" SERIAL NOT NULL,
    "entryId" INTEGER NOT NULL,
    "agencyCreditId" INTEGER,
    "customerCreditId" INTEGER,
    "amount" DECIMAL(14,2) NOT NULL,
    "createdById" INTEGER,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "BankEntryCredit_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "BankEntryCredit_agencyCreditId_key" ON "BankEntryCredit"("agencyCreditId");

-- CreateIndex
CREATE UNIQUE INDEX "BankEntryCredit_customerCreditId_key" ON "BankEntryCredit"("customerCreditId");

-- CreateIndex
CREATE INDEX "BankEntryCredit_entryId_idx" ON "BankEntryCredit"("entryId");

-- AddForeignKey
ALTER TABLE "BankEntryCredit" ADD CONSTRAINT "BankEntryCredit_entryId_fkey" FOREIGN KEY ("entryId") REFERENCES "BankEntry"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BankEntryCredit" ADD CONSTRAINT "BankEntryCredit_agencyCreditId_fkey" FOREIGN KEY ("agencyCreditId") REFERENCES "AgencyCredit"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BankEntryCredit" ADD CONSTRAINT "BankEntryCredit_customerCreditId_fkey" FOREIGN KEY ("customerCreditId") REFERENCES "CustomerCredit"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- a credit of one owner, and more than nothing of the entry
ALTER TABLE "BankEntryCredit" ADD CONSTRAINT "BankEntryCredit_one_owner" CHECK (num_nonnulls("agencyCreditId", "customerCreditId") = 1);
ALTER TABLE "BankEntryCredit" ADD CONSTRAINT "BankEntryCredit_amount_positive" CHECK ("amount" > 0);

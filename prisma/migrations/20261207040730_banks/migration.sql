-- CreateTable
CREATE TABLE "Bank" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "iban" TEXT,
    "bic" TEXT,
    "currency" TEXT NOT NULL DEFAULT 'EUR',
    "openingBalance" DECIMAL(14,2) NOT NULL DEFAULT 0,
    "openingDate" DATE NOT NULL,
    "resortId" INTEGER,
    "vesselId" INTEGER,
    "isActive" BOOLEAN NOT NULL DEFAULT true,
    "csvMapping" JSONB,
    "settings" JSONB NOT NULL DEFAULT '{}',
    "secrets" JSONB NOT NULL DEFAULT '{}',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Bank_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "BankImport" (
    "id" SERIAL NOT NULL,
    "bankId" INTEGER NOT NULL,
    "format" TEXT NOT NULL,
    "fileName" TEXT,
    "rows" INTEGER NOT NULL,
    "added" INTEGER NOT NULL,
    "skipped" INTEGER NOT NULL,
    "createdById" INTEGER,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "BankImport_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "BankEntry" (
    "id" SERIAL NOT NULL,
    "bankId" INTEGER NOT NULL,
    "source" TEXT NOT NULL,
    "importId" INTEGER,
    "date" DATE NOT NULL,
    "valueDate" DATE,
    "amount" DECIMAL(14,2) NOT NULL,
    "currency" TEXT NOT NULL,
    "counterparty" TEXT,
    "counterpartyIban" TEXT,
    "reference" TEXT,
    "details" TEXT,
    "fingerprint" TEXT NOT NULL,
    "createdById" INTEGER,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "BankEntry_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "BankEntryPayment" (
    "id" SERIAL NOT NULL,
    "entryId" INTEGER NOT NULL,
    "bookingId" INTEGER NOT NULL,
    "paymentId" INTEGER NOT NULL,
    "amount" DECIMAL(14,2) NOT NULL,
    "createdById" INTEGER,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "BankEntryPayment_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "Bank_resortId_idx" ON "Bank"("resortId");

-- CreateIndex
CREATE INDEX "Bank_vesselId_idx" ON "Bank"("vesselId");

-- CreateIndex
CREATE INDEX "BankImport_bankId_idx" ON "BankImport"("bankId");

-- CreateIndex
CREATE INDEX "BankEntry_bankId_date_idx" ON "BankEntry"("bankId", "date");

-- CreateIndex
CREATE INDEX "BankEntry_date_idx" ON "BankEntry"("date");

-- CreateIndex
CREATE UNIQUE INDEX "BankEntry_bankId_fingerprint_key" ON "BankEntry"("bankId", "fingerprint");

-- CreateIndex
CREATE UNIQUE INDEX "BankEntryPayment_paymentId_key" ON "BankEntryPayment"("paymentId");

-- CreateIndex
CREATE INDEX "BankEntryPayment_entryId_idx" ON "BankEntryPayment"("entryId");

-- CreateIndex
CREATE INDEX "BankEntryPayment_bookingId_idx" ON "BankEntryPayment"("bookingId");

-- AddForeignKey
ALTER TABLE "BankImport" ADD CONSTRAINT "BankImport_bankId_fkey" FOREIGN KEY ("bankId") REFERENCES "Bank"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BankEntry" ADD CONSTRAINT "BankEntry_bankId_fkey" FOREIGN KEY ("bankId") REFERENCES "Bank"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BankEntry" ADD CONSTRAINT "BankEntry_importId_fkey" FOREIGN KEY ("importId") REFERENCES "BankImport"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BankEntryPayment" ADD CONSTRAINT "BankEntryPayment_entryId_fkey" FOREIGN KEY ("entryId") REFERENCES "BankEntry"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BankEntryPayment" ADD CONSTRAINT "BankEntryPayment_paymentId_fkey" FOREIGN KEY ("paymentId") REFERENCES "Payment"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

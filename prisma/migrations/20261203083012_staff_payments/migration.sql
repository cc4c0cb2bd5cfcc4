-- AlterTable
ALTER TABLE "Booking" DROP COLUMN "hasExceededDueDate",
ADD COLUMN     "paymentDueDate" DATE;

-- AlterTable
ALTER TABLE "Payment" ADD COLUMN     "creditAgencyId" INTEGER,
ADD COLUMN     "creditCustomerId" INTEGER,
ADD COLUMN     "date" DATE,
ADD COLUMN     "foreignAmount" DECIMAL(12,2),
ADD COLUMN     "foreignCurrency" TEXT,
ADD COLUMN     "method" TEXT NOT NULL DEFAULT 'provider',
ADD COLUMN     "note" TEXT,
ADD COLUMN     "rate" DECIMAL(18,8),
ADD COLUMN     "rateType" TEXT,
ADD COLUMN     "reason" TEXT,
ADD COLUMN     "recordedById" INTEGER,
ADD COLUMN     "reference" TEXT,
ADD COLUMN     "reversesId" INTEGER;

-- CreateIndex
CREATE INDEX "Booking_paymentDueDate_idx" ON "Booking"("paymentDueDate");

-- CreateIndex
CREATE UNIQUE INDEX "Payment_reversesId_key" ON "Payment"("reversesId");

-- CreateIndex
CREATE INDEX "Payment_date_idx" ON "Payment"("date");

-- CreateIndex
CREATE INDEX "Payment_reference_idx" ON "Payment"("reference");

-- AddForeignKey
ALTER TABLE "Payment" ADD CONSTRAINT "Payment_recordedById_fkey" FOREIGN KEY ("recordedById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Payment" ADD CONSTRAINT "Payment_reversesId_fkey" FOREIGN KEY ("reversesId") REFERENCES "Payment"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

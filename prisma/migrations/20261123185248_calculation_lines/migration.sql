-- AlterTable
ALTER TABLE "Booking" ADD COLUMN     "channel" "SalesChannel",
ADD COLUMN     "priceId" INTEGER;

-- AlterTable
ALTER TABLE "BookingGuest" ADD COLUMN     "variantId" INTEGER;

-- CreateTable
CREATE TABLE "BookingCalculationLine" (
    "id" SERIAL NOT NULL,
    "bookingId" INTEGER NOT NULL,
    "key" TEXT NOT NULL,
    "sort" INTEGER NOT NULL,
    "type" TEXT NOT NULL,
    "text" JSONB NOT NULL,
    "amount" DECIMAL(12,4) NOT NULL,
    "price" DECIMAL(12,2) NOT NULL,
    "total" DECIMAL(14,2) NOT NULL,
    "billable" BOOLEAN NOT NULL,
    "customers" INTEGER[] DEFAULT ARRAY[]::INTEGER[],
    "customerType" TEXT,
    "source" JSONB NOT NULL,
    "editable" BOOLEAN NOT NULL DEFAULT false,
    "deletable" BOOLEAN NOT NULL DEFAULT false,
    "onsite" BOOLEAN NOT NULL DEFAULT false,
    "taxable" BOOLEAN NOT NULL DEFAULT false,
    "commissionable" BOOLEAN NOT NULL DEFAULT false,
    "cancellationFee" BOOLEAN NOT NULL DEFAULT false,

    CONSTRAINT "BookingCalculationLine_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "BookingManualLine" (
    "id" SERIAL NOT NULL,
    "bookingId" INTEGER NOT NULL,
    "type" TEXT NOT NULL,
    "text" TEXT NOT NULL,
    "amount" DECIMAL(12,4) NOT NULL,
    "price" DECIMAL(12,2) NOT NULL,
    "sort" INTEGER NOT NULL DEFAULT 9999,
    "customerIds" INTEGER[] DEFAULT ARRAY[]::INTEGER[],
    "taxable" BOOLEAN,
    "commissionable" BOOLEAN NOT NULL DEFAULT false,
    "onsite" BOOLEAN NOT NULL DEFAULT false,
    "cancellationFee" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "BookingManualLine_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "BookingLineOverride" (
    "id" SERIAL NOT NULL,
    "bookingId" INTEGER NOT NULL,
    "key" TEXT NOT NULL,
    "price" DECIMAL(12,2),
    "amount" DECIMAL(12,4),
    "text" TEXT,

    CONSTRAINT "BookingLineOverride_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "BookingSpecial" (
    "id" SERIAL NOT NULL,
    "bookingId" INTEGER NOT NULL,
    "specialId" INTEGER NOT NULL,
    "ignoreRules" BOOLEAN NOT NULL DEFAULT false,
    "removed" BOOLEAN NOT NULL DEFAULT false,

    CONSTRAINT "BookingSpecial_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "BookingProduct" (
    "id" SERIAL NOT NULL,
    "bookingId" INTEGER NOT NULL,
    "productId" INTEGER NOT NULL,
    "customerIds" INTEGER[] DEFAULT ARRAY[]::INTEGER[],
    "quantity" DECIMAL(12,4),
    "optional" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "BookingProduct_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "BookingCalculationLine_bookingId_sort_idx" ON "BookingCalculationLine"("bookingId", "sort");

-- CreateIndex
CREATE UNIQUE INDEX "BookingCalculationLine_bookingId_key_key" ON "BookingCalculationLine"("bookingId", "key");

-- CreateIndex
CREATE INDEX "BookingManualLine_bookingId_idx" ON "BookingManualLine"("bookingId");

-- CreateIndex
CREATE UNIQUE INDEX "BookingLineOverride_bookingId_key_key" ON "BookingLineOverride"("bookingId", "key");

-- CreateIndex
CREATE UNIQUE INDEX "BookingSpecial_bookingId_specialId_key" ON "BookingSpecial"("bookingId", "specialId");

-- CreateIndex
CREATE INDEX "BookingProduct_bookingId_idx" ON "BookingProduct"("bookingId");

-- CreateIndex
CREATE INDEX "BookingProduct_productId_idx" ON "BookingProduct"("productId");

-- AddForeignKey
ALTER TABLE "Booking" ADD CONSTRAINT "Booking_priceId_fkey" FOREIGN KEY ("priceId") REFERENCES "Price"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BookingGuest" ADD CONSTRAINT "BookingGuest_variantId_fkey" FOREIGN KEY ("variantId") REFERENCES "PriceVariant"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BookingCalculationLine" ADD CONSTRAINT "BookingCalculationLine_bookingId_fkey" FOREIGN KEY ("bookingId") REFERENCES "Booking"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BookingManualLine" ADD CONSTRAINT "BookingManualLine_bookingId_fkey" FOREIGN KEY ("bookingId") REFERENCES "Booking"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BookingLineOverride" ADD CONSTRAINT "BookingLineOverride_bookingId_fkey" FOREIGN KEY ("bookingId") REFERENCES "Booking"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BookingSpecial" ADD CONSTRAINT "BookingSpecial_bookingId_fkey" FOREIGN KEY ("bookingId") REFERENCES "Booking"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BookingSpecial" ADD CONSTRAINT "BookingSpecial_specialId_fkey" FOREIGN KEY ("specialId") REFERENCES "Special"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BookingProduct" ADD CONSTRAINT "BookingProduct_bookingId_fkey" FOREIGN KEY ("bookingId") REFERENCES "Booking"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BookingProduct" ADD CONSTRAINT "BookingProduct_productId_fkey" FOREIGN KEY ("productId") REFERENCES "Product"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

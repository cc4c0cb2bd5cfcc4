-- CreateEnum
CREATE TYPE "PricingStatus" AS ENUM ('draft', 'active', 'aborted');

-- CreateEnum
CREATE TYPE "PriceCalculationType" AS ENUM ('complete', 'unit');

-- CreateEnum
CREATE TYPE "PriceEntryPer" AS ENUM ('room', 'person');

-- CreateEnum
CREATE TYPE "VariantAdjustType" AS ENUM ('percent', 'absolute');

-- CreateEnum
CREATE TYPE "SpecialDiscountType" AS ENUM ('PerCent', 'Absolute', 'AbsoluteNights', 'FOC', 'FOCUnit', 'Lowest', 'FixUnit', 'Fix');

-- CreateEnum
CREATE TYPE "SpecialKind" AS ENUM ('special', 'AgencyCommission');

-- CreateEnum
CREATE TYPE "SpecialTarget" AS ENUM ('ChangeFullBookingPrice', 'ChangeRoomPrice', 'ChangeRoomPriceDiscountable', 'ChangeRoomPriceBeforeCommission', 'ChangeCommissionablePrice', 'ChangeProductPrice', 'ChangeExternalPrice', 'ChangeAddonPrice', 'ChangeProductCategoryPrice');

-- CreateEnum
CREATE TYPE "SpecialScope" AS ENUM ('Booking', 'Person', 'Bed');

-- CreateEnum
CREATE TYPE "SalesChannel" AS ENUM ('Booking', 'AgentDirectBooking', 'CustomerDirectBooking', 'OTABooking');

-- CreateEnum
CREATE TYPE "AddRule" AS ENUM ('PerPerson', 'PerBooking', 'PerBookingAndCustomer', 'PerDay', 'PerDiveDay', 'PerDive', 'PerNight', 'PerWeekFloor', 'PerWeekCeil');

-- CreateEnum
CREATE TYPE "ProductKind" AS ENUM ('ConsumptionGood', 'ReusableGood');

-- CreateEnum
CREATE TYPE "ProductUnit" AS ENUM ('Piece', 'Can', 'Bottle', 'Bucket', 'KiloGram', 'Gramm', 'Unit');

-- CreateEnum
CREATE TYPE "ProductLineKind" AS ENUM ('product', 'addon', 'external');

-- CreateTable
CREATE TABLE "Price" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "internalId" TEXT,
    "type" "BookingType" NOT NULL DEFAULT 'resort',
    "status" "PricingStatus" NOT NULL DEFAULT 'draft',
    "calculationType" "PriceCalculationType" NOT NULL DEFAULT 'unit',
    "resortId" INTEGER,
    "vesselId" INTEGER,
    "validFrom" DATE,
    "validTo" DATE,
    "currency" TEXT NOT NULL,
    "currencies" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "useOnsiteCurrency" BOOLEAN NOT NULL DEFAULT false,
    "countries" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "isAvailableToOTA" BOOLEAN NOT NULL DEFAULT false,
    "termsOfPaymentId" INTEGER,
    "defaultTermsOfPaymentId" INTEGER,
    "commission" JSONB,
    "surcharge" DECIMAL(12,2) NOT NULL DEFAULT 0,
    "surchargeType" "SurchargeType" NOT NULL DEFAULT 'ByEntry',
    "discount" DECIMAL(12,2) NOT NULL DEFAULT 0,
    "discountType" "SurchargeType" NOT NULL DEFAULT 'percent',
    "includedServices" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "excludedServices" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "taxStatus" "PricingStatus" NOT NULL DEFAULT 'aborted',
    "taxValue" DECIMAL(5,2) NOT NULL DEFAULT 0,
    "taxName" TEXT NOT NULL DEFAULT '',
    "taxInclusive" BOOLEAN NOT NULL DEFAULT true,
    "basePrice" DECIMAL(12,2),
    "basePricePer" "PriceEntryPer" NOT NULL DEFAULT 'room',
    "description" JSONB NOT NULL DEFAULT '{}',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Price_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PricePeriod" (
    "id" SERIAL NOT NULL,
    "priceId" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "from" DATE NOT NULL,
    "to" DATE NOT NULL,
    "override" BOOLEAN NOT NULL DEFAULT false,
    "sort" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "PricePeriod_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PriceEntry" (
    "id" SERIAL NOT NULL,
    "priceId" INTEGER NOT NULL,
    "periodId" INTEGER NOT NULL,
    "roomTypeId" INTEGER,
    "per" "PriceEntryPer" NOT NULL DEFAULT 'room',
    "value" DECIMAL(12,2) NOT NULL,

    CONSTRAINT "PriceEntry_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PriceEntryVariant" (
    "entryId" INTEGER NOT NULL,
    "variantId" INTEGER NOT NULL,
    "value" DECIMAL(12,2) NOT NULL,

    CONSTRAINT "PriceEntryVariant_pkey" PRIMARY KEY ("entryId","variantId")
);

-- CreateTable
CREATE TABLE "PriceVariant" (
    "id" SERIAL NOT NULL,
    "key" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "maxAge" INTEGER,
    "singleUse" BOOLEAN NOT NULL DEFAULT false,
    "adjustType" "VariantAdjustType",
    "adjustValue" DECIMAL(12,2),
    "description" JSONB NOT NULL DEFAULT '{}',
    "sort" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "PriceVariant_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Supplement" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "internalId" TEXT,
    "value" DECIMAL(12,2) NOT NULL,
    "addRule" "AddRule" NOT NULL DEFAULT 'PerPerson',
    "roomTypeIds" INTEGER[] DEFAULT ARRAY[]::INTEGER[],
    "validFrom" DATE,
    "validTo" DATE,
    "description" JSONB NOT NULL DEFAULT '{}',
    "isActive" BOOLEAN NOT NULL DEFAULT true,
    "sort" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Supplement_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "SpecialsGroup" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "description" TEXT,
    "color" TEXT,
    "sort" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "SpecialsGroup_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Special" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "description" JSONB NOT NULL DEFAULT '{}',
    "status" "PricingStatus" NOT NULL DEFAULT 'draft',
    "kind" "SpecialKind" NOT NULL DEFAULT 'special',
    "dateFrom" DATE,
    "dateTo" DATE,
    "rules" JSONB NOT NULL DEFAULT '[]',
    "discount" "SpecialDiscountType" NOT NULL DEFAULT 'PerCent',
    "discountValue" DECIMAL(12,2) NOT NULL DEFAULT 0,
    "currency" TEXT,
    "target" "SpecialTarget" NOT NULL DEFAULT 'ChangeRoomPrice',
    "scope" "SpecialScope" NOT NULL DEFAULT 'Booking',
    "channels" "SalesChannel"[] DEFAULT ARRAY[]::"SalesChannel"[],
    "groupId" INTEGER,
    "productCategoryIds" INTEGER[] DEFAULT ARRAY[]::INTEGER[],
    "sort" INTEGER NOT NULL DEFAULT 0,
    "autoAdd" BOOLEAN NOT NULL DEFAULT true,
    "unique" BOOLEAN NOT NULL DEFAULT false,
    "deletable" BOOLEAN NOT NULL DEFAULT true,
    "editable" BOOLEAN NOT NULL DEFAULT false,
    "reduce" BOOLEAN NOT NULL DEFAULT true,
    "replaceMatchingRoomPrice" BOOLEAN NOT NULL DEFAULT false,
    "excludeFromTax" BOOLEAN NOT NULL DEFAULT false,
    "excludeFromCommission" BOOLEAN NOT NULL DEFAULT false,
    "includeIn" INTEGER[] DEFAULT ARRAY[]::INTEGER[],
    "includeSpecialsWithSameRule" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Special_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ProductCategory" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "description" JSONB NOT NULL DEFAULT '{}',
    "isActive" BOOLEAN NOT NULL DEFAULT true,
    "sort" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "ProductCategory_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Product" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "internalId" TEXT,
    "description" JSONB NOT NULL DEFAULT '{}',
    "categoryId" INTEGER,
    "supplierId" INTEGER,
    "kind" "ProductKind" NOT NULL DEFAULT 'ConsumptionGood',
    "unit" "ProductUnit" NOT NULL DEFAULT 'Piece',
    "lineKind" "ProductLineKind" NOT NULL DEFAULT 'product',
    "addRule" "AddRule" NOT NULL DEFAULT 'PerPerson',
    "price" DECIMAL(12,2) NOT NULL,
    "currency" TEXT NOT NULL,
    "payOnSite" BOOLEAN NOT NULL DEFAULT false,
    "commissionable" BOOLEAN NOT NULL DEFAULT false,
    "divesPerDay" INTEGER,
    "resortId" INTEGER,
    "vesselId" INTEGER,
    "isVisible" BOOLEAN NOT NULL DEFAULT true,
    "isActive" BOOLEAN NOT NULL DEFAULT true,
    "images" INTEGER[] DEFAULT ARRAY[]::INTEGER[],
    "sort" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Product_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "_PriceToPriceVariant" (
    "A" INTEGER NOT NULL,
    "B" INTEGER NOT NULL,

    CONSTRAINT "_PriceToPriceVariant_AB_pkey" PRIMARY KEY ("A","B")
);

-- CreateTable
CREATE TABLE "_PriceToSupplement" (
    "A" INTEGER NOT NULL,
    "B" INTEGER NOT NULL,

    CONSTRAINT "_PriceToSupplement_AB_pkey" PRIMARY KEY ("A","B")
);

-- CreateIndex
CREATE INDEX "Price_type_status_idx" ON "Price"("type", "status");

-- CreateIndex
CREATE INDEX "Price_resortId_idx" ON "Price"("resortId");

-- CreateIndex
CREATE INDEX "Price_vesselId_idx" ON "Price"("vesselId");

-- CreateIndex
CREATE INDEX "PricePeriod_priceId_from_idx" ON "PricePeriod"("priceId", "from");

-- CreateIndex
CREATE INDEX "PriceEntry_priceId_idx" ON "PriceEntry"("priceId");

-- CreateIndex
CREATE UNIQUE INDEX "PriceEntry_periodId_roomTypeId_key" ON "PriceEntry"("periodId", "roomTypeId");

-- CreateIndex
CREATE UNIQUE INDEX "PriceVariant_key_key" ON "PriceVariant"("key");

-- CreateIndex
CREATE UNIQUE INDEX "SpecialsGroup_name_key" ON "SpecialsGroup"("name");

-- CreateIndex
CREATE INDEX "Special_status_idx" ON "Special"("status");

-- CreateIndex
CREATE INDEX "Special_groupId_idx" ON "Special"("groupId");

-- CreateIndex
CREATE UNIQUE INDEX "ProductCategory_name_key" ON "ProductCategory"("name");

-- CreateIndex
CREATE INDEX "Product_categoryId_idx" ON "Product"("categoryId");

-- CreateIndex
CREATE INDEX "_PriceToPriceVariant_B_index" ON "_PriceToPriceVariant"("B");

-- CreateIndex
CREATE INDEX "_PriceToSupplement_B_index" ON "_PriceToSupplement"("B");

-- AddForeignKey
ALTER TABLE "Price" ADD CONSTRAINT "Price_termsOfPaymentId_fkey" FOREIGN KEY ("termsOfPaymentId") REFERENCES "TermsOfPayment"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Price" ADD CONSTRAINT "Price_defaultTermsOfPaymentId_fkey" FOREIGN KEY ("defaultTermsOfPaymentId") REFERENCES "TermsOfPayment"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PricePeriod" ADD CONSTRAINT "PricePeriod_priceId_fkey" FOREIGN KEY ("priceId") REFERENCES "Price"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PriceEntry" ADD CONSTRAINT "PriceEntry_priceId_fkey" FOREIGN KEY ("priceId") REFERENCES "Price"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PriceEntry" ADD CONSTRAINT "PriceEntry_periodId_fkey" FOREIGN KEY ("periodId") REFERENCES "PricePeriod"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PriceEntryVariant" ADD CONSTRAINT "PriceEntryVariant_entryId_fkey" FOREIGN KEY ("entryId") REFERENCES "PriceEntry"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PriceEntryVariant" ADD CONSTRAINT "PriceEntryVariant_variantId_fkey" FOREIGN KEY ("variantId") REFERENCES "PriceVariant"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Special" ADD CONSTRAINT "Special_groupId_fkey" FOREIGN KEY ("groupId") REFERENCES "SpecialsGroup"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Product" ADD CONSTRAINT "Product_categoryId_fkey" FOREIGN KEY ("categoryId") REFERENCES "ProductCategory"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Product" ADD CONSTRAINT "Product_supplierId_fkey" FOREIGN KEY ("supplierId") REFERENCES "Supplier"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "_PriceToPriceVariant" ADD CONSTRAINT "_PriceToPriceVariant_A_fkey" FOREIGN KEY ("A") REFERENCES "Price"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "_PriceToPriceVariant" ADD CONSTRAINT "_PriceToPriceVariant_B_fkey" FOREIGN KEY ("B") REFERENCES "PriceVariant"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "_PriceToSupplement" ADD CONSTRAINT "_PriceToSupplement_A_fkey" FOREIGN KEY ("A") REFERENCES "Price"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "_PriceToSupplement" ADD CONSTRAINT "_PriceToSupplement_B_fkey" FOREIGN KEY ("B") REFERENCES "Supplement"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- CreateEnum
CREATE TYPE "PrintListKind" AS ENUM ('guests', 'crew', 'cabins', 'arrivals', 'departures', 'inhouse');

-- AlterTable
ALTER TABLE "Resort" ADD COLUMN     "arrivalWeekdays" INTEGER[] DEFAULT ARRAY[]::INTEGER[],
ADD COLUMN     "departureWeekdays" INTEGER[] DEFAULT ARRAY[]::INTEGER[],
ADD COLUMN     "email" TEXT,
ADD COLUMN     "images" INTEGER[] DEFAULT ARRAY[]::INTEGER[],
ADD COLUMN     "maxNights" INTEGER,
ADD COLUMN     "minNights" INTEGER NOT NULL DEFAULT 1,
ADD COLUMN     "phone" TEXT,
ADD COLUMN     "sort" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "state" TEXT,
ADD COLUMN     "street" TEXT,
ADD COLUMN     "website" TEXT,
ADD COLUMN     "zip" TEXT;

-- AlterTable
ALTER TABLE "RoomBlocker" ADD COLUMN     "createdById" INTEGER;

-- AlterTable
ALTER TABLE "Schedule" ADD COLUMN     "disembarkationPortId" INTEGER,
ADD COLUMN     "embarkationPortId" INTEGER,
ADD COLUMN     "heldBackBedIds" INTEGER[] DEFAULT ARRAY[]::INTEGER[],
ADD COLUMN     "heldBackRoomIds" INTEGER[] DEFAULT ARRAY[]::INTEGER[];

-- AlterTable
ALTER TABLE "Tour" ADD COLUMN     "disembarkationPortId" INTEGER,
ADD COLUMN     "embarkationPortId" INTEGER,
ADD COLUMN     "images" INTEGER[] DEFAULT ARRAY[]::INTEGER[];

-- AlterTable
ALTER TABLE "Vessel" ADD COLUMN     "capacity" INTEGER,
ADD COLUMN     "images" INTEGER[] DEFAULT ARRAY[]::INTEGER[],
ADD COLUMN     "sort" INTEGER NOT NULL DEFAULT 0;

-- CreateTable
CREATE TABLE "StayRule" (
    "id" SERIAL NOT NULL,
    "resortId" INTEGER NOT NULL,
    "roomTypeId" INTEGER,
    "name" TEXT,
    "from" DATE NOT NULL,
    "to" DATE NOT NULL,
    "arrivalWeekdays" INTEGER[] DEFAULT ARRAY[]::INTEGER[],
    "departureWeekdays" INTEGER[] DEFAULT ARRAY[]::INTEGER[],
    "arrivalDates" DATE[],
    "departureDates" DATE[],
    "minNights" INTEGER,
    "maxNights" INTEGER,
    "closedToArrival" BOOLEAN NOT NULL DEFAULT false,
    "closedToDeparture" BOOLEAN NOT NULL DEFAULT false,
    "stopSell" BOOLEAN NOT NULL DEFAULT false,
    "isActive" BOOLEAN NOT NULL DEFAULT true,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "StayRule_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PrintList" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "assetType" "AssetType" NOT NULL,
    "kind" "PrintListKind" NOT NULL,
    "columns" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "isActive" BOOLEAN NOT NULL DEFAULT true,
    "sort" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "PrintList_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "StayRule_resortId_from_idx" ON "StayRule"("resortId", "from");

-- AddForeignKey
ALTER TABLE "StayRule" ADD CONSTRAINT "StayRule_resortId_fkey" FOREIGN KEY ("resortId") REFERENCES "Resort"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "StayRule" ADD CONSTRAINT "StayRule_roomTypeId_fkey" FOREIGN KEY ("roomTypeId") REFERENCES "RoomType"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Tour" ADD CONSTRAINT "Tour_embarkationPortId_fkey" FOREIGN KEY ("embarkationPortId") REFERENCES "Port"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Tour" ADD CONSTRAINT "Tour_disembarkationPortId_fkey" FOREIGN KEY ("disembarkationPortId") REFERENCES "Port"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Schedule" ADD CONSTRAINT "Schedule_embarkationPortId_fkey" FOREIGN KEY ("embarkationPortId") REFERENCES "Port"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Schedule" ADD CONSTRAINT "Schedule_disembarkationPortId_fkey" FOREIGN KEY ("disembarkationPortId") REFERENCES "Port"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- Written by hand (Prisma cannot express these).
-- Two blockers of one room never overlap: blocked nights are [from, to).
ALTER TABLE "RoomBlocker" ADD CONSTRAINT "RoomBlocker_no_overlap"
  EXCLUDE USING gist ("roomId" WITH =, daterange("from", "to", '[)') WITH &&);
-- A stay rule's period includes both days; its night bounds are sane.
ALTER TABLE "StayRule" ADD CONSTRAINT "StayRule_dates_check" CHECK ("to" >= "from");
ALTER TABLE "StayRule" ADD CONSTRAINT "StayRule_nights_check"
  CHECK (("minNights" IS NULL OR "minNights" >= 1) AND ("maxNights" IS NULL OR "maxNights" >= COALESCE("minNights", 1)));
ALTER TABLE "Resort" ADD CONSTRAINT "Resort_nights_check"
  CHECK ("minNights" >= 1 AND ("maxNights" IS NULL OR "maxNights" >= "minNights"));
-- The occupancy grid finds shared (non-exclusive) booked rooms by range, as the no-overlap
-- constraint's index does for exclusive ones.
CREATE INDEX "BookingRoom_shared_range_idx" ON "BookingRoom"
  USING gist ("roomId", daterange("dateFrom", "dateTo", '[)')) WHERE "active" AND NOT "exclusive";

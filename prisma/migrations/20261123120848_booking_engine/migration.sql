-- DropIndex
DROP INDEX "BookingGuest_bookingId_customerId_key";

-- AlterTable
ALTER TABLE "Booking" ADD COLUMN     "checkedInAt" TIMESTAMP(3),
ADD COLUMN     "checkedOutAt" TIMESTAMP(3),
ADD COLUMN     "invoiceSplit" JSONB,
ADD COLUMN     "optionUntil" TIMESTAMP(3),
ADD COLUMN     "paidAt" TIMESTAMP(3),
ADD COLUMN     "previousState" "BookingState",
ADD COLUMN     "rebookedFromId" INTEGER,
ADD COLUMN     "splitFromId" INTEGER,
ALTER COLUMN "bookingNo" DROP NOT NULL;

-- AlterTable
ALTER TABLE "BookingRoom" ADD COLUMN     "checkedInAt" TIMESTAMP(3),
ADD COLUMN     "checkedOutAt" TIMESTAMP(3);

-- CreateTable
CREATE TABLE "BookingNumberCounter" (
    "kind" TEXT NOT NULL,
    "year" INTEGER NOT NULL,
    "last" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "BookingNumberCounter_pkey" PRIMARY KEY ("kind","year")
);

-- CreateTable
CREATE TABLE "IdempotencyKey" (
    "id" SERIAL NOT NULL,
    "scope" TEXT NOT NULL,
    "key" TEXT NOT NULL,
    "requestHash" TEXT NOT NULL,
    "status" INTEGER NOT NULL,
    "response" JSONB,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "IdempotencyKey_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "BookingComment" (
    "id" SERIAL NOT NULL,
    "bookingId" INTEGER NOT NULL,
    "userId" INTEGER,
    "text" TEXT NOT NULL,
    "internal" BOOLEAN NOT NULL DEFAULT false,
    "readAt" TIMESTAMP(3),
    "readById" INTEGER,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "BookingComment_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "BookingDocument" (
    "id" SERIAL NOT NULL,
    "bookingId" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "contentType" TEXT NOT NULL,
    "size" INTEGER NOT NULL,
    "data" BYTEA NOT NULL,
    "userId" INTEGER,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "BookingDocument_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "DayGuest" (
    "id" SERIAL NOT NULL,
    "date" DATE NOT NULL,
    "resortId" INTEGER,
    "vesselId" INTEGER,
    "customerId" INTEGER,
    "name" TEXT,
    "noOfPax" INTEGER NOT NULL DEFAULT 1,
    "bookingId" INTEGER,
    "note" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "DayGuest_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "DayEvent" (
    "id" SERIAL NOT NULL,
    "date" DATE NOT NULL,
    "dateTo" DATE,
    "title" TEXT NOT NULL,
    "resortId" INTEGER,
    "vesselId" INTEGER,
    "color" TEXT,
    "note" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "DayEvent_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Referral" (
    "id" SERIAL NOT NULL,
    "customerId" INTEGER NOT NULL,
    "referredCustomerId" INTEGER,
    "bookingId" INTEGER,
    "source" TEXT,
    "note" TEXT,
    "rewarded" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Referral_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "IdempotencyKey_createdAt_idx" ON "IdempotencyKey"("createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "IdempotencyKey_scope_key_key" ON "IdempotencyKey"("scope", "key");

-- CreateIndex
CREATE INDEX "BookingComment_bookingId_idx" ON "BookingComment"("bookingId");

-- CreateIndex
CREATE INDEX "BookingDocument_bookingId_idx" ON "BookingDocument"("bookingId");

-- CreateIndex
CREATE INDEX "DayGuest_date_idx" ON "DayGuest"("date");

-- CreateIndex
CREATE INDEX "DayEvent_date_idx" ON "DayEvent"("date");

-- CreateIndex
CREATE INDEX "Referral_customerId_idx" ON "Referral"("customerId");

-- CreateIndex
CREATE INDEX "Booking_state_optionUntil_idx" ON "Booking"("state", "optionUntil");

-- CreateIndex
CREATE INDEX "BookingGuest_bookingId_idx" ON "BookingGuest"("bookingId");

-- CreateIndex
CREATE UNIQUE INDEX "BookingGuest_bookingRoomId_customerId_key" ON "BookingGuest"("bookingRoomId", "customerId");

-- AddForeignKey
ALTER TABLE "Booking" ADD CONSTRAINT "Booking_rebookedFromId_fkey" FOREIGN KEY ("rebookedFromId") REFERENCES "Booking"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Booking" ADD CONSTRAINT "Booking_splitFromId_fkey" FOREIGN KEY ("splitFromId") REFERENCES "Booking"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BookingComment" ADD CONSTRAINT "BookingComment_bookingId_fkey" FOREIGN KEY ("bookingId") REFERENCES "Booking"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BookingDocument" ADD CONSTRAINT "BookingDocument_bookingId_fkey" FOREIGN KEY ("bookingId") REFERENCES "Booking"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Written by hand (Prisma cannot express them):
-- availability asks "which rooms are held on these nights" for shared and exclusive rows alike;
-- the exclusion constraint's index covers only exclusive rows, this one covers every active row.
CREATE INDEX "BookingRoom_active_range_idx" ON "BookingRoom" USING gist ("roomId", daterange("dateFrom", "dateTo", '[)')) WHERE "active";
-- the expiry sweep reads only options that hold rooms
CREATE INDEX "Booking_option_expiry_idx" ON "Booking" ("optionUntil") WHERE "state" = 'planned' AND "optionUntil" IS NOT NULL;

-- Extensions: btree_gist for the exclusion constraints below, pg_trgm for search indexes.
CREATE EXTENSION IF NOT EXISTS btree_gist;
CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- CreateSchema
CREATE SCHEMA IF NOT EXISTS "public";

-- CreateEnum
CREATE TYPE "UserType" AS ENUM ('System', 'API', 'customer', 'agency', 'employee', 'Default', 'Inactive');

-- CreateEnum
CREATE TYPE "SessionKind" AS ENUM ('api', 'browser', 'jump');

-- CreateEnum
CREATE TYPE "UserTokenPurpose" AS ENUM ('passwordReset', 'verify', 'jump');

-- CreateEnum
CREATE TYPE "BookingState" AS ENUM ('draft', 'confirmed', 'planned', 'aborted', 'rebooked', 'resolved', 'deleted', 'freed', 'splitted', 'waiting');

-- CreateEnum
CREATE TYPE "BookingType" AS ENUM ('vessel', 'resort');

-- CreateEnum
CREATE TYPE "Gender" AS ENUM ('u', 'm', 'f');

-- CreateEnum
CREATE TYPE "CustomerType" AS ENUM ('ForFree', 'OnSite', 'Direct', 'Info', 'None');

-- CreateEnum
CREATE TYPE "AgencyType" AS ENUM ('travel', 'resell', 'employee');

-- CreateEnum
CREATE TYPE "AssetType" AS ENUM ('resort', 'vessel');

-- CreateEnum
CREATE TYPE "RoomKind" AS ENUM ('Cabin', 'Room');

-- CreateEnum
CREATE TYPE "SurchargeType" AS ENUM ('percent', 'ByEntry');

-- CreateEnum
CREATE TYPE "BlockerType" AS ENUM ('Maintanance', 'OutOfOrder', 'Event');

-- CreateEnum
CREATE TYPE "ScheduleStatus" AS ENUM ('draft', 'active', 'closed', 'cancelled');

-- CreateTable
CREATE TABLE "User" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "phone" TEXT,
    "passwordHash" TEXT,
    "userType" "UserType" NOT NULL DEFAULT 'employee',
    "scopes" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "roleId" INTEGER,
    "settings" JSONB NOT NULL DEFAULT '{"showCustomersInBookingList":true,"showInvertedCurrencyExchange":false,"defaultDashboardDays":30,"language":"de"}',
    "isCRMUser" BOOLEAN NOT NULL DEFAULT false,
    "agencyId" INTEGER,
    "customerId" INTEGER,
    "allowedResortIds" INTEGER[] DEFAULT ARRAY[]::INTEGER[],
    "allowedVesselIds" INTEGER[] DEFAULT ARRAY[]::INTEGER[],
    "activeAssetType" "AssetType",
    "activeAssetId" INTEGER,
    "verifiedAt" TIMESTAMP(3),
    "lastLoginAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "User_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "UserRole" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "group" TEXT NOT NULL DEFAULT 'default',
    "scopes" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "UserRole_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "AuthSession" (
    "id" SERIAL NOT NULL,
    "tokenHash" TEXT NOT NULL,
    "kind" "SessionKind" NOT NULL DEFAULT 'api',
    "userId" INTEGER NOT NULL,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "revokedAt" TIMESTAMP(3),
    "fingerprint" TEXT,
    "ip" TEXT,
    "userAgent" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastSeenAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "AuthSession_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "UserToken" (
    "id" SERIAL NOT NULL,
    "tokenHash" TEXT NOT NULL,
    "purpose" "UserTokenPurpose" NOT NULL,
    "userId" INTEGER NOT NULL,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "usedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "UserToken_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "LoginThrottle" (
    "key" TEXT NOT NULL,
    "failures" INTEGER NOT NULL DEFAULT 0,
    "windowStart" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "blockedUntil" TIMESTAMP(3),

    CONSTRAINT "LoginThrottle_pkey" PRIMARY KEY ("key")
);

-- CreateTable
CREATE TABLE "Notification" (
    "id" SERIAL NOT NULL,
    "userId" INTEGER,
    "category" TEXT NOT NULL DEFAULT 'Information',
    "title" TEXT NOT NULL,
    "text" TEXT NOT NULL DEFAULT '',
    "link" TEXT,
    "readAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Notification_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "UserLink" (
    "id" SERIAL NOT NULL,
    "userId" INTEGER NOT NULL,
    "system" TEXT NOT NULL,
    "externalId" TEXT NOT NULL,
    "data" JSONB,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "UserLink_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Booking" (
    "id" SERIAL NOT NULL,
    "bookingNo" TEXT NOT NULL,
    "reservationNo" TEXT,
    "offerNo" TEXT,
    "type" "BookingType" NOT NULL DEFAULT 'vessel',
    "state" "BookingState" NOT NULL DEFAULT 'draft',
    "resolved" BOOLEAN NOT NULL DEFAULT false,
    "resortId" INTEGER,
    "vesselId" INTEGER,
    "tourId" INTEGER,
    "scheduleId" INTEGER,
    "customerId" INTEGER,
    "agencyId" INTEGER,
    "userId" INTEGER,
    "sourceId" INTEGER,
    "categoryId" INTEGER,
    "termsOfPaymentId" INTEGER,
    "dateFrom" DATE NOT NULL,
    "dateTo" DATE NOT NULL,
    "noOfPax" INTEGER NOT NULL DEFAULT 2,
    "language" TEXT NOT NULL DEFAULT 'de',
    "currency" TEXT NOT NULL DEFAULT 'EUR',
    "roomPrice" DECIMAL(12,2),
    "total" DECIMAL(12,2) NOT NULL DEFAULT 0,
    "expenses" DECIMAL(12,2) NOT NULL DEFAULT 0,
    "commission" JSONB,
    "tax" JSONB,
    "systemReference" TEXT,
    "references" JSONB NOT NULL DEFAULT '[]',
    "onsite" JSONB,
    "todo" TEXT,
    "hasOpenTodos" BOOLEAN NOT NULL DEFAULT false,
    "hasExceededDueDate" BOOLEAN NOT NULL DEFAULT false,
    "bookingDate" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "reservationDate" TIMESTAMP(3),
    "cancelationDate" TIMESTAMP(3),
    "resolvedDate" TIMESTAMP(3),
    "freedDate" TIMESTAMP(3),
    "deletedDate" TIMESTAMP(3),
    "version" INTEGER NOT NULL DEFAULT 1,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Booking_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "BookingRoom" (
    "id" SERIAL NOT NULL,
    "bookingId" INTEGER NOT NULL,
    "roomId" INTEGER NOT NULL,
    "dateFrom" DATE NOT NULL,
    "dateTo" DATE NOT NULL,
    "noOfPax" INTEGER NOT NULL DEFAULT 2,
    "exclusive" BOOLEAN NOT NULL DEFAULT true,
    "active" BOOLEAN NOT NULL DEFAULT true,
    "locked" BOOLEAN NOT NULL DEFAULT false,
    "sort" INTEGER NOT NULL DEFAULT 9999,

    CONSTRAINT "BookingRoom_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "BookingBed" (
    "id" SERIAL NOT NULL,
    "bookingRoomId" INTEGER NOT NULL,
    "bedId" INTEGER NOT NULL,
    "dateFrom" DATE NOT NULL,
    "dateTo" DATE NOT NULL,
    "active" BOOLEAN NOT NULL DEFAULT true,

    CONSTRAINT "BookingBed_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "BookingGuest" (
    "id" SERIAL NOT NULL,
    "bookingId" INTEGER NOT NULL,
    "bookingRoomId" INTEGER,
    "customerId" INTEGER NOT NULL,
    "isMain" BOOLEAN NOT NULL DEFAULT false,
    "sort" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "BookingGuest_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "BookingHistory" (
    "id" SERIAL NOT NULL,
    "bookingId" INTEGER NOT NULL,
    "version" INTEGER NOT NULL,
    "userId" INTEGER,
    "action" TEXT NOT NULL,
    "changes" JSONB NOT NULL DEFAULT '{}',
    "snapshot" JSONB NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "BookingHistory_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Customer" (
    "id" SERIAL NOT NULL,
    "firstName" TEXT NOT NULL DEFAULT '',
    "middleName" TEXT,
    "lastName" TEXT NOT NULL DEFAULT '',
    "name" TEXT,
    "title" TEXT,
    "gender" "Gender" NOT NULL DEFAULT 'u',
    "birthday" DATE,
    "nationality" TEXT,
    "permanentAge" INTEGER,
    "email" TEXT,
    "phone" TEXT,
    "street" TEXT,
    "zip" TEXT,
    "city" TEXT,
    "state" TEXT,
    "country" TEXT,
    "passportNationality" TEXT,
    "customerType" "CustomerType" NOT NULL DEFAULT 'Direct',
    "fullName" TEXT NOT NULL DEFAULT '',
    "agencyId" INTEGER,
    "note" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Customer_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Agency" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "type" "AgencyType" NOT NULL DEFAULT 'travel',
    "email" TEXT,
    "phone" TEXT,
    "street" TEXT,
    "zip" TEXT,
    "city" TEXT,
    "country" TEXT,
    "currency" TEXT NOT NULL DEFAULT 'EUR',
    "commissionPercent" DECIMAL(5,2) NOT NULL DEFAULT 0,
    "isActive" BOOLEAN NOT NULL DEFAULT true,
    "note" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Agency_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Resort" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "code" TEXT NOT NULL,
    "isActive" BOOLEAN NOT NULL DEFAULT true,
    "timezone" TEXT NOT NULL DEFAULT 'Europe/Berlin',
    "currency" TEXT NOT NULL DEFAULT 'EUR',
    "countryCode" TEXT,
    "city" TEXT,
    "description" JSONB NOT NULL DEFAULT '{}',
    "checkInTime" TEXT NOT NULL DEFAULT '14:00',
    "checkOutTime" TEXT NOT NULL DEFAULT '11:00',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Resort_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Vessel" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "code" TEXT NOT NULL,
    "isActive" BOOLEAN NOT NULL DEFAULT true,
    "timezone" TEXT NOT NULL DEFAULT 'Europe/Berlin',
    "currency" TEXT NOT NULL DEFAULT 'EUR',
    "description" JSONB NOT NULL DEFAULT '{}',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Vessel_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Deck" (
    "id" SERIAL NOT NULL,
    "vesselId" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "sort" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "Deck_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "RoomType" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "key" TEXT NOT NULL,
    "resortId" INTEGER,
    "vesselId" INTEGER,
    "defaultNoOfPax" INTEGER NOT NULL DEFAULT 2,
    "minNoOfPax" INTEGER NOT NULL DEFAULT 1,
    "maxNoOfPax" INTEGER NOT NULL DEFAULT 2,
    "maxNoOfOTAPax" INTEGER NOT NULL DEFAULT 2,
    "availableToOTA" INTEGER NOT NULL DEFAULT -1,
    "roomTypeOTA" TEXT NOT NULL DEFAULT 'Double',
    "sizeInSqm" INTEGER NOT NULL DEFAULT -1,
    "surcharge" DECIMAL(12,2) NOT NULL DEFAULT 0,
    "surchargeType" "SurchargeType" NOT NULL DEFAULT 'percent',
    "hide" BOOLEAN NOT NULL DEFAULT false,
    "collapse" BOOLEAN NOT NULL DEFAULT false,
    "isVisible" BOOLEAN NOT NULL DEFAULT true,
    "description" JSONB NOT NULL DEFAULT '{}',
    "images" INTEGER[] DEFAULT ARRAY[]::INTEGER[],
    "sort" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "RoomType_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "BedType" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "key" TEXT NOT NULL,
    "sleeps" INTEGER NOT NULL DEFAULT 1,
    "isVisible" BOOLEAN NOT NULL DEFAULT true,
    "description" JSONB NOT NULL DEFAULT '{}',
    "sort" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "BedType_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Room" (
    "id" SERIAL NOT NULL,
    "kind" "RoomKind" NOT NULL,
    "name" TEXT NOT NULL,
    "internalId" TEXT,
    "resortId" INTEGER,
    "vesselId" INTEGER,
    "deckId" INTEGER,
    "roomTypeId" INTEGER NOT NULL,
    "bedTypeId" INTEGER,
    "additionalBedTypeIds" INTEGER[] DEFAULT ARRAY[]::INTEGER[],
    "isActive" BOOLEAN NOT NULL DEFAULT true,
    "isVisible" BOOLEAN NOT NULL DEFAULT true,
    "hide" BOOLEAN NOT NULL DEFAULT false,
    "availableBeds" INTEGER NOT NULL DEFAULT 2,
    "allowSharedRoom" BOOLEAN NOT NULL DEFAULT false,
    "allowMixedGender" BOOLEAN NOT NULL DEFAULT false,
    "description" JSONB NOT NULL DEFAULT '{}',
    "images" INTEGER[] DEFAULT ARRAY[]::INTEGER[],
    "maxNoOfPax" INTEGER NOT NULL DEFAULT 2,
    "minNoOfPax" INTEGER NOT NULL DEFAULT 1,
    "defaultNoOfPax" INTEGER NOT NULL DEFAULT 2,
    "single" BOOLEAN NOT NULL DEFAULT false,
    "double" BOOLEAN NOT NULL DEFAULT false,
    "fan" BOOLEAN NOT NULL DEFAULT false,
    "acc" BOOLEAN NOT NULL DEFAULT false,
    "seaview" BOOLEAN NOT NULL DEFAULT false,
    "warmwater" BOOLEAN NOT NULL DEFAULT false,
    "sort" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Room_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Bed" (
    "id" SERIAL NOT NULL,
    "roomId" INTEGER NOT NULL,
    "bedTypeId" INTEGER,
    "internalId" TEXT,
    "active" BOOLEAN NOT NULL DEFAULT true,
    "visible" BOOLEAN NOT NULL DEFAULT true,
    "maxAge" INTEGER,
    "sort" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "Bed_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "RoomBlocker" (
    "id" SERIAL NOT NULL,
    "roomId" INTEGER NOT NULL,
    "type" "BlockerType" NOT NULL DEFAULT 'Maintanance',
    "from" DATE NOT NULL,
    "to" DATE NOT NULL,
    "reason" TEXT,
    "color" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "RoomBlocker_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Setting" (
    "id" SERIAL NOT NULL,
    "group" TEXT NOT NULL,
    "key" TEXT NOT NULL,
    "value" JSONB NOT NULL,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Setting_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Currency" (
    "code" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "symbol" TEXT NOT NULL,
    "decimals" INTEGER NOT NULL DEFAULT 2,
    "isActive" BOOLEAN NOT NULL DEFAULT true,
    "sort" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "Currency_pkey" PRIMARY KEY ("code")
);

-- CreateTable
CREATE TABLE "ExchangeRate" (
    "id" SERIAL NOT NULL,
    "fromCode" TEXT NOT NULL,
    "toCode" TEXT NOT NULL,
    "rate" DECIMAL(18,8) NOT NULL,
    "validFrom" DATE NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ExchangeRate_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Country" (
    "code" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "translations" JSONB NOT NULL DEFAULT '{}',
    "callingCodes" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "states" JSONB NOT NULL DEFAULT '[]',

    CONSTRAINT "Country_pkey" PRIMARY KEY ("code")
);

-- CreateTable
CREATE TABLE "Translation" (
    "id" SERIAL NOT NULL,
    "lang" TEXT NOT NULL,
    "key" TEXT NOT NULL,
    "value" TEXT NOT NULL,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Translation_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Tour" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "code" TEXT NOT NULL,
    "vesselId" INTEGER NOT NULL,
    "nights" INTEGER NOT NULL DEFAULT 7,
    "description" JSONB NOT NULL DEFAULT '{}',
    "color" TEXT,
    "isActive" BOOLEAN NOT NULL DEFAULT true,
    "sort" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Tour_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Schedule" (
    "id" SERIAL NOT NULL,
    "tourId" INTEGER NOT NULL,
    "vesselId" INTEGER NOT NULL,
    "from" DATE NOT NULL,
    "to" DATE NOT NULL,
    "status" "ScheduleStatus" NOT NULL DEFAULT 'active',
    "note" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Schedule_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "User_email_key" ON "User"("email");

-- CreateIndex
CREATE INDEX "User_agencyId_idx" ON "User"("agencyId");

-- CreateIndex
CREATE INDEX "User_customerId_idx" ON "User"("customerId");

-- CreateIndex
CREATE UNIQUE INDEX "UserRole_name_key" ON "UserRole"("name");

-- CreateIndex
CREATE UNIQUE INDEX "AuthSession_tokenHash_key" ON "AuthSession"("tokenHash");

-- CreateIndex
CREATE INDEX "AuthSession_userId_idx" ON "AuthSession"("userId");

-- CreateIndex
CREATE UNIQUE INDEX "UserToken_tokenHash_key" ON "UserToken"("tokenHash");

-- CreateIndex
CREATE INDEX "UserToken_userId_purpose_idx" ON "UserToken"("userId", "purpose");

-- CreateIndex
CREATE INDEX "Notification_userId_readAt_idx" ON "Notification"("userId", "readAt");

-- CreateIndex
CREATE UNIQUE INDEX "UserLink_userId_system_key" ON "UserLink"("userId", "system");

-- CreateIndex
CREATE UNIQUE INDEX "Booking_bookingNo_key" ON "Booking"("bookingNo");

-- CreateIndex
CREATE UNIQUE INDEX "Booking_reservationNo_key" ON "Booking"("reservationNo");

-- CreateIndex
CREATE UNIQUE INDEX "Booking_offerNo_key" ON "Booking"("offerNo");

-- CreateIndex
CREATE INDEX "Booking_state_dateFrom_idx" ON "Booking"("state", "dateFrom");

-- CreateIndex
CREATE INDEX "Booking_dateFrom_dateTo_idx" ON "Booking"("dateFrom", "dateTo");

-- CreateIndex
CREATE INDEX "Booking_scheduleId_idx" ON "Booking"("scheduleId");

-- CreateIndex
CREATE INDEX "Booking_resortId_dateFrom_idx" ON "Booking"("resortId", "dateFrom");

-- CreateIndex
CREATE INDEX "Booking_customerId_idx" ON "Booking"("customerId");

-- CreateIndex
CREATE INDEX "Booking_agencyId_idx" ON "Booking"("agencyId");

-- CreateIndex
CREATE INDEX "BookingRoom_bookingId_idx" ON "BookingRoom"("bookingId");

-- CreateIndex
CREATE INDEX "BookingRoom_roomId_dateFrom_idx" ON "BookingRoom"("roomId", "dateFrom");

-- CreateIndex
CREATE INDEX "BookingBed_bookingRoomId_idx" ON "BookingBed"("bookingRoomId");

-- CreateIndex
CREATE INDEX "BookingBed_bedId_dateFrom_idx" ON "BookingBed"("bedId", "dateFrom");

-- CreateIndex
CREATE INDEX "BookingGuest_customerId_idx" ON "BookingGuest"("customerId");

-- CreateIndex
CREATE UNIQUE INDEX "BookingGuest_bookingId_customerId_key" ON "BookingGuest"("bookingId", "customerId");

-- CreateIndex
CREATE UNIQUE INDEX "BookingHistory_bookingId_version_key" ON "BookingHistory"("bookingId", "version");

-- CreateIndex
CREATE INDEX "Customer_agencyId_idx" ON "Customer"("agencyId");

-- CreateIndex
CREATE INDEX "Customer_lastName_firstName_idx" ON "Customer"("lastName", "firstName");

-- CreateIndex
CREATE INDEX "Customer_fullName_trgm_idx" ON "Customer" USING GIN ("fullName" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "Customer_email_trgm_idx" ON "Customer" USING GIN ("email" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "Agency_name_idx" ON "Agency"("name");

-- CreateIndex
CREATE UNIQUE INDEX "Resort_code_key" ON "Resort"("code");

-- CreateIndex
CREATE UNIQUE INDEX "Vessel_code_key" ON "Vessel"("code");

-- CreateIndex
CREATE UNIQUE INDEX "Deck_vesselId_name_key" ON "Deck"("vesselId", "name");

-- CreateIndex
CREATE INDEX "RoomType_resortId_idx" ON "RoomType"("resortId");

-- CreateIndex
CREATE INDEX "RoomType_vesselId_idx" ON "RoomType"("vesselId");

-- CreateIndex
CREATE UNIQUE INDEX "BedType_key_key" ON "BedType"("key");

-- CreateIndex
CREATE INDEX "Room_resortId_idx" ON "Room"("resortId");

-- CreateIndex
CREATE INDEX "Room_vesselId_idx" ON "Room"("vesselId");

-- CreateIndex
CREATE INDEX "Room_roomTypeId_idx" ON "Room"("roomTypeId");

-- CreateIndex
CREATE INDEX "Bed_roomId_idx" ON "Bed"("roomId");

-- CreateIndex
CREATE INDEX "RoomBlocker_roomId_from_idx" ON "RoomBlocker"("roomId", "from");

-- CreateIndex
CREATE UNIQUE INDEX "Setting_group_key_key" ON "Setting"("group", "key");

-- CreateIndex
CREATE UNIQUE INDEX "ExchangeRate_fromCode_toCode_validFrom_key" ON "ExchangeRate"("fromCode", "toCode", "validFrom");

-- CreateIndex
CREATE UNIQUE INDEX "Translation_lang_key_key" ON "Translation"("lang", "key");

-- CreateIndex
CREATE UNIQUE INDEX "Tour_code_key" ON "Tour"("code");

-- CreateIndex
CREATE INDEX "Schedule_vesselId_from_idx" ON "Schedule"("vesselId", "from");

-- CreateIndex
CREATE INDEX "Schedule_tourId_from_idx" ON "Schedule"("tourId", "from");

-- AddForeignKey
ALTER TABLE "User" ADD CONSTRAINT "User_roleId_fkey" FOREIGN KEY ("roleId") REFERENCES "UserRole"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "User" ADD CONSTRAINT "User_agencyId_fkey" FOREIGN KEY ("agencyId") REFERENCES "Agency"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "User" ADD CONSTRAINT "User_customerId_fkey" FOREIGN KEY ("customerId") REFERENCES "Customer"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AuthSession" ADD CONSTRAINT "AuthSession_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "UserToken" ADD CONSTRAINT "UserToken_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Notification" ADD CONSTRAINT "Notification_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "UserLink" ADD CONSTRAINT "UserLink_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Booking" ADD CONSTRAINT "Booking_resortId_fkey" FOREIGN KEY ("resortId") REFERENCES "Resort"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Booking" ADD CONSTRAINT "Booking_vesselId_fkey" FOREIGN KEY ("vesselId") REFERENCES "Vessel"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Booking" ADD CONSTRAINT "Booking_tourId_fkey" FOREIGN KEY ("tourId") REFERENCES "Tour"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Booking" ADD CONSTRAINT "Booking_scheduleId_fkey" FOREIGN KEY ("scheduleId") REFERENCES "Schedule"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Booking" ADD CONSTRAINT "Booking_customerId_fkey" FOREIGN KEY ("customerId") REFERENCES "Customer"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Booking" ADD CONSTRAINT "Booking_agencyId_fkey" FOREIGN KEY ("agencyId") REFERENCES "Agency"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Booking" ADD CONSTRAINT "Booking_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BookingRoom" ADD CONSTRAINT "BookingRoom_bookingId_fkey" FOREIGN KEY ("bookingId") REFERENCES "Booking"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BookingRoom" ADD CONSTRAINT "BookingRoom_roomId_fkey" FOREIGN KEY ("roomId") REFERENCES "Room"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BookingBed" ADD CONSTRAINT "BookingBed_bookingRoomId_fkey" FOREIGN KEY ("bookingRoomId") REFERENCES "BookingRoom"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BookingBed" ADD CONSTRAINT "BookingBed_bedId_fkey" FOREIGN KEY ("bedId") REFERENCES "Bed"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BookingGuest" ADD CONSTRAINT "BookingGuest_bookingId_fkey" FOREIGN KEY ("bookingId") REFERENCES "Booking"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BookingGuest" ADD CONSTRAINT "BookingGuest_bookingRoomId_fkey" FOREIGN KEY ("bookingRoomId") REFERENCES "BookingRoom"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BookingGuest" ADD CONSTRAINT "BookingGuest_customerId_fkey" FOREIGN KEY ("customerId") REFERENCES "Customer"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BookingHistory" ADD CONSTRAINT "BookingHistory_bookingId_fkey" FOREIGN KEY ("bookingId") REFERENCES "Booking"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Customer" ADD CONSTRAINT "Customer_agencyId_fkey" FOREIGN KEY ("agencyId") REFERENCES "Agency"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Deck" ADD CONSTRAINT "Deck_vesselId_fkey" FOREIGN KEY ("vesselId") REFERENCES "Vessel"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "RoomType" ADD CONSTRAINT "RoomType_resortId_fkey" FOREIGN KEY ("resortId") REFERENCES "Resort"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "RoomType" ADD CONSTRAINT "RoomType_vesselId_fkey" FOREIGN KEY ("vesselId") REFERENCES "Vessel"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Room" ADD CONSTRAINT "Room_resortId_fkey" FOREIGN KEY ("resortId") REFERENCES "Resort"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Room" ADD CONSTRAINT "Room_vesselId_fkey" FOREIGN KEY ("vesselId") REFERENCES "Vessel"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Room" ADD CONSTRAINT "Room_deckId_fkey" FOREIGN KEY ("deckId") REFERENCES "Deck"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Room" ADD CONSTRAINT "Room_roomTypeId_fkey" FOREIGN KEY ("roomTypeId") REFERENCES "RoomType"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Room" ADD CONSTRAINT "Room_bedTypeId_fkey" FOREIGN KEY ("bedTypeId") REFERENCES "BedType"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Bed" ADD CONSTRAINT "Bed_roomId_fkey" FOREIGN KEY ("roomId") REFERENCES "Room"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Bed" ADD CONSTRAINT "Bed_bedTypeId_fkey" FOREIGN KEY ("bedTypeId") REFERENCES "BedType"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "RoomBlocker" ADD CONSTRAINT "RoomBlocker_roomId_fkey" FOREIGN KEY ("roomId") REFERENCES "Room"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ExchangeRate" ADD CONSTRAINT "ExchangeRate_fromCode_fkey" FOREIGN KEY ("fromCode") REFERENCES "Currency"("code") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ExchangeRate" ADD CONSTRAINT "ExchangeRate_toCode_fkey" FOREIGN KEY ("toCode") REFERENCES "Currency"("code") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Tour" ADD CONSTRAINT "Tour_vesselId_fkey" FOREIGN KEY ("vesselId") REFERENCES "Vessel"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Schedule" ADD CONSTRAINT "Schedule_tourId_fkey" FOREIGN KEY ("tourId") REFERENCES "Tour"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Schedule" ADD CONSTRAINT "Schedule_vesselId_fkey" FOREIGN KEY ("vesselId") REFERENCES "Vessel"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- No overbooking, enforced by the database (Prisma cannot express these and leaves them alone).
-- An exclusive room (a resort room, a privately booked cabin) has one active holder per night,
-- and every bed has one active holder per night. Stays are half-open [dateFrom, dateTo).
ALTER TABLE "BookingRoom" ADD CONSTRAINT "BookingRoom_no_overlap"
  EXCLUDE USING gist ("roomId" WITH =, daterange("dateFrom", "dateTo", '[)') WITH &&) WHERE ("active" AND "exclusive");
ALTER TABLE "BookingBed" ADD CONSTRAINT "BookingBed_no_overlap"
  EXCLUDE USING gist ("bedId" WITH =, daterange("dateFrom", "dateTo", '[)') WITH &&) WHERE ("active");

ALTER TABLE "Booking" ADD CONSTRAINT "Booking_dates_check" CHECK ("dateTo" >= "dateFrom");
ALTER TABLE "BookingRoom" ADD CONSTRAINT "BookingRoom_dates_check" CHECK ("dateTo" > "dateFrom");
ALTER TABLE "BookingBed" ADD CONSTRAINT "BookingBed_dates_check" CHECK ("dateTo" > "dateFrom");
ALTER TABLE "RoomBlocker" ADD CONSTRAINT "RoomBlocker_dates_check" CHECK ("to" > "from");
ALTER TABLE "Schedule" ADD CONSTRAINT "Schedule_dates_check" CHECK ("to" > "from");

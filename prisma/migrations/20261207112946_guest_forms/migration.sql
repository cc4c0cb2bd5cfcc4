-- CreateEnum
CREATE TYPE "GuestFormStatus" AS ENUM ('missing', 'started', 'complete', 'reviewed');

-- CreateTable
CREATE TABLE "GuestForm" (
    "id" SERIAL NOT NULL,
    "bookingId" INTEGER NOT NULL,
    "customerId" INTEGER,
    "multi" BOOLEAN NOT NULL DEFAULT false,
    "token" TEXT NOT NULL,
    "status" "GuestFormStatus" NOT NULL DEFAULT 'missing',
    "answers" JSONB NOT NULL DEFAULT '{}',
    "missing" JSONB NOT NULL DEFAULT '[]',
    "language" TEXT NOT NULL DEFAULT 'de',
    "submittedAt" TIMESTAMP(3),
    "reviewedAt" TIMESTAMP(3),
    "reviewedBy" INTEGER,
    "retiredAt" TIMESTAMP(3),
    "version" INTEGER NOT NULL DEFAULT 1,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "GuestForm_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "GuestFormFile" (
    "id" SERIAL NOT NULL,
    "formId" INTEGER NOT NULL,
    "customerId" INTEGER NOT NULL,
    "kind" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "mimeType" TEXT NOT NULL,
    "size" INTEGER NOT NULL,
    "data" BYTEA NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "GuestFormFile_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "GuestForm_token_key" ON "GuestForm"("token");

-- CreateIndex
CREATE INDEX "GuestForm_bookingId_idx" ON "GuestForm"("bookingId");

-- CreateIndex
CREATE INDEX "GuestForm_customerId_idx" ON "GuestForm"("customerId");

-- CreateIndex
CREATE UNIQUE INDEX "GuestFormFile_formId_customerId_kind_key" ON "GuestFormFile"("formId", "customerId", "kind");

-- AddForeignKey
ALTER TABLE "GuestForm" ADD CONSTRAINT "GuestForm_bookingId_fkey" FOREIGN KEY ("bookingId") REFERENCES "Booking"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "GuestForm" ADD CONSTRAINT "GuestForm_customerId_fkey" FOREIGN KEY ("customerId") REFERENCES "Customer"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "GuestFormFile" ADD CONSTRAINT "GuestFormFile_formId_fkey" FOREIGN KEY ("formId") REFERENCES "GuestForm"("id") ON DELETE CASCADE ON UPDATE CASCADE;

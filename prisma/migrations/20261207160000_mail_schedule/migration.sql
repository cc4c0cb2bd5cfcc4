-- CreateTable
CREATE TABLE "MailScheduleRule" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "active" BOOLEAN NOT NULL DEFAULT true,
    "templateId" INTEGER NOT NULL,
    "anchor" TEXT NOT NULL DEFAULT 'arrival',
    "offsetDays" INTEGER NOT NULL DEFAULT 0,
    "resortIds" INTEGER[] DEFAULT ARRAY[]::INTEGER[],
    "vesselIds" INTEGER[] DEFAULT ARRAY[]::INTEGER[],
    "states" "BookingState"[] DEFAULT ARRAY[]::"BookingState"[],
    "openGuestForm" BOOLEAN NOT NULL DEFAULT false,
    "bookedBy" TEXT NOT NULL DEFAULT 'any',
    "channels" "SalesChannel"[] DEFAULT ARRAY[]::"SalesChannel"[],
    "recipient" TEXT NOT NULL DEFAULT 'customer',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "MailScheduleRule_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ScheduledMail" (
    "id" SERIAL NOT NULL,
    "ruleId" INTEGER NOT NULL,
    "bookingId" INTEGER NOT NULL,
    "dueDate" DATE NOT NULL,
    "status" TEXT NOT NULL,
    "mailIds" INTEGER[] DEFAULT ARRAY[]::INTEGER[],
    "to" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "userId" INTEGER,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ScheduledMail_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "MailScheduleRule_active_idx" ON "MailScheduleRule"("active");

-- CreateIndex
CREATE INDEX "ScheduledMail_createdAt_idx" ON "ScheduledMail"("createdAt");

-- CreateIndex
CREATE INDEX "ScheduledMail_bookingId_idx" ON "ScheduledMail"("bookingId");

-- CreateIndex
CREATE UNIQUE INDEX "ScheduledMail_ruleId_bookingId_key" ON "ScheduledMail"("ruleId", "bookingId");

-- AddForeignKey
ALTER TABLE "ScheduledMail" ADD CONSTRAINT "ScheduledMail_ruleId_fkey" FOREIGN KEY ("ruleId") REFERENCES "MailScheduleRule"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- CreateEnum
CREATE TYPE "MailStatus" AS ENUM ('queued', 'sent', 'failed');

-- CreateTable
CREATE TABLE "MailTemplate" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "category" TEXT NOT NULL DEFAULT 'Text',
    "state" "BookingState",
    "content" JSONB NOT NULL DEFAULT '{}',
    "design" JSONB NOT NULL DEFAULT '{}',
    "active" BOOLEAN NOT NULL DEFAULT true,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "MailTemplate_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "MailMessage" (
    "id" SERIAL NOT NULL,
    "outboxId" INTEGER,
    "bookingId" INTEGER,
    "customerId" INTEGER,
    "scheduleId" INTEGER,
    "templateId" INTEGER,
    "kind" TEXT NOT NULL DEFAULT 'other',
    "to" TEXT NOT NULL,
    "subject" TEXT NOT NULL,
    "attachments" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "status" "MailStatus" NOT NULL DEFAULT 'queued',
    "smtpAnswer" TEXT,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "userId" INTEGER,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "sentAt" TIMESTAMP(3),

    CONSTRAINT "MailMessage_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "MailTemplate_category_state_idx" ON "MailTemplate"("category", "state");

-- CreateIndex
CREATE UNIQUE INDEX "MailMessage_outboxId_key" ON "MailMessage"("outboxId");

-- CreateIndex
CREATE INDEX "MailMessage_bookingId_id_idx" ON "MailMessage"("bookingId", "id");

-- CreateIndex
CREATE INDEX "MailMessage_customerId_id_idx" ON "MailMessage"("customerId", "id");

-- CreateIndex
CREATE INDEX "MailMessage_status_id_idx" ON "MailMessage"("status", "id");

-- CreateIndex
CREATE INDEX "MailMessage_createdAt_idx" ON "MailMessage"("createdAt");

-- CreateIndex
CREATE INDEX "MailMessage_bookingId_templateId_idx" ON "MailMessage"("bookingId", "templateId");

-- AddForeignKey
ALTER TABLE "MailMessage" ADD CONSTRAINT "MailMessage_templateId_fkey" FOREIGN KEY ("templateId") REFERENCES "MailTemplate"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- CreateTable
CREATE TABLE "FormDefinition" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "description" TEXT NOT NULL DEFAULT '',
    "fields" JSONB NOT NULL DEFAULT '[]',
    "isActive" BOOLEAN NOT NULL DEFAULT true,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "FormDefinition_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Form" (
    "id" SERIAL NOT NULL,
    "definitionId" INTEGER NOT NULL,
    "title" TEXT NOT NULL,
    "fields" JSONB NOT NULL,
    "customerId" INTEGER,
    "bookingId" INTEGER,
    "language" TEXT NOT NULL DEFAULT 'de',
    "tokenSalt" TEXT NOT NULL,
    "answers" JSONB,
    "answeredAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Form_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "FormDefinition_name_key" ON "FormDefinition"("name");

-- CreateIndex
CREATE INDEX "Form_definitionId_answeredAt_idx" ON "Form"("definitionId", "answeredAt");

-- CreateIndex
CREATE INDEX "Form_customerId_idx" ON "Form"("customerId");

-- CreateIndex
CREATE INDEX "Form_bookingId_idx" ON "Form"("bookingId");

-- CreateIndex
CREATE INDEX "Form_answeredAt_idx" ON "Form"("answeredAt");

-- AddForeignKey
ALTER TABLE "Form" ADD CONSTRAINT "Form_definitionId_fkey" FOREIGN KEY ("definitionId") REFERENCES "FormDefinition"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Form" ADD CONSTRAINT "Form_customerId_fkey" FOREIGN KEY ("customerId") REFERENCES "Customer"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Form" ADD CONSTRAINT "Form_bookingId_fkey" FOREIGN KEY ("bookingId") REFERENCES "Booking"("id") ON DELETE SET NULL ON UPDATE CASCADE;

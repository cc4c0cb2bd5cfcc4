-- CreateTable
CREATE TABLE "RoomPrice" (
    "id" SERIAL NOT NULL,
    "roomTypeId" INTEGER NOT NULL,
    "roomId" INTEGER,
    "from" DATE NOT NULL,
    "to" DATE NOT NULL,
    "price" DECIMAL(12,2) NOT NULL,
    "currency" VARCHAR(3) NOT NULL,
    "perPerson" BOOLEAN NOT NULL DEFAULT false,
    "note" TEXT,
    "isActive" BOOLEAN NOT NULL DEFAULT true,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "RoomPrice_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "RoomPrice_roomTypeId_from_idx" ON "RoomPrice"("roomTypeId", "from");

-- AddForeignKey
ALTER TABLE "RoomPrice" ADD CONSTRAINT "RoomPrice_roomTypeId_fkey" FOREIGN KEY ("roomTypeId") REFERENCES "RoomType"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "RoomPrice" ADD CONSTRAINT "RoomPrice_roomId_fkey" FOREIGN KEY ("roomId") REFERENCES "Room"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- By hand: a period ends after it starts, and a price is never negative.
ALTER TABLE "RoomPrice" ADD CONSTRAINT "RoomPrice_period_check" CHECK ("to" > "from");
ALTER TABLE "RoomPrice" ADD CONSTRAINT "RoomPrice_price_check" CHECK ("price" >= 0);

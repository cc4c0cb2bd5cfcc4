-- Housekeeping (lib/domain/inventory/set-room-status.ts): each room's status now (clean by default: the
-- rooms in use before this know no other) and every change as a RoomStatusChange row.
-- CreateEnum
CREATE TYPE "HousekeepingStatus" AS ENUM ('dirty', 'clean', 'inspected', 'outOfService');

-- AlterTable
ALTER TABLE "Room" ADD COLUMN     "housekeepingChangedAt" TIMESTAMP(3),
ADD COLUMN     "housekeepingChangedById" INTEGER,
ADD COLUMN     "housekeepingNote" TEXT,
ADD COLUMN     "housekeepingStatus" "HousekeepingStatus" NOT NULL DEFAULT 'clean';

-- CreateTable
CREATE TABLE "RoomStatusChange" (
    "id" SERIAL NOT NULL,
    "roomId" INTEGER NOT NULL,
    "from" "HousekeepingStatus" NOT NULL,
    "to" "HousekeepingStatus" NOT NULL,
    "note" TEXT,
    "userId" INTEGER,
    "bookingId" INTEGER,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "RoomStatusChange_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "RoomStatusChange_roomId_createdAt_idx" ON "RoomStatusChange"("roomId", "createdAt");

-- AddForeignKey
ALTER TABLE "RoomStatusChange" ADD CONSTRAINT "RoomStatusChange_roomId_fkey" FOREIGN KEY ("roomId") REFERENCES "Room"("id") ON DELETE CASCADE ON UPDATE CASCADE;

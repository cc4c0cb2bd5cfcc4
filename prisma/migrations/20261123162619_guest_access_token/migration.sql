-- AlterTable
ALTER TABLE "Booking" ADD COLUMN     "guestTokenHash" TEXT;

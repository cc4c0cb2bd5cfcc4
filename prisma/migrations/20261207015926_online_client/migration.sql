-- AlterTable
ALTER TABLE "Booking" ADD COLUMN     "onlineClientAddress" TEXT,
ADD COLUMN     "onlineClientSession" TEXT;

-- CreateIndex
CREATE INDEX "Booking_onlineClientAddress_state_idx" ON "Booking"("onlineClientAddress", "state");

-- CreateIndex
CREATE INDEX "Booking_onlineClientSession_state_idx" ON "Booking"("onlineClientSession", "state");

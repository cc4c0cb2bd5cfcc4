-- CreateIndex
CREATE INDEX "Booking_createdAt_idx" ON "Booking"("createdAt");

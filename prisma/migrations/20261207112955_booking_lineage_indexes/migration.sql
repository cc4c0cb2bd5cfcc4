-- CreateIndex
CREATE INDEX "Booking_rebookedFromId_idx" ON "Booking"("rebookedFromId");

-- CreateIndex
CREATE INDEX "Booking_splitFromId_idx" ON "Booking"("splitFromId");

-- Written by hand (Prisma cannot express the renames of duplicates before the indexes).

-- A room type's key names it within its resort or vessel, as a bed type's key names it overall.
-- Duplicates written before keep the oldest type's key; the others get "-<id>" appended (within
-- the key's 20 characters), so the constraint can be made. NULLs differ in a unique index: a
-- resort's type and a vessel's never clash.
UPDATE "RoomType" t
SET "key" = left(t."key", 19 - length(t.id::text)) || '-' || t.id
WHERE EXISTS (
  SELECT 1 FROM "RoomType" o
  WHERE o.id < t.id AND o."key" = t."key" AND (o."resortId" = t."resortId" OR o."vesselId" = t."vesselId")
);
CREATE UNIQUE INDEX "RoomType_resortId_key_key" ON "RoomType"("resortId", "key");
CREATE UNIQUE INDEX "RoomType_vesselId_key_key" ON "RoomType"("vesselId", "key");

-- A bed's internal ID names it within its room (the lists print it). Duplicates written before keep
-- the oldest bed's ID; the others get "-<id>" appended (within the field's 40 characters). Checked
-- per statement, not deferred to the commit (PGlite's adapter reports a failed commit as success):
-- a save of the bed list frees the IDs that change hands first (lib/domain/inventory/room-beds.ts).
UPDATE "Bed" b
SET "internalId" = left(b."internalId", 39 - length(b.id::text)) || '-' || b.id
WHERE EXISTS (
  SELECT 1 FROM "Bed" o WHERE o.id < b.id AND o."roomId" = b."roomId" AND o."internalId" = b."internalId"
);
CREATE UNIQUE INDEX "Bed_roomId_internalId_key" ON "Bed"("roomId", "internalId");

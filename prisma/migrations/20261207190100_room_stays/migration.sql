-- CreateTable
CREATE TABLE "RoomStay" (
    "bookingRoomId" INTEGER NOT NULL,
    "bookingId" INTEGER NOT NULL,
    "roomId" INTEGER NOT NULL,
    "state" TEXT NOT NULL,
    "asset" TEXT,
    "categoryId" INTEGER,
    "sourceId" INTEGER,
    "dateFrom" DATE NOT NULL,
    "dateTo" DATE NOT NULL,
    "active" BOOLEAN NOT NULL,
    "exclusive" BOOLEAN NOT NULL,

    CONSTRAINT "RoomStay_pkey" PRIMARY KEY ("bookingRoomId")
);

-- CreateIndex
CREATE INDEX "RoomStay_dateTo_dateFrom_idx" ON "RoomStay"("dateTo", "dateFrom");

-- CreateIndex
CREATE INDEX "RoomStay_bookingId_idx" ON "RoomStay"("bookingId");

-- CreateIndex
CREATE INDEX "Booking_dateTo_idx" ON "Booking"("dateTo");

-- The summary rows of the booking rooms `ids` (BookingRoom.id) computed again from the booking
-- room and its booking: upserted, and removed for a booking room that no longer exists. The asset
-- is stats-sql.ts' BOOKING_ASSET in the same words.
CREATE FUNCTION room_stay_refresh(ids int[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  WITH up AS (
    INSERT INTO "RoomStay" AS s ("bookingRoomId", "bookingId", "roomId", state, asset, "categoryId", "sourceId",
      "dateFrom", "dateTo", active, exclusive)
    SELECT br.id, br."bookingId", br."roomId", b.state::text, CASE
        WHEN b.type = 'vessel' AND b."vesselId" IS NOT NULL THEN 'vessel:' || b."vesselId"
        WHEN b."resortId" IS NOT NULL THEN 'resort:' || b."resortId"
        WHEN b."vesselId" IS NOT NULL THEN 'vessel:' || b."vesselId" END,
      b."categoryId", b."sourceId", br."dateFrom", br."dateTo", br.active, br.exclusive
    FROM "BookingRoom" br JOIN "Booking" b ON b.id = br."bookingId"
    WHERE br.id = ANY(ids)
    ON CONFLICT ("bookingRoomId") DO UPDATE SET "bookingId" = EXCLUDED."bookingId", "roomId" = EXCLUDED."roomId",
      state = EXCLUDED.state, asset = EXCLUDED.asset, "categoryId" = EXCLUDED."categoryId",
      "sourceId" = EXCLUDED."sourceId", "dateFrom" = EXCLUDED."dateFrom", "dateTo" = EXCLUDED."dateTo",
      active = EXCLUDED.active, exclusive = EXCLUDED.exclusive
    RETURNING s."bookingRoomId")
  DELETE FROM "RoomStay" s
  WHERE s."bookingRoomId" = ANY(ids) AND NOT EXISTS (SELECT 1 FROM up WHERE up."bookingRoomId" = s."bookingRoomId");
END $$;

-- Kept by every write, whoever writes, in its transaction: a booking room added, changed or
-- removed; a booking whose state, asset, category or source change.
CREATE FUNCTION room_stay_room() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    DELETE FROM "RoomStay" WHERE "bookingRoomId" = OLD.id;
  ELSIF TG_OP = 'INSERT' OR OLD."bookingId" <> NEW."bookingId" OR OLD."roomId" <> NEW."roomId"
    OR OLD."dateFrom" <> NEW."dateFrom" OR OLD."dateTo" <> NEW."dateTo" OR OLD.active <> NEW.active
    OR OLD.exclusive <> NEW.exclusive THEN
    PERFORM room_stay_refresh(ARRAY[NEW.id]);
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER room_stay_room AFTER INSERT OR UPDATE OR DELETE ON "BookingRoom"
  FOR EACH ROW EXECUTE FUNCTION room_stay_room();

CREATE FUNCTION room_stay_booking() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.state <> NEW.state OR OLD.type <> NEW.type OR OLD."resortId" IS DISTINCT FROM NEW."resortId"
    OR OLD."vesselId" IS DISTINCT FROM NEW."vesselId" OR OLD."categoryId" IS DISTINCT FROM NEW."categoryId"
    OR OLD."sourceId" IS DISTINCT FROM NEW."sourceId" THEN
    PERFORM room_stay_refresh(ARRAY(SELECT br.id FROM "BookingRoom" br WHERE br."bookingId" = NEW.id));
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER room_stay_booking AFTER UPDATE ON "Booking"
  FOR EACH ROW EXECUTE FUNCTION room_stay_booking();

-- The booking rooms that already exist, and the statistics the planner needs (the embedded
-- database has no autovacuum).
SELECT room_stay_refresh(ARRAY(SELECT id FROM "BookingRoom"));
ANALYZE "RoomStay";

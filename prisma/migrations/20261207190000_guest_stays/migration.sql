-- CreateTable
CREATE TABLE "GuestStay" (
    "guestId" INTEGER NOT NULL,
    "bookingId" INTEGER NOT NULL,
    "customerId" INTEGER NOT NULL,
    "state" TEXT NOT NULL,
    "arrival" DATE NOT NULL,
    "asset" TEXT,
    "categoryId" INTEGER,
    "sourceId" INTEGER,
    "place" TEXT,
    "stayFrom" DATE NOT NULL,
    "stayTo" DATE NOT NULL,
    "active" BOOLEAN NOT NULL,
    "birthday" DATE,
    "country" TEXT,
    "lastName" TEXT NOT NULL,
    "firstName" TEXT NOT NULL,

    CONSTRAINT "GuestStay_pkey" PRIMARY KEY ("guestId")
);

-- CreateIndex
CREATE INDEX "GuestStay_arrival_idx" ON "GuestStay"("arrival");

-- CreateIndex
CREATE INDEX "GuestStay_stayTo_stayFrom_idx" ON "GuestStay"("stayTo", "stayFrom");

-- CreateIndex
CREATE INDEX "GuestStay_bookingId_idx" ON "GuestStay"("bookingId");

-- CreateIndex
CREATE INDEX "GuestStay_customerId_idx" ON "GuestStay"("customerId");

-- The summary rows of the guest rows `ids` (BookingGuest.id) computed again from the booking, the
-- guest's room and the customer (docs/statistics.md, "Guests"): upserted, and removed for a guest
-- row that no longer exists. The asset is stats-sql.ts' BOOKING_ASSET in the same words.
CREATE FUNCTION guest_stay_refresh(ids int[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  WITH up AS (
    INSERT INTO "GuestStay" AS s ("guestId", "bookingId", "customerId", state, arrival, asset, "categoryId",
      "sourceId", place, "stayFrom", "stayTo", active, birthday, country, "lastName", "firstName")
    SELECT g.id, g."bookingId", g."customerId", b.state::text, b."dateFrom", x.asset, b."categoryId", b."sourceId",
      COALESCE(CASE WHEN r."resortId" IS NOT NULL THEN 'resort:' || r."resortId"
        WHEN r."vesselId" IS NOT NULL THEN 'vessel:' || r."vesselId" END, x.asset),
      COALESCE(br."dateFrom", b."dateFrom"), COALESCE(br."dateTo", b."dateTo"), br.id IS NULL OR br.active,
      c.birthday, COALESCE(NULLIF(c.country, ''), NULLIF(c.nationality, '')), c."lastName", c."firstName"
    FROM "BookingGuest" g JOIN "Booking" b ON b.id = g."bookingId" JOIN "Customer" c ON c.id = g."customerId"
      LEFT JOIN "BookingRoom" br ON br.id = g."bookingRoomId" LEFT JOIN "Room" r ON r.id = br."roomId"
      CROSS JOIN LATERAL (SELECT CASE
        WHEN b.type = 'vessel' AND b."vesselId" IS NOT NULL THEN 'vessel:' || b."vesselId"
        WHEN b."resortId" IS NOT NULL THEN 'resort:' || b."resortId"
        WHEN b."vesselId" IS NOT NULL THEN 'vessel:' || b."vesselId" END AS asset) x
    WHERE g.id = ANY(ids)
    ON CONFLICT ("guestId") DO UPDATE SET "bookingId" = EXCLUDED."bookingId", "customerId" = EXCLUDED."customerId",
      state = EXCLUDED.state, arrival = EXCLUDED.arrival, asset = EXCLUDED.asset, "categoryId" = EXCLUDED."categoryId",
      "sourceId" = EXCLUDED."sourceId", place = EXCLUDED.place, "stayFrom" = EXCLUDED."stayFrom",
      "stayTo" = EXCLUDED."stayTo", active = EXCLUDED.active, birthday = EXCLUDED.birthday,
      country = EXCLUDED.country, "lastName" = EXCLUDED."lastName", "firstName" = EXCLUDED."firstName"
    RETURNING s."guestId")
  DELETE FROM "GuestStay" s
  WHERE s."guestId" = ANY(ids) AND NOT EXISTS (SELECT 1 FROM up WHERE up."guestId" = s."guestId");
END $$;

-- Kept by every write, whoever writes, in its transaction: a guest row added, moved (booking,
-- room, customer) or removed; a booking whose state, dates, asset, category or source change; a
-- booking room whose dates, room or active flag change; a room moved to another asset; a
-- customer whose name, birthday, country or nationality change.
CREATE FUNCTION guest_stay_guest() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    DELETE FROM "GuestStay" WHERE "guestId" = OLD.id;
  ELSIF TG_OP = 'INSERT' OR OLD."bookingId" <> NEW."bookingId" OR OLD."customerId" <> NEW."customerId"
    OR OLD."bookingRoomId" IS DISTINCT FROM NEW."bookingRoomId" THEN
    PERFORM guest_stay_refresh(ARRAY[NEW.id]);
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER guest_stay_guest AFTER INSERT OR UPDATE OR DELETE ON "BookingGuest"
  FOR EACH ROW EXECUTE FUNCTION guest_stay_guest();

CREATE FUNCTION guest_stay_booking() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.state <> NEW.state OR OLD."dateFrom" <> NEW."dateFrom" OR OLD."dateTo" <> NEW."dateTo"
    OR OLD.type <> NEW.type OR OLD."resortId" IS DISTINCT FROM NEW."resortId"
    OR OLD."vesselId" IS DISTINCT FROM NEW."vesselId" OR OLD."categoryId" IS DISTINCT FROM NEW."categoryId"
    OR OLD."sourceId" IS DISTINCT FROM NEW."sourceId" THEN
    PERFORM guest_stay_refresh(ARRAY(SELECT g.id FROM "BookingGuest" g WHERE g."bookingId" = NEW.id));
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER guest_stay_booking AFTER UPDATE ON "Booking"
  FOR EACH ROW EXECUTE FUNCTION guest_stay_booking();

CREATE FUNCTION guest_stay_room() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD."dateFrom" <> NEW."dateFrom" OR OLD."dateTo" <> NEW."dateTo" OR OLD."roomId" <> NEW."roomId"
    OR OLD.active <> NEW.active THEN
    PERFORM guest_stay_refresh(ARRAY(SELECT g.id FROM "BookingGuest" g WHERE g."bookingRoomId" = NEW.id));
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER guest_stay_room AFTER UPDATE ON "BookingRoom"
  FOR EACH ROW EXECUTE FUNCTION guest_stay_room();

CREATE FUNCTION guest_stay_inventory() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD."resortId" IS DISTINCT FROM NEW."resortId" OR OLD."vesselId" IS DISTINCT FROM NEW."vesselId" THEN
    PERFORM guest_stay_refresh(ARRAY(SELECT g.id FROM "BookingGuest" g JOIN "BookingRoom" br ON br.id = g."bookingRoomId"
      WHERE br."roomId" = NEW.id));
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER guest_stay_inventory AFTER UPDATE ON "Room"
  FOR EACH ROW EXECUTE FUNCTION guest_stay_inventory();

CREATE FUNCTION guest_stay_customer() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD."lastName" <> NEW."lastName" OR OLD."firstName" <> NEW."firstName"
    OR OLD.birthday IS DISTINCT FROM NEW.birthday OR OLD.country IS DISTINCT FROM NEW.country
    OR OLD.nationality IS DISTINCT FROM NEW.nationality THEN
    UPDATE "GuestStay" SET birthday = NEW.birthday, country = COALESCE(NULLIF(NEW.country, ''), NULLIF(NEW.nationality, '')),
      "lastName" = NEW."lastName", "firstName" = NEW."firstName"
    WHERE "customerId" = NEW.id;
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER guest_stay_customer AFTER UPDATE ON "Customer"
  FOR EACH ROW EXECUTE FUNCTION guest_stay_customer();

-- The guest rows that already exist.
SELECT guest_stay_refresh(ARRAY(SELECT id FROM "BookingGuest"));
-- The embedded database has no autovacuum to gather its statistics: without them the planner
-- takes the year's 30,000 guest rows for a handful and joins them row by row.
ANALYZE "GuestStay";

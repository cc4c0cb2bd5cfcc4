-- CreateTable
CREATE TABLE "GridVersion" (
    "resortId" INTEGER NOT NULL,
    "version" BIGINT NOT NULL DEFAULT 0,

    CONSTRAINT "GridVersion_pkey" PRIMARY KEY ("resortId")
);

-- The grid's ETag (lib/domain/booking/grid-tag.ts) is each resort's counter: statement triggers add
-- one to the counters of the resorts whose grid a statement changed, in its transaction (a
-- rolled-back change leaves them, a committed one is seen by the next request on every server).
-- The transition tables name the rows; a trigger with them has one event, so three per table.
CREATE FUNCTION bump_grid_versions(resort_ids int[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "GridVersion" ("resortId", "version")
  SELECT DISTINCT r, 1 FROM unnest(resort_ids) r WHERE r IS NOT NULL ORDER BY 1
  ON CONFLICT ("resortId") DO UPDATE SET "version" = "GridVersion"."version" + 1
$$;

-- rows with a "roomId" (BookingRoom, RoomBlocker): the rooms' resorts
CREATE FUNCTION grid_changed_by_room() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'DELETE' THEN
    PERFORM bump_grid_versions(ARRAY(SELECT r."resortId" FROM "Room" r WHERE r.id IN (SELECT n."roomId" FROM new_rows n)));
  END IF;
  IF TG_OP <> 'INSERT' THEN
    PERFORM bump_grid_versions(ARRAY(SELECT r."resortId" FROM "Room" r WHERE r.id IN (SELECT o."roomId" FROM old_rows o)));
  END IF;
  RETURN NULL;
END $$;

-- rows with a "resortId" (Room, RoomType, StayRule)
CREATE FUNCTION grid_changed_by_resort() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'DELETE' THEN PERFORM bump_grid_versions(ARRAY(SELECT n."resortId" FROM new_rows n)); END IF;
  IF TG_OP <> 'INSERT' THEN PERFORM bump_grid_versions(ARRAY(SELECT o."resortId" FROM old_rows o)); END IF;
  RETURN NULL;
END $$;

-- a resort itself (its time zone, weekend, stay settings, order)
CREATE FUNCTION grid_changed_resort() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'DELETE' THEN PERFORM bump_grid_versions(ARRAY(SELECT n.id FROM new_rows n)); END IF;
  IF TG_OP <> 'INSERT' THEN PERFORM bump_grid_versions(ARRAY(SELECT o.id FROM old_rows o)); END IF;
  RETURN NULL;
END $$;

-- a booking's fields the grid shows (a new booking has no rooms yet; a deleted one's rooms go with it):
-- only when one of them changed, so a price reload does not renew the grid
CREATE FUNCTION grid_changed_booking() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM bump_grid_versions(ARRAY(
    SELECT r."resortId" FROM new_rows n JOIN old_rows o ON o.id = n.id
      JOIN "BookingRoom" br ON br."bookingId" = n.id JOIN "Room" r ON r.id = br."roomId"
    WHERE (n.state, n.resolved, n."bookingNo", n."reservationNo", n."offerNo", n."customerId", n."categoryId",
           n."checkedInAt", n."checkedOutAt")
      IS DISTINCT FROM (o.state, o.resolved, o."bookingNo", o."reservationNo", o."offerNo", o."customerId",
           o."categoryId", o."checkedInAt", o."checkedOutAt")));
  RETURN NULL;
END $$;

-- a guest's name on their bookings' bars
CREATE FUNCTION grid_changed_customer() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM bump_grid_versions(ARRAY(
    SELECT r."resortId" FROM new_rows n JOIN old_rows o ON o.id = n.id
      JOIN "Booking" b ON b."customerId" = n.id
      JOIN "BookingRoom" br ON br."bookingId" = b.id JOIN "Room" r ON r.id = br."roomId"
    WHERE n."fullName" IS DISTINCT FROM o."fullName"));
  RETURN NULL;
END $$;

-- a booking category's colour: every resort (rare)
CREATE FUNCTION grid_changed_everywhere() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM bump_grid_versions(ARRAY(SELECT id FROM "Resort"));
  RETURN NULL;
END $$;

DO $$
DECLARE
  t record;
  e text;
BEGIN
  FOR t IN SELECT * FROM (VALUES ('BookingRoom', 'grid_changed_by_room'), ('RoomBlocker', 'grid_changed_by_room'),
    ('Room', 'grid_changed_by_resort'), ('RoomType', 'grid_changed_by_resort'), ('StayRule', 'grid_changed_by_resort'),
    ('Resort', 'grid_changed_resort')) AS v(tbl, fn)
  LOOP
    FOREACH e IN ARRAY ARRAY['INSERT', 'UPDATE', 'DELETE'] LOOP
      EXECUTE format('CREATE TRIGGER %I AFTER %s ON %I %s FOR EACH STATEMENT EXECUTE FUNCTION %I()',
        'grid_version_' || lower(e), e, t.tbl,
        CASE e WHEN 'INSERT' THEN 'REFERENCING NEW TABLE AS new_rows'
               WHEN 'DELETE' THEN 'REFERENCING OLD TABLE AS old_rows'
               ELSE 'REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows' END,
        t.fn);
    END LOOP;
  END LOOP;
END $$;

CREATE TRIGGER grid_version_update AFTER UPDATE ON "Booking" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION grid_changed_booking();
CREATE TRIGGER grid_version_update AFTER UPDATE ON "Customer" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION grid_changed_customer();
CREATE TRIGGER grid_version_update AFTER UPDATE OR DELETE ON "BookingCategory"
  FOR EACH STATEMENT EXECUTE FUNCTION grid_changed_everywhere();

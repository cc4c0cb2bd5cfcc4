-- The statistics' summaries (CustomerStats, GuestStay, RoomStay) kept once per statement where a
-- statement adds rows, instead of once per row: a booking of two rooms and four guests refreshed
-- its customers eight times and each guest's stay row once (about a third of a create's database
-- time; docs/decisions.md, "Summaries per statement"). The refresh functions are the same; what
-- changes is how often they run and for whom:
-- - rows added: one refresh per statement for all of them (the transition table of the statement);
-- - a booking added: only its booker, when not also its guest (its guests are added after it, by
--   the same or a later statement, and that statement refreshes them);
-- - a booking changed: its guests only when it was or became sold or its dates changed (the guest
--   figures read nothing else); its old and new booker when anything of the booker's figures changed.
-- Updates and deletes of guests and rooms keep their row triggers (moves are single rows).

DROP TRIGGER customer_stats_booking ON "Booking";
DROP TRIGGER customer_stats_guest ON "BookingGuest";
DROP TRIGGER guest_stay_guest ON "BookingGuest";
DROP TRIGGER room_stay_room ON "BookingRoom";

CREATE TRIGGER customer_stats_guest AFTER UPDATE OR DELETE ON "BookingGuest"
  FOR EACH ROW EXECUTE FUNCTION customer_stats_guest();
CREATE TRIGGER guest_stay_guest AFTER UPDATE OR DELETE ON "BookingGuest"
  FOR EACH ROW EXECUTE FUNCTION guest_stay_guest();
CREATE TRIGGER room_stay_room AFTER UPDATE OR DELETE ON "BookingRoom"
  FOR EACH ROW EXECUTE FUNCTION room_stay_room();
CREATE TRIGGER customer_stats_booking AFTER DELETE ON "Booking"
  FOR EACH ROW EXECUTE FUNCTION customer_stats_booking();

-- A booking changed: whose figures its change touches (see above).
CREATE FUNCTION customer_stats_booking_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  was_sold boolean := OLD.state::text IN ('confirmed', 'resolved');
  is_sold boolean := NEW.state::text IN ('confirmed', 'resolved');
  stays_changed boolean := was_sold <> is_sold OR OLD."dateFrom" <> NEW."dateFrom" OR OLD."dateTo" <> NEW."dateTo";
  ids int[];
BEGIN
  IF NOT (was_sold OR is_sold) THEN RETURN NULL; END IF;
  IF NOT stays_changed AND OLD.total = NEW.total AND OLD.currency = NEW.currency
    AND OLD."bookingDate" = NEW."bookingDate" AND OLD."customerId" IS NOT DISTINCT FROM NEW."customerId" THEN
    RETURN NULL;
  END IF;
  SELECT array_agg(DISTINCT x) INTO ids FROM (
    SELECT g."customerId" AS x FROM "BookingGuest" g WHERE stays_changed AND g."bookingId" = NEW.id
    UNION SELECT OLD."customerId" UNION SELECT NEW."customerId") c
  WHERE x IS NOT NULL;
  IF ids IS NOT NULL THEN PERFORM customer_stats_refresh(ids); END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER customer_stats_booking_changed AFTER UPDATE ON "Booking"
  FOR EACH ROW EXECUTE FUNCTION customer_stats_booking_changed();

-- Bookings added by a statement: their bookers who are not their guests.
CREATE FUNCTION customer_stats_bookings_added() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids int[] := ARRAY(SELECT DISTINCT a."customerId" FROM added a
    WHERE a."customerId" IS NOT NULL AND a.state::text IN ('confirmed', 'resolved')
      AND NOT EXISTS (SELECT 1 FROM "BookingGuest" g WHERE g."bookingId" = a.id AND g."customerId" = a."customerId"));
BEGIN
  IF cardinality(ids) > 0 THEN PERFORM customer_stats_refresh(ids); END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER customer_stats_bookings_added AFTER INSERT ON "Booking"
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION customer_stats_bookings_added();

-- Guest rows added by a statement: their customers (of sold bookings) and their stay rows.
CREATE FUNCTION stats_guests_added() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  customers int[] := ARRAY(SELECT DISTINCT a."customerId" FROM added a JOIN "Booking" b ON b.id = a."bookingId"
    WHERE b.state::text IN ('confirmed', 'resolved'));
BEGIN
  IF cardinality(customers) > 0 THEN PERFORM customer_stats_refresh(customers); END IF;
  PERFORM guest_stay_refresh(ARRAY(SELECT id FROM added));
  RETURN NULL;
END $$;

CREATE TRIGGER stats_guests_added AFTER INSERT ON "BookingGuest"
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION stats_guests_added();

-- Booking rooms added by a statement: their stay rows.
CREATE FUNCTION room_stays_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM room_stay_refresh(ARRAY(SELECT id FROM added));
  RETURN NULL;
END $$;

CREATE TRIGGER room_stays_added AFTER INSERT ON "BookingRoom"
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION room_stays_added();

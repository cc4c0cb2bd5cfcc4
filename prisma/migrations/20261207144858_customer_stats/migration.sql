-- CreateTable
CREATE TABLE "CustomerStats" (
    "customerId" INTEGER NOT NULL,
    "bookings" INTEGER NOT NULL DEFAULT 0,
    "nights" INTEGER NOT NULL DEFAULT 0,
    "firstStay" DATE,
    "lastStay" DATE,
    "repeater" BOOLEAN NOT NULL DEFAULT false,
    "booked" INTEGER NOT NULL DEFAULT 0,
    "revenue" DECIMAL(14,2) NOT NULL DEFAULT 0,
    "currency" TEXT NOT NULL,
    "unconverted" INTEGER NOT NULL DEFAULT 0,
    "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "CustomerStats_pkey" PRIMARY KEY ("customerId")
);

-- CreateIndex
CREATE INDEX "CustomerStats_firstStay_idx" ON "CustomerStats"("firstStay");

-- CreateIndex
CREATE INDEX "CustomerStats_revenue_idx" ON "CustomerStats"("revenue");

-- AddForeignKey
ALTER TABLE "CustomerStats" ADD CONSTRAINT "CustomerStats_customerId_fkey" FOREIGN KEY ("customerId") REFERENCES "Customer"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- A booking's total in `target` (the operator's default currency): as it is when the booking is
-- in it, else at the stored rate of the booking date (the latest rate valid on that day, either
-- direction); null without one. The same rule as totalIn (lib/domain/stats/stats-sql.ts).
CREATE FUNCTION stats_total_in(total numeric, currency text, booked timestamp, target text)
RETURNS numeric LANGUAGE sql STABLE AS $$
  SELECT CASE WHEN currency = target THEN total
    ELSE round(total * (SELECT CASE WHEN r."fromCode" = currency THEN r.rate ELSE 1 / r.rate END
      FROM "ExchangeRate" r
      WHERE r.rate > 0 AND r."validFrom" <= booked::date
        AND ((r."fromCode" = currency AND r."toCode" = target) OR (r."fromCode" = target AND r."toCode" = currency))
      ORDER BY r."validFrom" DESC LIMIT 1), 2) END
$$;

-- The operator's default currency (settings.general.defaultCurrency; EUR where none is set).
CREATE FUNCTION stats_default_currency() RETURNS text LANGUAGE sql STABLE AS $$
  SELECT COALESCE((SELECT s.value #>> '{}' FROM "Setting" s
    WHERE s."group" = 'general' AND s.key = 'defaultCurrency' AND s.value #>> '{}' ~ '^[A-Z]{3}$'), 'EUR')
$$;

-- The summary rows of the customers `ids` computed again from their bookings (docs/statistics.md,
-- "Customers"): upserted (concurrent bookings of one customer never collide on the key), and
-- removed for a customer left without a sold booking. Answers the number of rows written.
CREATE FUNCTION customer_stats_refresh(ids int[]) RETURNS int LANGUAGE plpgsql AS $$
DECLARE
  cur text := stats_default_currency();
  n int;
BEGIN
  WITH t AS (SELECT c.id FROM "Customer" c WHERE c.id = ANY(ids)),
  stays AS (
    SELECT DISTINCT g."customerId" AS id, b.id AS booking, b."dateFrom", b."dateTo"
    FROM t JOIN "BookingGuest" g ON g."customerId" = t.id JOIN "Booking" b ON b.id = g."bookingId"
    WHERE b.state::text IN ('confirmed', 'resolved')),
  guest AS (
    SELECT id, count(*)::int AS bookings, sum("dateTo" - "dateFrom")::int AS nights,
      min("dateFrom") AS first_stay, max("dateFrom") AS last_stay
    FROM stays GROUP BY id),
  booked AS (
    SELECT b."customerId" AS id, count(*)::int AS booked,
      COALESCE(sum(stats_total_in(b.total, b.currency, b."bookingDate", cur)), 0) AS revenue,
      count(*) FILTER (WHERE stats_total_in(b.total, b.currency, b."bookingDate", cur) IS NULL)::int AS unconverted
    FROM t JOIN "Booking" b ON b."customerId" = t.id
    WHERE b.state::text IN ('confirmed', 'resolved')
    GROUP BY 1),
  up AS (
    INSERT INTO "CustomerStats" AS s ("customerId", bookings, nights, "firstStay", "lastStay", repeater,
      booked, revenue, currency, unconverted, "updatedAt")
    SELECT t.id, COALESCE(g.bookings, 0), COALESCE(g.nights, 0), g.first_stay, g.last_stay,
      COALESCE(g.bookings, 0) >= 2, COALESCE(k.booked, 0), COALESCE(k.revenue, 0), cur,
      COALESCE(k.unconverted, 0), now()
    FROM t LEFT JOIN guest g ON g.id = t.id LEFT JOIN booked k ON k.id = t.id
    WHERE g.id IS NOT NULL OR k.id IS NOT NULL
    ON CONFLICT ("customerId") DO UPDATE SET bookings = EXCLUDED.bookings, nights = EXCLUDED.nights,
      "firstStay" = EXCLUDED."firstStay", "lastStay" = EXCLUDED."lastStay", repeater = EXCLUDED.repeater,
      booked = EXCLUDED.booked, revenue = EXCLUDED.revenue, currency = EXCLUDED.currency,
      unconverted = EXCLUDED.unconverted, "updatedAt" = EXCLUDED."updatedAt"
    RETURNING s."customerId")
  DELETE FROM "CustomerStats" s
  WHERE s."customerId" = ANY(ids) AND NOT EXISTS (SELECT 1 FROM up WHERE up."customerId" = s."customerId");
  SELECT count(*)::int INTO n FROM "CustomerStats" WHERE "customerId" = ANY(ids);
  RETURN n;
END $$;

-- Kept current by every booking write, whoever writes (the booking use cases, seeds, imports), in
-- its transaction: a booking that is or was sold changes its guests' and its booker's rows when its
-- state, dates, total, currency, booking date or booker change; a guest row added to or taken
-- from a sold booking changes that guest's row.
CREATE FUNCTION customer_stats_booking() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  was_sold boolean := TG_OP <> 'INSERT' AND OLD.state::text IN ('confirmed', 'resolved');
  is_sold boolean := TG_OP <> 'DELETE' AND NEW.state::text IN ('confirmed', 'resolved');
  ids int[];
BEGIN
  IF NOT (was_sold OR is_sold) THEN RETURN NULL; END IF;
  IF TG_OP = 'UPDATE' AND was_sold = is_sold
    AND OLD."dateFrom" = NEW."dateFrom" AND OLD."dateTo" = NEW."dateTo" AND OLD.total = NEW.total
    AND OLD.currency = NEW.currency AND OLD."bookingDate" = NEW."bookingDate"
    AND OLD."customerId" IS NOT DISTINCT FROM NEW."customerId" THEN
    RETURN NULL;
  END IF;
  SELECT array_agg(DISTINCT x) INTO ids FROM (
    SELECT g."customerId" AS x FROM "BookingGuest" g
      WHERE g."bookingId" = CASE WHEN TG_OP = 'DELETE' THEN OLD.id ELSE NEW.id END
    UNION SELECT CASE WHEN TG_OP = 'INSERT' THEN NULL ELSE OLD."customerId" END
    UNION SELECT CASE WHEN TG_OP = 'DELETE' THEN NULL ELSE NEW."customerId" END) c
  WHERE x IS NOT NULL;
  IF ids IS NOT NULL THEN PERFORM customer_stats_refresh(ids); END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER customer_stats_booking AFTER INSERT OR UPDATE OR DELETE ON "Booking"
  FOR EACH ROW EXECUTE FUNCTION customer_stats_booking();

CREATE FUNCTION customer_stats_guest() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids int[];
BEGIN
  IF TG_OP = 'UPDATE' AND OLD."customerId" = NEW."customerId" AND OLD."bookingId" = NEW."bookingId" THEN
    RETURN NULL;
  END IF;
  SELECT array_agg(DISTINCT g.id) INTO ids FROM (
    SELECT OLD."customerId" AS id, OLD."bookingId" AS booking WHERE TG_OP <> 'INSERT'
    UNION ALL SELECT NEW."customerId", NEW."bookingId" WHERE TG_OP <> 'DELETE') g
    LEFT JOIN "Booking" b ON b.id = g.booking
  -- a booking deleted with its guests (the cascade runs before the booking's own trigger)
  WHERE b.id IS NULL OR b.state::text IN ('confirmed', 'resolved');
  IF ids IS NOT NULL THEN PERFORM customer_stats_refresh(ids); END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER customer_stats_guest AFTER INSERT OR UPDATE OR DELETE ON "BookingGuest"
  FOR EACH ROW EXECUTE FUNCTION customer_stats_guest();

-- The customers who already have bookings.
SELECT customer_stats_refresh(ARRAY(SELECT DISTINCT "customerId" FROM "BookingGuest"
  UNION SELECT "customerId" FROM "Booking" WHERE "customerId" IS NOT NULL));

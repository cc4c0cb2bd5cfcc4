-- Written by hand (Prisma cannot express these).

-- Long stays (issue 43, item 5). A stay overlapping the nights [from, to) was found from a btree
-- range on ("roomId", "dateFrom") starting at from minus the longest active stay anywhere: one
-- stay of a year widened every overlap search of every room to a year of history (availability's
-- SQL three times slower, the grid 1.6x). Now two bands: a stay of at most 14 nights (nearly all)
-- starts in [from - 14, to), a range of the same btree; a longer one is found in a small partial
-- index of long stays by ("roomId", "dateTo") (it ends after from: only current and future long
-- stays, so it does not grow with history). PostgreSQL combines both in one BitmapOr; EXPLAIN on
-- the large data set: 2.3 ms against 107 ms for the InitPlan form, the same rows
-- (docs/decisions.md). lib/domain/booking/stay-overlap.ts writes the same condition (SHORT_STAY).
CREATE INDEX "BookingRoom_long_stays_idx" ON "BookingRoom" ("roomId", "dateTo")
  WHERE "active" AND ("dateTo" - "dateFrom") > 14;

-- the longest active stay is no longer asked for
DROP INDEX "BookingRoom_active_nights_idx";

-- held_rooms (20261127030000_hot_read_functions) with the two bands; unchanged otherwise
CREATE OR REPLACE FUNCTION held_rooms(p_room_ids int[], p_from date, p_to date, p_exclude int[]) RETURNS text
LANGUAGE plpgsql STABLE AS $$
DECLARE
  excluded int[] := CASE WHEN cardinality(p_exclude) > 0 THEN p_exclude END;
BEGIN
  RETURN (
    SELECT COALESCE(json_agg(x), '[]')::text FROM (
      SELECT br."roomId", br.exclusive,
        CASE WHEN br.exclusive THEN '{}' ELSE COALESCE((SELECT array_agg(bb."bedId") FROM "BookingBed" bb
          WHERE bb."bookingRoomId" = br.id AND bb.active), '{}') END AS "bedIds",
        (SELECT array_agg(c.gender) FROM "BookingGuest" bg JOIN "Customer" c ON c.id = bg."customerId"
          WHERE bg."bookingRoomId" = br.id AND NOT br.exclusive) AS genders,
        NULL::text AS "blockType", NULL::date AS "blockFrom", NULL::date AS "blockTo"
      FROM "BookingRoom" br JOIN "Booking" b ON b.id = br."bookingId"
      WHERE br."roomId" = ANY(p_room_ids) AND br.active AND br."dateFrom" < p_to AND br."dateTo" > p_from
        AND (br."dateFrom" >= p_from - 14 OR br."dateTo" - br."dateFrom" > 14)
        AND NOT (b.state = 'planned' AND b."optionUntil" IS NOT NULL AND b."optionUntil" < now())
        AND excluded IS NULL
      UNION ALL
      SELECT br."roomId", br.exclusive,
        CASE WHEN br.exclusive THEN '{}' ELSE COALESCE((SELECT array_agg(bb."bedId") FROM "BookingBed" bb
          WHERE bb."bookingRoomId" = br.id AND bb.active), '{}') END,
        (SELECT array_agg(c.gender) FROM "BookingGuest" bg JOIN "Customer" c ON c.id = bg."customerId"
          WHERE bg."bookingRoomId" = br.id AND NOT br.exclusive),
        NULL, NULL, NULL
      FROM "BookingRoom" br JOIN "Booking" b ON b.id = br."bookingId"
      WHERE excluded IS NOT NULL
        AND br."roomId" = ANY(p_room_ids) AND br.active AND br."dateFrom" < p_to AND br."dateTo" > p_from
        AND (br."dateFrom" >= p_from - 14 OR br."dateTo" - br."dateFrom" > 14)
        AND NOT (b.state = 'planned' AND b."optionUntil" IS NOT NULL AND b."optionUntil" < now())
        AND NOT (br."bookingId" = ANY(excluded))
      UNION ALL
      SELECT x."roomId", true, '{}', NULL, x.type::text, x."from", x."to" FROM "RoomBlocker" x
      WHERE x."roomId" = ANY(p_room_ids) AND x."from" < p_to AND x."to" > p_from
    ) x);
END
$$;

-- occupancy_grid_rows (20261127100000_grid_stay_rules) with the two bands; unchanged otherwise
CREATE OR REPLACE FUNCTION occupancy_grid_rows(resort_ids int[], room_type_id int, d_from date, d_to date)
RETURNS TABLE (rooms text, booked text, blockers text, resorts text, known int, zone text, stays text)
LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN QUERY
  WITH grid_rooms AS (
    SELECT r.id, r.name, r."resortId", r."roomTypeId", r."availableBeds", r."allowSharedRoom",
           rt.name AS "roomType", s.sort AS s_sort, s.id AS s_id, rt.sort AS rt_sort, r.sort AS r_sort
    FROM "Room" r
    JOIN "RoomType" rt ON rt.id = r."roomTypeId"
    JOIN "Resort" s ON s.id = r."resortId"
    WHERE r."isActive"
      AND (resort_ids IS NULL OR r."resortId" = ANY(resort_ids))
      AND (room_type_id IS NULL OR r."roomTypeId" = room_type_id)
  )
  SELECT
    (SELECT COALESCE(json_agg(json_build_array(g.id, g.name, g."resortId", g."roomTypeId", g."availableBeds",
                                               g."allowSharedRoom", g."roomType")
                              ORDER BY g.s_sort, g.s_id, g.rt_sort, g.r_sort, g.id), '[]')
     FROM grid_rooms g)::text,
    (SELECT COALESCE(json_agg(json_build_array(
              br.id, br."roomId", br."dateFrom", br."dateTo", br."noOfPax", b.id, b."bookingNo", b."reservationNo",
              b."offerNo", b.state, b.resolved, c."fullName", cat.color,
              (extract(epoch FROM b."checkedInAt") * 1000)::float8, (extract(epoch FROM b."checkedOutAt") * 1000)::float8,
              (extract(epoch FROM br."checkedInAt") * 1000)::float8, (extract(epoch FROM br."checkedOutAt") * 1000)::float8)),
            '[]')
     FROM grid_rooms g
     JOIN "BookingRoom" br ON br."roomId" = g.id AND br.active
       AND (br."dateFrom" >= d_from - 14 OR br."dateTo" - br."dateFrom" > 14)
       AND br."dateFrom" < d_to AND br."dateTo" > d_from
     JOIN "Booking" b ON b.id = br."bookingId"
     LEFT JOIN "Customer" c ON c.id = b."customerId"
     LEFT JOIN "BookingCategory" cat ON cat.id = b."categoryId")::text,
    (SELECT COALESCE(json_agg(json_build_array(x.id, x."roomId", x.type::text, x."from", x."to", x.reason, x.color)), '[]')
     FROM grid_rooms g JOIN "RoomBlocker" x ON x."roomId" = g.id AND x."from" < d_to AND x."to" > d_from)::text,
    (SELECT COALESCE(json_agg(json_build_array(s.id, s.timezone, s."arrivalWeekdays", s."departureWeekdays")
                              ORDER BY s.sort, s.id), '[]')
     FROM (SELECT * FROM "Resort" s WHERE resort_ids IS NULL OR s.id = ANY(resort_ids)
           ORDER BY s.sort, s.id LIMIT 2) s)::text,
    (SELECT count(*)::int FROM "Resort" s WHERE s.id = ANY(resort_ids)),
    (SELECT st.value #>> '{}' FROM "Setting" st WHERE st."group" = 'general' AND st.key = 'timezone'),
    (SELECT COALESCE(json_agg(json_build_array(s.id, s."arrivalWeekdays", s."departureWeekdays", s."minNights",
              s."maxNights",
              (SELECT COALESCE(json_agg(json_build_array(sr.id, sr."roomTypeId", sr."from", sr."to", sr."arrivalWeekdays",
                        sr."departureWeekdays", sr."arrivalDates", sr."departureDates", sr."minNights", sr."maxNights",
                        sr."closedToArrival", sr."closedToDeparture", sr."stopSell") ORDER BY sr."from", sr.id), '[]')
               FROM "StayRule" sr
               WHERE sr."resortId" = s.id AND sr."isActive" AND sr."from" < d_to AND sr."to" >= d_from
                 AND (room_type_id IS NULL OR sr."roomTypeId" IS NULL OR sr."roomTypeId" = room_type_id)))), '[]')
     FROM "Resort" s WHERE s.id IN (SELECT g."resortId" FROM grid_rooms g))::text;
END
$$;

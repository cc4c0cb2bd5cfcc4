-- Written by hand (Prisma cannot express these).

-- occupancy_grid_rows (20261207150000_long_stays) with its two bands as two index scans per room.
-- The bands were one OR in the join's condition: PostgreSQL could not use an index for it inside
-- the join and, on the large data set, read every BookingRoom row (a sequential scan, 375 ms at
-- 100,000 bookings against 18 ms at 20,000: the grid grew with history). Per room, a stay of at
-- most 14 nights is a range of ("roomId", "dateFrom"), a longer one a range of the partial index of
-- long stays ("roomId", "dateTo") that starts before the short band (so no stay is counted twice).
-- EXPLAIN on the large data set: two index scans per room, no sequential scan. Unchanged otherwise.
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
     CROSS JOIN LATERAL (
       SELECT s.* FROM "BookingRoom" s WHERE s."roomId" = g.id AND s.active
         AND s."dateFrom" >= d_from - 14 AND s."dateFrom" < d_to AND s."dateTo" > d_from
       UNION ALL
       SELECT l.* FROM "BookingRoom" l WHERE l."roomId" = g.id AND l.active AND l."dateTo" - l."dateFrom" > 14
         AND l."dateTo" > d_from AND l."dateFrom" < d_from - 14) br
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

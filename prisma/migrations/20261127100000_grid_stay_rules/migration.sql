-- Written by hand (Prisma cannot express this).

-- The occupancy grid draws the resorts' stay rules (lib/domain/inventory/occupancy-grid.ts): the
-- grid's one function (20261127030000_hot_read_functions) also answers, for each resort with rooms
-- in view, its own arrival and departure weekdays and bounds on nights, with its active stay rules
-- over the window (for the room type asked about, or all of them). Unchanged otherwise.
DROP FUNCTION occupancy_grid_rows(int[], int, date, date);
CREATE FUNCTION occupancy_grid_rows(resort_ids int[], room_type_id int, d_from date, d_to date)
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
  ), longest AS (
    SELECT COALESCE(max(x."dateTo" - x."dateFrom"), 0) AS nights FROM "BookingRoom" x WHERE x.active
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
       AND br."dateFrom" >= d_from - (SELECT nights FROM longest)
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

-- Written by hand (Prisma cannot express these).

-- The longest active stay, read in one index step. With it a date window [from, to) becomes a
-- btree range on ("roomId", "dateFrom"): a stay that overlaps it starts in [from - longest, to).
-- That answers several times faster than an overlap search in the GiST indexes, and does not
-- grow with the number of bookings.
CREATE INDEX "BookingRoom_active_nights_idx" ON "BookingRoom" (("dateTo" - "dateFrom")) WHERE "active";

-- The rows of the resort occupancy grid (lib/domain/inventory/occupancy-grid.ts) in one call:
-- the rooms in view, their booked rooms and blockers over [d_from, d_to), and the first two
-- resorts in view (one resort in view decides the time zone and weekend), each list as JSON text
-- (one value for the driver to hand over, not thousands of typed cells). A PL/pgSQL function
-- because its plan is kept for the session: planning this query cost as much as running it.
-- Instants arrive as epoch milliseconds, dates as YYYY-MM-DD.
CREATE FUNCTION occupancy_grid_rows(resort_ids int[], room_type_id int, d_from date, d_to date)
RETURNS TABLE (rooms text, booked text, blockers text, resorts text)
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
           ORDER BY s.sort, s.id LIMIT 2) s)::text;
END
$$;

-- Written by hand (Prisma cannot express these).

-- The reads every request or every search makes, as PL/pgSQL functions: PL/pgSQL keeps the plan
-- of each query for the session, so it is planned once, not on every call. On the embedded
-- database planning these queries cost more than running them (the session lookup: 1.4 ms a
-- statement, 0.4 ms as a function; availability's two lists: 11 ms, 4.6 ms). Each answers
-- one JSON text (see occupancy_grid_rows in 20261125180000_booking_room_nights for why).

-- The session behind a token hash with its user, role and agency (lib/auth/session.ts), NULL
-- when there is none.
CREATE FUNCTION session_row(p_token_hash text) RETURNS text
LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN (
    SELECT json_build_object(
      'id', s.id, 'kind', s.kind, 'expiresAt', extract(epoch FROM s."expiresAt") * 1000,
      'revokedAt', extract(epoch FROM s."revokedAt") * 1000, 'agencyActive', a."isActive", 'roleScopes', r.scopes,
      'user', json_build_object(
        'id', u.id, 'name', u.name, 'email', u.email, 'phone', u.phone, 'userType', u."userType",
        'scopes', u.scopes, 'isCRMUser', u."isCRMUser", 'agencyId', u."agencyId", 'customerId', u."customerId",
        'settings', u.settings, 'allowedResortIds', u."allowedResortIds", 'allowedVesselIds', u."allowedVesselIds",
        'activeAssetType', u."activeAssetType", 'activeAssetId', u."activeAssetId",
        'verifiedAt', extract(epoch FROM u."verifiedAt") * 1000))::text
    FROM "AuthSession" s
    JOIN "User" u ON u.id = s."userId"
    LEFT JOIN "UserRole" r ON r.id = u."roleId"
    LEFT JOIN "Agency" a ON a.id = u."agencyId"
    WHERE s."tokenHash" = p_token_hash);
END
$$;

-- What holds these rooms on the nights [p_from, p_to) (lib/domain/booking/availability.ts,
-- occupancy()): booked rooms of bookings that hold inventory (an option past its end counts as
-- free), with the beds a shared room's line holds and its guests' genders, and blockers. A stay
-- overlapping the nights starts in [p_from - longest, p_to) (lib/domain/booking/stay-overlap.ts).
-- Without bookings to leave out, the query has no such condition: with an empty list the planner
-- chose a plan half again as slow.
CREATE FUNCTION held_rooms(p_room_ids int[], p_from date, p_to date, p_exclude int[]) RETURNS text
LANGUAGE plpgsql STABLE AS $$
DECLARE
  longest int := (SELECT COALESCE(max(l."dateTo" - l."dateFrom"), 0) FROM "BookingRoom" l WHERE l.active);
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
        AND br."dateFrom" >= p_from - longest
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
        AND br."dateFrom" >= p_from - longest
        AND NOT (b.state = 'planned' AND b."optionUntil" IS NOT NULL AND b."optionUntil" < now())
        AND NOT (br."bookingId" = ANY(excluded))
      UNION ALL
      SELECT x."roomId", true, '{}', NULL, x.type::text, x."from", x."to" FROM "RoomBlocker" x
      WHERE x."roomId" = ANY(p_room_ids) AND x."from" < p_to AND x."to" > p_from
    ) x);
END
$$;

-- The rooms a search offers (lib/domain/booking/availability.ts): a resort's rooms or a vessel's
-- cabins that are active and not hidden, optionally of one room type, with their active beds, in
-- the order of their room type, then their own; and what holds them on the nights [p_from, p_to).
-- One call instead of two: a round trip costs about a millisecond on the embedded database.
CREATE FUNCTION availability_rows(p_resort_id int, p_vessel_id int, p_room_type_id int, p_from date, p_to date)
RETURNS TABLE (rooms text, held text)
LANGUAGE plpgsql STABLE AS $$
DECLARE
  ids int[] := ARRAY(
    SELECT r.id FROM "Room" r
    WHERE r."resortId" = p_resort_id AND r."isActive" AND NOT r.hide
      AND (p_room_type_id IS NULL OR r."roomTypeId" = p_room_type_id)
    UNION ALL
    SELECT r.id FROM "Room" r
    WHERE r."vesselId" = p_vessel_id AND r."isActive" AND NOT r.hide
      AND (p_room_type_id IS NULL OR r."roomTypeId" = p_room_type_id));
BEGIN
  RETURN QUERY SELECT
    (SELECT COALESCE(json_agg(x ORDER BY x."typeSort", x.sort, x.id), '[]')::text FROM (
      SELECT r.id, r.name, r.kind, r."roomTypeId", rt.name AS "roomType", r."deckId", d.name AS deck,
        r."allowSharedRoom", r."allowMixedGender", r."maxNoOfPax", rt.sort AS "typeSort", r.sort,
        COALESCE((SELECT json_agg(json_build_object('id', b.id, 'internalId', b."internalId") ORDER BY b.sort, b.id)
          FROM "Bed" b WHERE b."roomId" = r.id AND b.active), '[]') AS beds
      FROM "Room" r JOIN "RoomType" rt ON rt.id = r."roomTypeId" LEFT JOIN "Deck" d ON d.id = r."deckId"
      WHERE r.id = ANY(ids)) x),
    held_rooms(ids, p_from, p_to, NULL);
END
$$;

-- The occupancy grid's rows (20261125180000_booking_room_nights) with two more answers that cost
-- a statement each before: how many of the resorts asked for exist (an unknown one is an error,
-- not an empty grid), and the operator's time zone setting (several resorts in view share it).
DROP FUNCTION occupancy_grid_rows(int[], int, date, date);
CREATE FUNCTION occupancy_grid_rows(resort_ids int[], room_type_id int, d_from date, d_to date)
RETURNS TABLE (rooms text, booked text, blockers text, resorts text, known int, zone text)
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
    (SELECT st.value #>> '{}' FROM "Setting" st WHERE st."group" = 'general' AND st.key = 'timezone');
END
$$;

// GET /api/bookings/topRooms: a statistics figure (lib/domain/stats, docs/statistics.md).
import { statsRoute } from "@/lib/http/stats-route";

export const GET = statsRoute("topRooms", "Rooms and cabins by the nights sold in them within the period.");

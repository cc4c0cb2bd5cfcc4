// What the booking wizard receives: its choices from the page (lib/page/bookings.ts) and the
// availability answer of GET /api/rooms/available/{id}.

export type Choices = {
  today: string;
  resorts: { id: number; name: string }[];
  vessels: { id: number; name: string }[];
  schedules: { id: number; vesselId: number; from: string; to: string; tour: string }[];
  agencies: { id: number; name: string }[];
};
export type Initial = {
  type: "resort" | "vessel";
  resortId?: number;
  vesselId?: number;
  scheduleId?: number;
  dateFrom?: string;
  dateTo?: string;
  roomId?: number;
  bedIds: number[];
};
export type AvailRoom = {
  id: number;
  name: string;
  kind: "Room" | "Cabin";
  roomType: string;
  available: boolean;
  allowSharedRoom: boolean;
  maxNoOfPax: number;
  freeBedIds: number[];
  genders: string[];
  blocked: { type: string } | null;
  beds: { id: number; internalId: string | null; free: boolean }[];
};
export type Availability = { dateFrom: string; dateTo: string; nights: number; rooms: AvailRoom[] };

// Stay rule inputs for the pure rules' tests: a resort without restrictions, and a rule for all of
// 2027 and every room type that restricts nothing until a test says what it does.
import type { ResortStayConfig, StayRuleInput } from "@/lib/domain/inventory/stay-rules";

export const OPEN_RESORT: ResortStayConfig = {
  arrivalWeekdays: [],
  departureWeekdays: [],
  minNights: 1,
  maxNights: null,
};

export const stayRule = (o: Partial<StayRuleInput>): StayRuleInput => ({
  id: 1,
  roomTypeId: null,
  from: "2027-01-01",
  to: "2027-12-31",
  arrivalWeekdays: [],
  departureWeekdays: [],
  arrivalDates: [],
  departureDates: [],
  minNights: null,
  maxNights: null,
  closedToArrival: false,
  closedToDeparture: false,
  stopSell: false,
  ...o,
});

// /book/online-v2 (one page): the departures of a vessel, the cabins or single beds of the chosen
// one with the engine's price and, once one is chosen, its hold with the countdown and the
// details form, all on one page. /book/online is the step-by-step flow.
import { OnlineBooking } from "@/components/book/online-booking";
import type { SearchParams } from "@/lib/page/search-params";

export default function BookOnlineV2Page({ searchParams }: { searchParams: SearchParams }) {
  return <OnlineBooking path="/book/online-v2" flow="onePage" searchParams={searchParams} />;
}

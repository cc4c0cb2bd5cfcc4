// /book/online (v1, step by step): 1. a departure of a vessel, 2. a whole cabin or single beds of
// a shared cabin with the engine's price, 3. the choice held with a countdown while the guest enters
// names and contact, then book and pay. /book/online-v2 is the one-page flow.
import { OnlineBooking } from "@/components/book/online-booking";
import type { SearchParams } from "@/lib/page/search-params";

export default function BookOnlinePage({ searchParams }: { searchParams: SearchParams }) {
  return <OnlineBooking path="/book/online" flow="steps" searchParams={searchParams} />;
}

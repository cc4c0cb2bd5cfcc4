// /book/resort-v2 (one page): resort, dates and guests, the free room types with the engine's
// price and, once one is chosen, its hold with the countdown and the details form, all on one
// page. /book/resort is the step-by-step flow.
import { ResortBooking } from "@/components/book/resort-booking";
import type { SearchParams } from "@/lib/page/search-params";

export default function BookResortV2Page({ searchParams }: { searchParams: SearchParams }) {
  return <ResortBooking path="/book/resort-v2" flow="onePage" searchParams={searchParams} />;
}

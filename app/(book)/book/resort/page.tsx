// /book/resort (v1, step by step): 1. resort, dates and guests (a plain GET form), 2. the free room
// types with the engine's price, 3. the chosen room type held with a countdown while the guest
// enters names and contact, then book and pay. /book/resort-v2 is the one-page flow.
import { ResortBooking } from "@/components/book/resort-booking";
import type { SearchParams } from "@/lib/page/search-params";

export default function BookResortPage({ searchParams }: { searchParams: SearchParams }) {
  return <ResortBooking path="/book/resort" flow="steps" searchParams={searchParams} />;
}

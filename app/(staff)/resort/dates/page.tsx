import { StayPreview } from "@/components/inventory/stay-preview";
import { ResourceListPage } from "@/components/resource/resource-list-page";
import { operatorToday } from "@/lib/core/operator";
import { stayRuleScreen } from "@/lib/domain/inventory/resort-resources";
import { requireRoute } from "@/lib/page/context";
import type { PageSearchParams } from "@/lib/page/list";
import { resortRoomTypeOptions } from "@/lib/page/inventory-options";
import { optionsOf } from "@/lib/page/options";
import { parseId } from "@/lib/page/record";

/** Allowed arrival and departure dates: the stay rules per period and room type, and a month preview. */
export default async function ResortDatesPage({ searchParams }: { searchParams: Promise<PageSearchParams> }) {
  await requireRoute("/resort/dates");
  const [resorts, roomTypes, today, sp] = await Promise.all([
    optionsOf("resort"),
    resortRoomTypeOptions(),
    operatorToday(),
    searchParams,
  ]);
  // a new rule starts in the resort the list is filtered to
  const filtered = parseId(String(sp["filter[resortId]"] ?? ""));
  const defaults = filtered ? { resortId: filtered } : undefined;
  return (
    <ResourceListPage path="/resort/dates" screen={stayRuleScreen} searchParams={searchParams} defaults={defaults}>
      <div className="mb-6">
        <StayPreview resorts={resorts} roomTypes={roomTypes} today={today} />
      </div>
    </ResourceListPage>
  );
}

import { ResourceListPage } from "@/components/resource/resource-list-page";
import { countryScreen } from "@/lib/domain/geo/resources";
import type { PageSearchParams } from "@/lib/page/list";

export default function Page({ searchParams }: { searchParams: Promise<PageSearchParams> }) {
  return <ResourceListPage path="/geo/country" screen={countryScreen} searchParams={searchParams} idKey="code" />;
}

import { ResourceListPage } from "@/components/resource/resource-list-page";
import { termsScreen } from "@/lib/domain/booking/config-resources";
import type { PageSearchParams } from "@/lib/page/list";

export default function Page({ searchParams }: { searchParams: Promise<PageSearchParams> }) {
  return <ResourceListPage path="/terms" screen={termsScreen} searchParams={searchParams} />;
}

import { AgencyList } from "@/components/agency/agency-list";
import type { PageSearchParams } from "@/lib/page/list";

export default function AgencyListPage({ searchParams }: { searchParams: Promise<PageSearchParams> }) {
  return <AgencyList path="/agency/list" searchParams={searchParams} />;
}

import { AgencyList } from "@/components/agency/agency-list";
import type { PageSearchParams } from "@/lib/page/list";
import { currentPrincipal, requireRoute } from "@/lib/page/context";
import { savedFilterQuery } from "@/lib/page/saved-filter";

export default async function AgencyFilterPage({
  params,
  searchParams,
}: {
  params: Promise<{ fid: string }>;
  searchParams: Promise<PageSearchParams>;
}) {
  const { fid } = await params;
  await requireRoute(`/agency/filter/${fid}`);
  const { name, fixed } = await savedFilterQuery(await currentPrincipal(), fid, "agencies");
  return <AgencyList path={`/agency/filter/${fid}`} title={name} searchParams={searchParams} fixed={fixed} />;
}

import { CustomerList } from "@/components/crm/customer-list";
import type { PageSearchParams } from "@/lib/page/list";
import { currentPrincipal, requireRoute } from "@/lib/page/context";
import { savedFilterQuery } from "@/lib/page/saved-filter";

export default async function CrmFilterPage({
  params,
  searchParams,
}: {
  params: Promise<{ fid: string }>;
  searchParams: Promise<PageSearchParams>;
}) {
  const { fid } = await params;
  await requireRoute(`/crm/filter/${fid}`);
  const { name, fixed } = await savedFilterQuery(await currentPrincipal(), fid, "customers");
  return <CustomerList path={`/crm/filter/${fid}`} title={name} searchParams={searchParams} fixed={fixed} />;
}

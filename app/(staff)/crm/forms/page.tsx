import { FormListPage } from "@/components/forms/form-list-page";
import type { PageSearchParams } from "@/lib/page/list";

export default function Page({ searchParams }: { searchParams: Promise<PageSearchParams & { view?: string }> }) {
  return <FormListPage path="/crm/forms" searchParams={searchParams} />;
}

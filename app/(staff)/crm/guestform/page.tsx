// /crm/guestform: the guest forms by arrival or departure with their completeness
// (components/guest-form/guest-form-list.tsx).
import { GuestFormList } from "@/components/guest-form/guest-form-list";
import type { PageSearchParams } from "@/lib/page/list";

export default function GuestFormListPage({ searchParams }: { searchParams: Promise<PageSearchParams> }) {
  return <GuestFormList path="/crm/guestform" searchParams={searchParams} />;
}

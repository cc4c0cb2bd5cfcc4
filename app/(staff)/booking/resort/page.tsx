import { redirect } from "next/navigation";
import { requireRoute } from "@/lib/page/context";
import type { WizardParams } from "@/lib/page/bookings";

// /booking/resort: the wizard for a resort stay (the occupancy grid's parameters pass through).
export default async function BookingResortPage({ searchParams }: { searchParams: Promise<WizardParams> }) {
  await requireRoute("/booking/resort");
  const sp = new URLSearchParams();
  for (const [k, v] of Object.entries(await searchParams)) if (typeof v === "string") sp.set(k, v);
  sp.set("type", "resort");
  redirect(`/booking/wizard?${sp}`);
}

import { getTranslations } from "next-intl/server";
import { MoveCabin } from "@/components/booking/move-cabin";
import { PageTitle } from "@/components/ui/card";
import { pathId } from "@/lib/http/path-id";
import { moveCabinData } from "@/lib/page/bookings";
import { requireRoute } from "@/lib/page/context";

// /schedules/movecabin/{id}: the departure's cabins with their guests; single guests move between cabins.
export default async function MoveCabinPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  await requireRoute(`/schedules/movecabin/${id}`);
  const [data, t] = await Promise.all([moveCabinData(pathId(id)), getTranslations("bookingPages.moveCabin")]);
  return (
    <>
      <PageTitle>{t("title", { from: data.dateFrom, to: data.dateTo })}</PageTitle>
      <MoveCabin scheduleId={data.scheduleId} cabins={data.cabins} />
    </>
  );
}

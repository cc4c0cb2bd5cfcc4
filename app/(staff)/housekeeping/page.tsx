import { getTranslations } from "next-intl/server";
import { HousekeepingBoard } from "@/components/housekeeping/housekeeping-board";
import { PageTitle } from "@/components/ui/card";
import { requireRoute } from "@/lib/page/context";
import { housekeepingPage } from "@/lib/page/housekeeping";

/** The housekeeper's page (made for a phone): rooms with their status and today's comings and goings. */
export default async function HousekeepingPage() {
  const principal = await requireRoute("/housekeeping");
  const [t, data] = await Promise.all([getTranslations(), housekeepingPage(principal)]);
  return (
    <>
      <PageTitle>{t("nav.housekeeping")}</PageTitle>
      <HousekeepingBoard {...data} />
    </>
  );
}

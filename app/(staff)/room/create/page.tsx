import { getTranslations } from "next-intl/server";
import { RoomForm } from "@/components/inventory/room-form";
import { Card, PageTitle } from "@/components/ui/card";
import { roomScreen } from "@/lib/domain/inventory/room-resources";
import { requireRoute } from "@/lib/page/context";
import { parseId } from "@/lib/page/record";
import { bedTypeOptions, roomTypePersons } from "@/lib/page/rooms";
import { resolveScreen } from "@/lib/page/screen";

export default async function RoomCreatePage({
  searchParams,
}: {
  searchParams: Promise<{ resortId?: string; vesselId?: string }>;
}) {
  const principal = await requireRoute("/room/create");
  const [t, sp, screen, bedTypes, persons] = await Promise.all([
    getTranslations(),
    searchParams,
    resolveScreen(roomScreen, principal),
    bedTypeOptions(),
    roomTypePersons(),
  ]);
  // "New room" on a resort's or vessel's page starts there
  const resortId = parseId(String(sp.resortId ?? ""));
  const vesselId = parseId(String(sp.vesselId ?? ""));
  return (
    <>
      <PageTitle>{t("nav.roomCreate")}</PageTitle>
      <Card className="p-6">
        <RoomForm
          fields={screen.fields}
          initial={{ ...screen.defaults, ...(resortId ? { resortId } : {}), ...(vesselId ? { vesselId } : {}) }}
          bedTypes={bedTypes}
          persons={persons}
        />
      </Card>
    </>
  );
}

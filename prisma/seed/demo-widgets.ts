// The demo's booking widgets: one for the resort's stays (English) and one for the liveaboard's
// departures (German), created through the resource engine as an administrator, exactly as the
// widget admin screens write them. Called once by prisma/seed/demo.ts.
import type { PrismaClient } from "../../lib/core/db";
import { resourceDef } from "../../lib/composition/resources";
import { createResource } from "../../lib/resources/engine";
import { adminPrincipal, onClient } from "./demo-content";

/** The demo widgets' slugs (the browser tests open them). */
export const DEMO_WIDGETS = { resort: "coral-bay", vessel: "blue-horizon" } as const;

export async function seedDemoWidgets(prisma: PrismaClient): Promise<string> {
  return onClient(prisma, async () => {
    const admin = await adminPrincipal(prisma);
    const def = resourceDef("widgets");
    const [resort, vessel] = await Promise.all([
      prisma.resort.findFirstOrThrow({ orderBy: { id: "asc" }, select: { id: true } }),
      prisma.vessel.findFirstOrThrow({ orderBy: { id: "asc" }, select: { id: true } }),
    ]);
    const widgets = [
      {
        name: "Coral Bay: book your stay",
        slug: DEMO_WIDGETS.resort,
        offer: "resort",
        resortId: resort.id,
        primaryColor: "#0f766e",
        language: "en",
        allowedOrigins: ["https://www.coral-bay.example"],
      },
      {
        name: "MV Blue Horizon: Abfahrten",
        slug: DEMO_WIDGETS.vessel,
        offer: "vessel",
        vesselId: vessel.id,
        primaryColor: "#1d4ed8",
        language: "de",
        allowedOrigins: ["https://bluehorizon.example"],
      },
    ];
    for (const w of widgets) await createResource(def, admin, def.create.parse(w), {});
    return `demo widgets: ${widgets.length}`;
  });
}

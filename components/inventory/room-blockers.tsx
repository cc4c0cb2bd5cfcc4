"use client";
// A room's blockers from today on, with a remove button each, and the form to add one.
import { useFormatter, useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { BlockerForm, RemoveBlockerButton } from "./blocker-form";

type Blocker = { id: number; type: string; from: string; to: string; reason: string | null };

export function RoomBlockers({ roomId, blockers }: { roomId: number; blockers: Blocker[] }) {
  const t = useTranslations("blockers");
  const format = useFormatter();
  const router = useRouter();
  const day = (iso: string) => format.dateTime(new Date(`${iso}T00:00:00Z`), { dateStyle: "medium", timeZone: "UTC" });
  const refresh = () => router.refresh();
  return (
    <div className="space-y-4">
      {blockers.length === 0 ? (
        <p className="text-sm text-slate-500">{t("none")}</p>
      ) : (
        <ul className="divide-y divide-slate-100" data-testid="room-blockers">
          {blockers.map((b) => (
            <li key={b.id} className="flex items-center justify-between gap-4 py-2 text-sm">
              <span>
                <strong>{t(`types.${b.type}`)}</strong> {day(b.from)} – {day(b.to)}
                {b.reason ? ` · ${b.reason}` : ""}
              </span>
              <RemoveBlockerButton id={b.id} onDone={refresh} />
            </li>
          ))}
        </ul>
      )}
      <BlockerForm roomId={roomId} from="" to="" onDone={refresh} />
    </div>
  );
}

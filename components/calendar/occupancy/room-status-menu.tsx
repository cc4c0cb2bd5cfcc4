"use client";
// A room's (or cabin's) housekeeping status on the tape chart's row header, set there: the badge
// is a button that opens a small menu (clean, dirty, inspected, out of service; arrow keys, Enter
// and Escape as every menu of the app). A status that may not follow the room's is offered but
// disabled (the rule is room-status.ts's, the server's 409 says the same). The grid posts the
// choice to POST /api/rooms/{id}/status and updates the row in place (onSet).
import type { useTranslations } from "next-intl";
import { HOUSEKEEPING_STATUSES, nextStatuses, type HousekeepingStatus } from "@/lib/domain/inventory/room-status";
import { RoomStatusBadge } from "../../housekeeping/room-status-badge";
import { LazyMenu } from "../../ui/lazy-menu";

export function RoomStatusMenu({
  roomId,
  roomName,
  status,
  editable,
  onSet,
  t,
}: {
  roomId: number;
  roomName: string;
  status: HousekeepingStatus;
  /** the user may set the status: the badge opens the menu */
  editable: boolean;
  onSet: (roomId: number, status: HousekeepingStatus) => void;
  t: ReturnType<typeof useTranslations<"occupancy">>;
}) {
  const badge = (
    <RoomStatusBadge status={status} letter={t("roomStatusShort", { status })} label={t("roomStatus", { status })} />
  );
  if (!editable) return badge;
  const allowed = nextStatuses(status);
  return (
    <LazyMenu
      trigger={
        <button
          type="button"
          className="shrink-0 rounded focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-sky-700"
          aria-label={t("statusMenu.open", { room: roomName, status })}
          data-testid="room-status-menu"
          // the row's own pointer handling (selecting nights) is not the menu's
          onPointerDown={(e) => e.stopPropagation()}
        >
          {badge}
        </button>
      }
      content={({ Menu, MenuPanel }) => (
        <MenuPanel align="start" sideOffset={4} className="min-w-40 p-1 text-sm" data-testid="room-status-options">
          <Menu.Label className="px-2 py-1 text-xs text-slate-600">
            {t("statusMenu.title", { room: roomName })}
          </Menu.Label>
          {HOUSEKEEPING_STATUSES.map((s) => (
            <Menu.Item
              key={s}
              disabled={s !== status && !allowed.includes(s)}
              onSelect={() => {
                if (s !== status) onSet(roomId, s);
              }}
              className="flex cursor-pointer items-center gap-2 rounded px-2 py-1 outline-none data-[disabled]:cursor-default data-[highlighted]:bg-slate-100 data-[disabled]:text-slate-500"
              data-testid="room-status-option"
              data-status={s}
            >
              <span aria-hidden className="w-3">
                {s === status ? "✓" : ""}
              </span>
              {t("statusMenu.set", { status: s })}
            </Menu.Item>
          ))}
        </MenuPanel>
      )}
    />
  );
}

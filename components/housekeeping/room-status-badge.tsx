// A room's housekeeping status as a small badge beside its name (the occupancy chart's room
// column): a coloured mark with a letter, its meaning spelled out for screen readers and as a tooltip.
import type { HousekeepingStatus } from "@/lib/domain/inventory/room-status";
import { cn } from "../ui/cn";

const TONE: Record<HousekeepingStatus, string> = {
  dirty: "bg-red-700 text-white",
  clean: "bg-sky-800 text-white",
  inspected: "bg-green-800 text-white",
  outOfService: "bg-slate-800 text-white",
};

/** `letter`: the status's letter in the user's language; `label`: its meaning. */
export function RoomStatusBadge({
  status,
  letter,
  label,
}: {
  status: HousekeepingStatus;
  letter: string;
  label: string;
}) {
  return (
    <span
      className={cn(
        "inline-flex h-4 min-w-4 shrink-0 items-center justify-center rounded px-0.5 text-[10px]",
        TONE[status],
      )}
      title={label}
      data-testid="room-status-badge"
      data-status={status}
    >
      <span aria-hidden="true">{letter}</span>
      <span className="sr-only">{label}</span>
    </span>
  );
}

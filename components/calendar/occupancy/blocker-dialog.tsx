"use client";
// A blocker clicked on the occupancy grid: its type, room, dates and reason, and (for who may
// block rooms) the button that removes it.
import { useTranslations } from "next-intl";
import { RemoveBlockerButton } from "../../inventory/blocker-form";
import { Dialog, DialogContent } from "../../ui/dialog";
import type { BlockerEntry } from "./types";

export function BlockerDialog(p: {
  blocker: BlockerEntry | null;
  roomName: string;
  canBlock: boolean;
  onClose: () => void;
  onRemoved: () => void;
}) {
  const t = useTranslations("occupancy");
  const { blocker } = p;
  return (
    <Dialog open={!!blocker} onOpenChange={(o) => !o && p.onClose()}>
      {blocker && (
        <DialogContent
          title={t(`types.${blocker.type}`)}
          description={`${p.roomName} · ${blocker.from} – ${blocker.to}`}
        >
          <div className="space-y-3" data-testid="grid-blocker-detail">
            {blocker.reason && <p>{blocker.reason}</p>}
            {p.canBlock && <RemoveBlockerButton id={blocker.blockerId} onDone={p.onRemoved} />}
          </div>
        </DialogContent>
      )}
    </Dialog>
  );
}

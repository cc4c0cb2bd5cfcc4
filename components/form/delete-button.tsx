"use client";
// Delete, after a confirmation in a dialog: the forms' one way to remove a record.
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "../ui/button";
import { Dialog, DialogActions, DialogContent } from "../ui/dialog";

export function DeleteButton({ onConfirm }: { onConfirm: () => Promise<unknown> | void }) {
  const t = useTranslations("common");
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button variant="ghost" className="ml-auto text-error" onClick={() => setOpen(true)} data-testid="form-delete">
        {t("delete")}
      </Button>
      <DialogContent title={t("delete")} description={t("confirmDelete")}>
        <DialogActions close="cancel">
          <Button
            variant="danger"
            onClick={() => {
              setOpen(false);
              void onConfirm();
            }}
            data-testid="confirm-delete"
          >
            {t("delete")}
          </Button>
        </DialogActions>
      </DialogContent>
    </Dialog>
  );
}

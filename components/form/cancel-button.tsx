"use client";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { previousPage, readTrail } from "@/lib/client/trail";
import { Button } from "../ui/button";

/**
 * "Cancel": closes a dialog (onCancel), or goes back to the page the user came from in this tab,
 * else to `fallback` (the section's list). Nothing is saved.
 */
export function CancelButton({ fallback, onCancel }: { fallback?: string; onCancel?: () => void }) {
  const t = useTranslations("common");
  const router = useRouter();
  return (
    <Button
      variant="secondary"
      data-testid="form-cancel"
      onClick={() => {
        if (onCancel) return onCancel();
        router.push(previousPage(readTrail(sessionStorage), location.pathname) ?? fallback ?? "/");
      }}
    >
      {t("cancel")}
    </Button>
  );
}

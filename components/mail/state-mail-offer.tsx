"use client";
// After a booking's state changes (confirmed, an option set, cancelled), the template that state
// sends (GET /api/mail/template/byState/{state}) is offered: send it to the customer now
// (POST /api/bookings/{id}/sendMail with the template) or not.
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useCallback, useState } from "react";
import { api } from "@/lib/client/api";
import { Button } from "../ui/button";
import { Dialog, DialogContent } from "../ui/dialog";
import { toast } from "../ui/toast";

/** The states whose change offers their template. */
const OFFERED = ["confirmed", "planned", "aborted"];

type Offer = { templateId: number; name: string };

/** `offerFor(state)` asks for the state's template and opens the offer when there is one; `dialog` shows it. */
export function useStateMailOffer(bookingId: number) {
  const [offer, setOffer] = useState<Offer | null>(null);
  const offerFor = useCallback(async (state: string) => {
    if (!OFFERED.includes(state)) return;
    const res = await api<{ id: number; name: string }>(`/api/mail/template/byState/${state}`);
    if (res.ok) setOffer({ templateId: res.data.id, name: res.data.name });
  }, []);
  const dialog = (
    <Dialog open={!!offer} onOpenChange={(o) => !o && setOffer(null)}>
      {offer && <OfferDialog bookingId={bookingId} offer={offer} onDone={() => setOffer(null)} />}
    </Dialog>
  );
  return { offerFor, dialog };
}

function OfferDialog({ bookingId, offer, onDone }: { bookingId: number; offer: Offer; onDone: () => void }) {
  const t = useTranslations("mail.booking");
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const send = async () => {
    setBusy(true);
    const res = await api(`/api/bookings/${bookingId}/sendMail`, { body: { templateId: offer.templateId } });
    setBusy(false);
    if (!res.ok) return void toast(res.error.message, "error");
    toast(t("sent"));
    onDone();
    router.refresh();
  };
  return (
    <DialogContent title={t("offerTitle")} description={t("offerText", { name: offer.name })}>
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onDone} disabled={busy}>
          {t("offerLater")}
        </Button>
        <Button onClick={() => void send()} disabled={busy} data-testid="state-mail-send">
          {t("offerSend")}
        </Button>
      </div>
    </DialogContent>
  );
}

import { getTranslations } from "next-intl/server";
import { BookingWizard } from "@/components/booking/booking-wizard";
import { customerResource } from "@/lib/domain/crm/customer-resource";
import { can } from "@/lib/resources/engine";
import { requireRoute } from "@/lib/page/context";
import { loadWizardChoices, wizardRefused, type WizardParams } from "@/lib/page/bookings";
import { PageTitle } from "@/components/ui/card";
import { Alert } from "@/components/ui/alert";

// Entered from the menu, from /booking/resort and /booking/tour, and from the occupancy grid:
// ?type=resort&resortId=&roomId=&dateFrom=&dateTo= or ?type=vessel&scheduleId=&roomId=&bedIds=
export default async function BookingWizardPage({ searchParams }: { searchParams: Promise<WizardParams> }) {
  const principal = await requireRoute("/booking/wizard");
  // an agency or customer while the operator has self-booking switched off: said at once, not
  // after the whole wizard is filled in
  const selfOff = await wizardRefused(principal);
  if (selfOff) {
    const te = await getTranslations("errors");
    return (
      <>
        <PageTitle>{(await getTranslations("bookingPages"))("wizard.title")}</PageTitle>
        <Alert tone="error" data-testid="booking-self-off">
          {te("BOOKING_SELF_OFF")}
        </Alert>
      </>
    );
  }
  const [sp, choices, t] = await Promise.all([
    searchParams,
    loadWizardChoices(principal),
    getTranslations("bookingPages"),
  ]);
  const one = (v: unknown) => (typeof v === "string" && v !== "" ? v : undefined);
  const num = (v: unknown) => (one(v) && /^\d{1,10}$/.test(String(v)) ? Number(v) : undefined);
  const schedule = choices.schedules.find((s) => s.id === num(sp.scheduleId));
  const type = sp.type === "resort" || sp.type === "vessel" ? sp.type : schedule ? "vessel" : undefined;
  return (
    <>
      <PageTitle>{t("wizard.title")}</PageTitle>
      <BookingWizard
        choices={choices}
        staff={principal.agencyId === null && principal.customerId === null}
        // the customer resource's own rule: staff with customers.create, an agency for its own clients
        canCreateGuests={can(customerResource, principal, "create") !== false}
        initial={{
          type: type ?? (choices.resorts.length ? "resort" : "vessel"),
          resortId: num(sp.resortId) ?? choices.resorts[0]?.id,
          vesselId: schedule?.vesselId ?? num(sp.vesselId) ?? choices.vessels[0]?.id,
          scheduleId: schedule?.id,
          dateFrom: one(sp.dateFrom),
          dateTo: one(sp.dateTo),
          roomId: num(sp.roomId),
          bedIds: (one(sp.bedIds) ?? "")
            .split(",")
            .map(Number)
            .filter((n) => Number.isInteger(n) && n > 0),
        }}
      />
    </>
  );
}

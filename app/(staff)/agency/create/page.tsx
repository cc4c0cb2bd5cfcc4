import { agencyFields } from "@/components/agency/agency-fields";
import { ResourceFormPage } from "@/components/resource/resource-form-page";

export default async function AgencyCreatePage() {
  return (
    <ResourceFormPage
      path="/agency/create"
      resource="agencies"
      labels="agencies.fields"
      fields={await agencyFields(true)}
      defaults={{ type: "travel", currency: "EUR", commissionPercent: "0", isActive: true }}
      afterSave="/agency/{id}"
    />
  );
}

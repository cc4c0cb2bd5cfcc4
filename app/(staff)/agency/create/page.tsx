import { ResourceFormPage } from "@/components/resource/resource-form-page";
import { agencyScreen } from "@/lib/domain/crm/agency-resource";

export default function AgencyCreatePage() {
  return <ResourceFormPage path="/agency/create" screen={agencyScreen} afterSave="/agency/{id}" />;
}

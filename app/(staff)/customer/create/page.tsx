import { ResourceFormPage } from "@/components/resource/resource-form-page";
import { customerScreen } from "@/lib/domain/crm/customer-resource";

export default function CustomerCreatePage() {
  return <ResourceFormPage path="/customer/create" screen={customerScreen} afterSave="/customer/view/{id}" />;
}

import { ResourceFormPage } from "@/components/resource/resource-form-page";
import { resortScreen } from "@/lib/domain/inventory/resort-resources";

export default function ResortCreatePage() {
  return <ResourceFormPage path="/resort/create" screen={resortScreen} afterSave="/resort/{id}" />;
}

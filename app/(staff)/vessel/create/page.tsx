import { ResourceFormPage } from "@/components/resource/resource-form-page";
import { vesselScreen } from "@/lib/domain/inventory/vessel-resources";

export default function VesselCreatePage() {
  return <ResourceFormPage path="/vessel/create" screen={vesselScreen} afterSave="/vessel/{id}" />;
}

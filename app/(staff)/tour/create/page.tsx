import { ResourceFormPage } from "@/components/resource/resource-form-page";
import { tourScreen } from "@/lib/domain/tours/resources";

export default function TourCreatePage() {
  return <ResourceFormPage path="/tour/create" screen={tourScreen} afterSave="/tour/{id}" />;
}

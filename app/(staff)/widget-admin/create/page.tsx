import { ResourceFormPage } from "@/components/resource/resource-form-page";
import { widgetScreen } from "@/lib/domain/widget/resources";

export default function WidgetCreatePage() {
  return <ResourceFormPage path="/widget-admin/create" screen={widgetScreen} afterSave="/widget-admin/{id}" />;
}

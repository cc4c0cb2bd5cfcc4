import { ResourceFormPage } from "@/components/resource/resource-form-page";
import { customerScreen } from "@/lib/domain/crm/customer-resource";

export default async function CustomerEditPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return (
    <ResourceFormPage
      path={`/customer/${id}`}
      screen={customerScreen}
      id={id}
      afterSave="/customer/view/{id}"
      afterDelete="/customer/list"
    />
  );
}

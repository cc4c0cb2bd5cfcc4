import { customerFields } from "@/components/crm/customer-fields";
import { ResourceFormPage } from "@/components/resource/resource-form-page";
import { currentPrincipal } from "@/lib/page/context";

export default async function CustomerEditPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return (
    <ResourceFormPage
      path={`/customer/${id}`}
      resource="customers"
      id={id}
      labels="customers.fields"
      fields={await customerFields(await currentPrincipal())}
      afterSave="/customer/view/{id}"
      afterDelete="/customer/list"
    />
  );
}

import { customerFields } from "@/components/crm/customer-fields";
import { ResourceFormPage } from "@/components/resource/resource-form-page";
import { currentPrincipal } from "@/lib/page/context";

export default async function CustomerCreatePage() {
  return (
    <ResourceFormPage
      path="/customer/create"
      resource="customers"
      labels="customers.fields"
      fields={await customerFields(await currentPrincipal())}
      defaults={{ gender: "u", customerType: "Direct" }}
      afterSave="/customer/view/{id}"
    />
  );
}

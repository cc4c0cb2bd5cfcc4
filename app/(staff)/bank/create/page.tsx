import { ResourceFormPage } from "@/components/resource/resource-form-page";
import { bankScreen } from "@/lib/domain/banks/bank-resource";

export default function BankCreatePage() {
  return <ResourceFormPage path="/bank/create" screen={bankScreen} afterSave="/bank/{id}" />;
}

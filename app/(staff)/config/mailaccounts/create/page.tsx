import { ResourceFormPage } from "@/components/resource/resource-form-page";
import { mailAccountScreen } from "@/lib/domain/mail/mail-account-resource";

export default function MailAccountCreatePage() {
  return (
    <ResourceFormPage
      path="/config/mailaccounts/create"
      screen={mailAccountScreen}
      afterSave="/config/mailaccounts/{id}"
    />
  );
}

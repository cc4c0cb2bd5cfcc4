import { ResourceFormPage } from "@/components/resource/resource-form-page";
import { userScreen } from "@/lib/domain/users/resources";

export default function UserCreatePage() {
  return <ResourceFormPage path="/users/create" screen={userScreen} afterSave="/users/{id}" />;
}

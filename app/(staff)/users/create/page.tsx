import { ResourceFormPage } from "@/components/resource/resource-form-page";
import { userFields } from "@/components/users/user-fields";

export default async function UserCreatePage() {
  return (
    <ResourceFormPage
      path="/users/create"
      resource="users"
      labels="users.fields"
      fields={await userFields(false)}
      defaults={{ userType: "employee", scopes: [], isCRMUser: false, allowedResortIds: [], allowedVesselIds: [] }}
      afterSave="/users/{id}"
    />
  );
}

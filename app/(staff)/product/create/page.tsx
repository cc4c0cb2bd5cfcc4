import { ResourceFormPage } from "@/components/resource/resource-form-page";
import { productScreen } from "@/lib/domain/products/product-resources";

export default function ProductCreatePage() {
  return <ResourceFormPage path="/product/create" screen={productScreen} afterSave="/product/{id}" />;
}

import { ResourceFormPage } from "@/components/resource/resource-form-page";
import { priceScreen } from "@/lib/domain/pricing/price-resource";

export default function PriceNewPage() {
  return <ResourceFormPage path="/price/new" screen={priceScreen} afterSave="/price/{id}" />;
}

import { ResourceFormPage } from "@/components/resource/resource-form-page";
import { productScreen } from "@/lib/domain/products/product-resources";

export default async function ProductDetailPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <ResourceFormPage path={`/product/${id}`} screen={productScreen} id={id} afterDelete="/product/list" />;
}

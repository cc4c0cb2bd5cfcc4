import { redirect } from "next/navigation";
import { requireRoute } from "@/lib/page/context";

/** /product is the products section: its list. */
export default async function ProductPage() {
  await requireRoute("/product");
  redirect("/product/list");
}

import { SpecialEditorPage } from "@/components/pricing/special-editor-page";

export default async function SpecialDetailPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <SpecialEditorPage path={`/specials/${id}`} id={id} />;
}

import { SpecialEditorPage } from "@/components/pricing/special-editor-page";

export default function SpecialCreatePage() {
  return <SpecialEditorPage path="/specials/create" />;
}

// /forms/{id}/{token}: a form opened by its link; a wrong token is "not found", like a missing form.
import { notFound } from "next/navigation";
import { PublicForm } from "@/components/forms/form-public";
import { DocumentTitle } from "@/components/ui/card";
import { requireRoute } from "@/lib/page/context";
import { loadPublicForm } from "@/lib/page/form-pages";

export default async function Page({ params }: { params: Promise<{ id: string; token: string }> }) {
  const { id, token } = await params;
  await requireRoute(`/forms/${id}/${token}`);
  const form = await loadPublicForm(id, token);
  if (!form) notFound();
  return (
    <main className="mx-auto max-w-xl space-y-6 px-4 py-10" data-testid="public-form-page">
      <DocumentTitle title={form.title} />
      <h1 className="pr-24 text-2xl font-semibold text-slate-900">{form.title}</h1>
      <PublicForm form={form} token={token} />
    </main>
  );
}

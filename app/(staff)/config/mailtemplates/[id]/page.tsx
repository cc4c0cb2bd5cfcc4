// /config/mailtemplates/{id}: one mail template's subject and body per language in the visual
// editor, with merge fields and text blocks to insert and a preview with a real booking.
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { MailTemplateEditor } from "@/components/mail/template-editor";
import { PageTitle } from "@/components/ui/card";
import { BOOKING_STATES } from "@/lib/domain/booking/states";
import { MESSAGE_CATEGORIES } from "@/lib/domain/content/resources";
import { MERGE_FIELD_GROUPS } from "@/lib/domain/mail/merge-fields";
import { idOf } from "@/lib/validation/validators";
import { requireRoute } from "@/lib/page/context";
import { loadMailTemplateEditor } from "@/lib/page/mail";

export default async function MailTemplatePage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  await requireRoute(`/config/mailtemplates/${id}`);
  const templateId = idOf(id);
  if (templateId === undefined) notFound();
  const data = await loadMailTemplateEditor(templateId);
  if (!data) notFound();
  const [t, states, categories] = await Promise.all([
    getTranslations("mail.templates"),
    getTranslations("bookingStates"),
    getTranslations("textblocks.categories"),
  ]);
  return (
    <>
      <PageTitle>{t("editTitle", { name: data.template.name })}</PageTitle>
      <MailTemplateEditor
        template={data.template}
        bookings={data.bookings}
        textBlocks={data.textBlocks}
        mergeFields={MERGE_FIELD_GROUPS}
        states={BOOKING_STATES.map((s) => ({ value: s, label: states(s) }))}
        categories={MESSAGE_CATEGORIES.map((c) => ({ value: c, label: categories(c) }))}
      />
    </>
  );
}

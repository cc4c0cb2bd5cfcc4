import { getTranslations } from "next-intl/server";
import { MediaUploadForm } from "@/components/media/media-upload-form";
import { Card, PageTitle } from "@/components/ui/card";
import { requireRoute } from "@/lib/page/context";
import { optionsOf } from "@/lib/page/options";

export default async function MediaCreatePage() {
  await requireRoute("/media/create");
  const [t, folders] = await Promise.all([getTranslations("nav"), optionsOf("mediaFolder")]);
  return (
    <>
      <PageTitle>{t("mediaCreate")}</PageTitle>
      <Card className="p-6">
        <MediaUploadForm folders={folders} />
      </Card>
    </>
  );
}

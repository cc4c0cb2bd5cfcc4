import { getLocale, getTranslations } from "next-intl/server";
import { MediaGrid } from "@/components/media/media-grid";
import { PageTitle } from "@/components/ui/card";
import { can } from "@/lib/resources/engine";
import { MEDIA_TYPES, mediaFolderResource, mediaResource } from "@/lib/domain/media/resources";
import { requireRoute } from "@/lib/page/context";
import { loadList, type PageSearchParams } from "@/lib/page/list";
import { optionsOf } from "@/lib/page/options";

export default async function MediaListPage({ searchParams }: { searchParams: Promise<PageSearchParams> }) {
  const principal = await requireRoute("/media/list");
  const [t, locale, sp] = await Promise.all([getTranslations(), getLocale(), searchParams]);
  // a grid of six columns: 24 per page unless the address says otherwise
  const { query, result } = await loadList("media", sp, principal, locale as "de" | "en", sp.size ? {} : { size: 24 });
  const folders = await optionsOf("mediaFolder");
  return (
    <>
      {/* the list's actions (upload, new folder) sit in its toolbar, like every list's */}
      <PageTitle>{t("nav.mediaList")}</PageTitle>
      <MediaGrid
        result={result}
        query={query}
        folders={folders}
        types={MEDIA_TYPES.map((v) => ({ value: v, label: t(`media.types.${v}`) }))}
        canCreate={!!can(mediaResource, principal, "create") && !!can(mediaFolderResource, principal, "create")}
        canUpdate={!!can(mediaResource, principal, "update")}
      />
    </>
  );
}

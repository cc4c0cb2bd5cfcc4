import Link from "next/link";
import { getFormatter, getLocale, getTranslations } from "next-intl/server";
import { ResourceForm } from "@/components/form/resource-form";
import { FileIcon } from "@/components/media/media-grid";
import { MediaReplace } from "@/components/media/media-replace";
import { previewUrl } from "@/components/media/upload";
import { Card, CardHeader, PageTitle } from "@/components/ui/card";
import { mediaResource } from "@/lib/domain/media/resources";
import { requireRoute } from "@/lib/page/context";
import { loadRecord } from "@/lib/page/record";
import { optionsOf } from "@/lib/page/options";
import { requiredFields } from "@/lib/resources/describe";

export default async function MediaDetailPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const principal = await requireRoute(`/media/${id}`);
  const medium = await loadRecord(mediaResource, principal, id);
  const [t, format, locale, folders] = await Promise.all([
    getTranslations(),
    getFormatter(),
    getLocale(),
    optionsOf("mediaFolder"),
  ]);
  const required = new Set(requiredFields(mediaResource.create));
  const fields = [
    { name: "name" },
    { name: "folderId", type: "select" as const, options: folders },
    { name: "alt", type: "i18n" as const },
  ].map((f) => ({ ...f, label: t(`media.fields.${f.name}` as never), required: required.has(f.name) }));
  const src = previewUrl(medium, false);
  const file = `/api/media/${medium.id}/data?v=${new Date(medium.updatedAt).getTime()}`;
  const info: [string, string | null][] = [
    ["mimeType", medium.mimeType],
    ["size", `${format.number(medium.size / 1024, { maximumFractionDigits: 1 })} KB`],
    ["width", medium.width && medium.height ? `${medium.width} × ${medium.height} px` : null],
    ["createdAt", format.dateTime(new Date(medium.createdAt), { dateStyle: "medium", timeStyle: "short" })],
  ];
  return (
    <>
      <PageTitle
        actions={
          <Link
            href="/media/list"
            className="inline-flex h-10 items-center rounded-md px-4 text-sm text-slate-700 ring-1 ring-slate-300 hover:bg-slate-50"
          >
            {t("common.back")}
          </Link>
        }
      >
        {String(medium.name)}
      </PageTitle>
      <div className="grid gap-6 lg:grid-cols-3">
        <Card>
          <CardHeader title={t("media.preview")} />
          <div className="space-y-4 p-4">
            <a
              href={file}
              target="_blank"
              rel="noreferrer"
              className="flex min-h-40 items-center justify-center rounded bg-slate-100"
              data-testid="media-preview"
            >
              {src ? (
                <img
                  src={src}
                  alt={medium.alt?.[locale] || String(medium.name)}
                  className="max-h-96 w-full object-contain"
                />
              ) : (
                <FileIcon mimeType={medium.mimeType} />
              )}
            </a>
            <a
              href={file}
              download={medium.name}
              className="text-sm text-brand-700 hover:underline"
              data-testid="media-download"
            >
              {t("media.download")}
            </a>
            <dl className="divide-y divide-slate-100 text-sm">
              {info
                .filter(([, v]) => v)
                .map(([k, v]) => (
                  <div key={k} className="flex justify-between gap-4 py-1.5">
                    <dt className="text-slate-500">
                      {k === "width" ? t("media.dimensions") : t(`media.fields.${k}` as never)}
                    </dt>
                    <dd className="text-right">{v}</dd>
                  </div>
                ))}
            </dl>
            <MediaReplace id={medium.id} />
          </div>
        </Card>
        <Card className="p-6 lg:col-span-2">
          <ResourceForm
            resource="media"
            id={medium.id}
            initial={medium}
            fields={fields}
            afterDelete="/media/list"
            deletable
            cancelHref="/media/list"
          />
        </Card>
      </div>
    </>
  );
}

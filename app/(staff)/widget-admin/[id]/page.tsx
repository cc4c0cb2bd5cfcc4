// A widget's settings, then what the operator pastes into its web site (the embed snippet) and a
// live preview of the widget as guests see it.
import { getTranslations } from "next-intl/server";
import { ResourceFormPage } from "@/components/resource/resource-form-page";
import { Card, CardHeader } from "@/components/ui/card";
import { CopySnippet } from "@/components/widget/copy-snippet";
import { embedSnippet, widgetUrl } from "@/lib/domain/widget/embed-snippet";
import { widgetResource, widgetScreen } from "@/lib/domain/widget/resources";
import { currentOrigin, requireRoute } from "@/lib/page/context";
import { loadRecord } from "@/lib/page/record";

export default async function WidgetDetailPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const path = `/widget-admin/${id}`;
  const principal = await requireRoute(path);
  const [widget, t] = await Promise.all([loadRecord(widgetResource, principal, id), getTranslations("widgets")]);
  const slug = String(widget.slug);
  const appOrigin = await currentOrigin();
  return (
    <>
      <ResourceFormPage
        path={path}
        id={id}
        screen={widgetScreen}
        title={String(widget.name)}
        afterDelete="/widget-admin/list"
      />
      <Card className="mt-6">
        <CardHeader title={t("embed.title")} />
        <div className="space-y-3 p-6">
          <p className="text-sm text-slate-600">
            {t("embed.explain", { origins: (widget.allowedOrigins as string[]).join(", ") || t("embed.noOrigins") })}
          </p>
          <CopySnippet snippet={embedSnippet({ appOrigin, slug, title: String(widget.name) })} />
        </div>
      </Card>
      <Card className="mt-6">
        <CardHeader title={t("embed.preview")} />
        <div className="p-6">
          {widget.isActive ? (
            <iframe
              src={widgetUrl("", slug)}
              title={t("embed.previewOf", { name: String(widget.name) })}
              className="h-[32rem] w-full rounded-md border border-slate-200"
              data-testid="widget-preview"
            />
          ) : (
            <p className="text-sm text-slate-600">{t("embed.inactive")}</p>
          )}
        </div>
      </Card>
    </>
  );
}

import { ResourceListPage } from "@/components/resource/resource-list-page";
import { widgetScreen } from "@/lib/domain/widget/resources";
import type { PageSearchParams } from "@/lib/page/list";

export default function WidgetListPage({ searchParams }: { searchParams: Promise<PageSearchParams> }) {
  return (
    <ResourceListPage
      path="/widget-admin/list"
      screen={widgetScreen}
      searchParams={searchParams}
      rowHref="/widget-admin/{id}"
      createHref="/widget-admin/create"
    />
  );
}

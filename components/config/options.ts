// Server-side option lists and shared field sets of the configuration and geography screens.
import "server-only";
import { getTranslations } from "next-intl/server";
import type { ResourceListPageProps } from "@/components/resource/resource-list-page";
import { db } from "@/lib/core/db";
import { LOCALES } from "@/lib/i18n/locale";

export type ListField = NonNullable<ResourceListPageProps["fields"]>[number];
export type Options = { value: string; label: string }[];

/** Every text block, for the text block choice of geography records. */
export async function textBlockOptions(): Promise<Options> {
  const rows = await db().textBlock.findMany({ orderBy: { title: "asc" }, select: { id: true, title: true }, take: 1000 });
  return rows.map((r) => ({ value: String(r.id), label: r.title }));
}

/** The interface languages, named in the user's language. */
export async function langOptions(): Promise<Options> {
  const t = await getTranslations("languages");
  return LOCALES.map((l) => ({ value: l, label: t(l) }));
}

/** Value to label, for enum columns. */
export const labelsOf = (options: Options) => Object.fromEntries(options.map((o) => [o.value, o.label]));

/** Media and text blocks: the last fields of every geography form. */
export async function mediaFields(): Promise<ListField[]> {
  return [
    { name: "mediaIds", type: "media" },
    { name: "textBlockIds", type: "multiselect", options: await textBlockOptions() },
  ];
}

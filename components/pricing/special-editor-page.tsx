import { getLocale, getTranslations } from "next-intl/server";
import { findRoute } from "@/lib/access/routes";
import { specialResource, specialScreen } from "@/lib/domain/pricing/special-resource";
import type { Locale } from "@/lib/i18n/locale";
import { requireRoute } from "@/lib/page/context";
import { countryOptions } from "@/lib/page/options";
import { ruleOptions } from "@/lib/page/pricing";
import { loadRecord } from "@/lib/page/record";
import { resolveScreen } from "@/lib/page/screen";
import { can } from "@/lib/resources/engine";
import { PageTitle } from "../ui/card";
import { SpecialEditor } from "./special-editor";

/** The create and edit screen of a special: its fields, its date range and the rule editor. */
export async function SpecialEditorPage({ path, id }: { path: string; id?: string }) {
  const principal = await requireRoute(path);
  const t = await getTranslations();
  const editing = id !== undefined;
  const [screen, options, countries] = await Promise.all([
    resolveScreen(specialScreen, principal, { editing }),
    ruleOptions(),
    countryOptions((await getLocale()) as Locale),
  ]);
  const special = editing ? await loadRecord(specialResource, principal, id) : { ...screen.defaults, rules: [] };
  return (
    <>
      <PageTitle>{editing ? String(special.name) : t(`nav.${findRoute(path)?.route.key}` as never)}</PageTitle>
      <SpecialEditor
        initial={special}
        // a special combines with others, not with itself
        fields={screen.fields.map((f) =>
          f.name === "includeIn" && f.options && editing
            ? { ...f, options: f.options.filter((o) => String(o.value) !== String(special.id)) }
            : f,
        )}
        ruleOptions={options}
        countries={countries}
        canSave={can(specialResource, principal, editing ? "update" : "create") === "all"}
        canDelete={can(specialResource, principal, "delete") === "all"}
      />
    </>
  );
}

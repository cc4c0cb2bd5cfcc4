import Link from "next/link";
import { getTranslations } from "next-intl/server";
import type { FeatureState } from "@/lib/access/features";
import type { Principal } from "@/lib/auth/principal";
import { userNavigation } from "@/lib/page/shell";
import { Card, PageTitle } from "../ui/card";

/** Home for users without the operator's figures: a greeting and what they may open, as cards. */
export async function Welcome({
  greeting,
  principal,
  features,
}: {
  greeting: string;
  principal: Principal;
  features: FeatureState;
}) {
  const t = await getTranslations();
  const items = (await userNavigation(principal, features)).flatMap((s) => s.items).filter((i) => i.path !== "/");
  return (
    <>
      <PageTitle>{greeting}</PageTitle>
      <p className="mb-6 text-sm text-slate-600" data-testid="home-welcome">
        {t("home.welcome")}
      </p>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {items.map((i) => (
          <li key={i.path}>
            <Link href={i.path} className="block rounded-lg focus-visible:ring-2 focus-visible:ring-brand-500">
              <Card className="h-full p-4 hover:border-brand-500">
                <span className="font-medium text-brand-700">{t(`nav.${i.key}` as never)}</span>
              </Card>
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}

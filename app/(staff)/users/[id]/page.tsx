import { getTranslations } from "next-intl/server";
import { ResourceFormPage } from "@/components/resource/resource-form-page";
import { TabLinks } from "@/components/ui/tabs";
import { PageTitle } from "@/components/ui/card";
import { UserLogins } from "@/components/users/user-logins";
import { userScreen } from "@/lib/domain/users/resources";
import { notFound } from "next/navigation";
import { requireRoute } from "@/lib/page/context";
import { parseId } from "@/lib/page/record";

export default async function UserPage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: Promise<{ tab?: string }>;
}) {
  const { id } = await params;
  const path = `/users/${id}`;
  const t = await getTranslations("users.tabs");
  const tab = (await searchParams).tab === "logins" ? "logins" : "details";
  const tabs = (
    <TabLinks
      base={path}
      active={tab}
      tabs={[
        { key: "details", label: t("details") },
        { key: "logins", label: t("logins") },
      ]}
    />
  );
  if (tab === "logins") {
    await requireRoute(path);
    const nav = await getTranslations("nav");
    return (
      <>
        <PageTitle>{nav("userDetail")}</PageTitle>
        {tabs}
        <UserLogins userId={parseId(id) ?? notFound()} />
      </>
    );
  }
  return <ResourceFormPage path={path} screen={userScreen} id={id} header={tabs} afterDelete="/users" />;
}

// /guestform/{id}/{token}: the guest form opened by its link (lib/page/guest-forms.ts); a wrong
// token is the same "not found" as a missing form. The multi-guest variant when the form is one
// (MULTI_GF = "1").
import { getLocale } from "next-intl/server";
import { notFound } from "next/navigation";
import { GuestFormPage } from "@/components/guest-form/guest-form-page";
import type { Locale } from "@/lib/i18n/locale";
import { requireRoute } from "@/lib/page/context";
import { loadPublicGuestForm } from "@/lib/page/guest-forms";

export default async function Page(props: { params: Promise<{ id: string; token: string }> }) {
  const { id, token } = await props.params;
  await requireRoute(`/guestform/${id}/${token}`);
  const found = await loadPublicGuestForm(id, token, (await getLocale()) as Locale);
  if (!found) notFound();
  return <GuestFormPage {...found} />;
}

"use client";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { api } from "@/lib/client/api";
import { setLocaleCookie } from "@/lib/client/locale-cookie";
import { FormField } from "../form/form-field";
import { PasswordInput } from "../auth/password-input";
import { formValues } from "../form/use-form-errors";
import { useSubmit } from "../form/use-submit";
import { Alert } from "../ui/alert";
import { Button } from "../ui/button";
import { Card, CardHeader } from "../ui/card";
import { Input, Select } from "../ui/input";

type Profile = {
  name: string;
  phone: string | null;
  settings: {
    language: string;
    defaultDashboardDays: number;
    showCustomersInBookingList: boolean;
    showInvertedCurrencyExchange: boolean;
  };
};

/** The own profile: name, phone, preferences, and a password change. */
export function ProfileForm({ profile }: { profile: Profile }) {
  const t = useTranslations();
  const router = useRouter();
  const details = useSubmit();
  const password = useSubmit();

  async function saveDetails(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const v = formValues(e.currentTarget);
    const form = e.currentTarget;
    const body = {
      name: v.name,
      phone: v.phone || null,
      settings: {
        language: v.language,
        defaultDashboardDays: Number(v.defaultDashboardDays),
        showCustomersInBookingList: (form.elements.namedItem("showCustomersInBookingList") as HTMLInputElement).checked,
        showInvertedCurrencyExchange: (form.elements.namedItem("showInvertedCurrencyExchange") as HTMLInputElement)
          .checked,
      },
    };
    if (!(await details.submit(() => api("/api/users/self", { body })))) return;
    setLocaleCookie(body.settings.language);
    router.refresh();
  }

  async function changePassword(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = e.currentTarget;
    const done = await password.submit(() => api("/api/users/self/password", { body: formValues(form) }), {
      success: t("profile.passwordChanged"),
    });
    if (done) form.reset();
  }

  const note = (form: ReturnType<typeof useSubmit>) =>
    form.message && <Alert tone={form.message.tone}>{form.message.text}</Alert>;
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Card>
        <CardHeader title={t("profile.details")} />
        <form onSubmit={saveDetails} className="space-y-4 p-4" data-testid="profile-form">
          {note(details)}
          <FormField label={t("users.fields.name")} htmlFor="name" error={details.errors.name}>
            <Input id="name" name="name" defaultValue={profile.name} />
          </FormField>
          <FormField label={t("users.fields.phone")} htmlFor="phone" error={details.errors.phone}>
            <Input id="phone" name="phone" type="tel" defaultValue={profile.phone ?? ""} />
          </FormField>
          <FormField label={t("profile.language")} htmlFor="language">
            <Select id="language" name="language" defaultValue={profile.settings.language}>
              <option value="de">{t("languages.de")}</option>
              <option value="en">{t("languages.en")}</option>
            </Select>
          </FormField>
          <FormField
            label={t("profile.defaultDashboardDays")}
            htmlFor="defaultDashboardDays"
            error={details.errors["settings.defaultDashboardDays"]}
          >
            <Input
              id="defaultDashboardDays"
              name="defaultDashboardDays"
              inputMode="numeric"
              defaultValue={profile.settings.defaultDashboardDays}
            />
          </FormField>
          <label className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              name="showCustomersInBookingList"
              defaultChecked={profile.settings.showCustomersInBookingList}
            />{" "}
            {t("profile.showCustomersInBookingList")}
          </label>
          <label className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              name="showInvertedCurrencyExchange"
              defaultChecked={profile.settings.showInvertedCurrencyExchange}
            />{" "}
            {t("profile.showInvertedCurrencyExchange")}
          </label>
          <Button type="submit">{t("common.save")}</Button>
        </form>
      </Card>
      <Card>
        <CardHeader title={t("profile.password")} />
        <form onSubmit={changePassword} className="space-y-4 p-4" data-testid="password-form">
          {note(password)}
          <FormField
            label={t("profile.currentPassword")}
            htmlFor="currentPassword"
            error={password.errors.currentPassword}
          >
            <PasswordInput id="currentPassword" name="currentPassword" autoComplete="current-password" />
          </FormField>
          <FormField label={t("profile.newPassword")} htmlFor="newPassword" error={password.errors.password}>
            <PasswordInput reveal id="newPassword" name="password" autoComplete="new-password" />
          </FormField>
          <Button type="submit">{t("common.save")}</Button>
        </form>
      </Card>
    </div>
  );
}

"use client";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { api } from "@/lib/client/api";
import { setLocaleCookie } from "@/lib/client/locale-cookie";
import { FormStatus } from "../form/error-summary";
import { FormField, RequiredNote } from "../form/form-field";
import { PasswordInput } from "../auth/password-input";
import { formValues } from "../form/use-form-errors";
import { useSubmit } from "../form/use-submit";
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
    if (!(await details.submit(() => api("/api/users/self", { body }), { toast: true }))) return;
    setLocaleCookie(body.settings.language);
    router.refresh();
  }

  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Card>
        <CardHeader title={t("profile.details")} />
        <form onSubmit={saveDetails} className="space-y-4 p-4" data-testid="profile-form">
          <FormStatus
            form={details}
            idOf={(n) => (n === "settings" ? "defaultDashboardDays" : n)}
            labels={{
              name: t("users.fields.name"),
              phone: t("users.fields.phone"),
              settings: t("profile.preferences"),
            }}
          />
          <RequiredNote />
          <FormField label={t("users.fields.name")} htmlFor="name" error={details.errors.name} required>
            <Input
              id="name"
              name="name"
              defaultValue={profile.name}
              aria-required
              aria-invalid={!!details.errors.name}
              aria-describedby={details.errors.name ? "name-error" : undefined}
            />
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
          {(["showCustomersInBookingList", "showInvertedCurrencyExchange"] as const).map((key) => (
            <label key={key} className="flex items-center gap-2 text-sm">
              <input type="checkbox" name={key} defaultChecked={profile.settings[key]} /> {t(`profile.${key}`)}
            </label>
          ))}
          <Button type="submit">{t("common.save")}</Button>
        </form>
      </Card>
      <PasswordChangeForm />
    </div>
  );
}

/** Changing the own password: the current one, then the new one (revealable). */
export function PasswordChangeForm() {
  const t = useTranslations();
  const password = useSubmit();

  async function changePassword(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = e.currentTarget;
    const done = await password.submit(() => api("/api/users/self/password", { body: formValues(form) }), {
      success: t("profile.passwordChanged"),
      toast: true,
    });
    if (done) form.reset();
  }

  const described = (name: string) => (password.errors[name] ? `${name}-error` : undefined);
  return (
    <Card>
      <CardHeader title={t("profile.password")} />
      <form onSubmit={changePassword} noValidate className="space-y-4 p-4" data-testid="password-form">
        <FormStatus
          form={password}
          idOf={(n) => (n === "password" ? "newPassword" : n)}
          labels={{ currentPassword: t("profile.currentPassword"), password: t("profile.newPassword") }}
        />
        <RequiredNote />
        <FormField
          label={t("profile.currentPassword")}
          htmlFor="currentPassword"
          error={password.errors.currentPassword}
          required
        >
          <PasswordInput
            id="currentPassword"
            name="currentPassword"
            autoComplete="current-password"
            aria-required
            aria-invalid={!!password.errors.currentPassword}
            aria-describedby={described("currentPassword")}
          />
        </FormField>
        <FormField label={t("profile.newPassword")} htmlFor="newPassword" error={password.errors.password} required>
          <PasswordInput
            reveal
            id="newPassword"
            name="password"
            autoComplete="new-password"
            aria-required
            aria-invalid={!!password.errors.password}
            aria-describedby={password.errors.password ? "newPassword-error" : undefined}
          />
        </FormField>
        <Button type="submit" disabled={password.pending}>
          {t("common.save")}
        </Button>
      </form>
    </Card>
  );
}

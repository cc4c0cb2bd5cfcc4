"use client";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { api } from "@/lib/client/api";
import { setLocaleCookie } from "@/lib/client/locale-cookie";
import { Field } from "../auth/field";
import { PasswordInput } from "../auth/password-input";
import { formValues, useFormErrors } from "../form/use-form-errors";
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
  const details = useFormErrors();
  const password = useFormErrors();
  const [message, setMessage] = useState<{ form: string; tone: "error" | "success"; text: string } | null>(null);

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
    const res = await api("/api/users/self", { body });
    if (!res.ok) {
      details.fromServer(res.error);
      return setMessage({ form: "details", tone: "error", text: details.translate(res.error.message) });
    }
    setLocaleCookie(body.settings.language);
    setMessage({ form: "details", tone: "success", text: t("common.saved") });
    router.refresh();
  }

  async function changePassword(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = e.currentTarget;
    const res = await api("/api/users/self/password", { body: formValues(form) });
    if (!res.ok) {
      password.fromServer(res.error);
      return setMessage({ form: "password", tone: "error", text: password.translate(res.error.message) });
    }
    form.reset();
    password.setErrors({});
    setMessage({ form: "password", tone: "success", text: t("profile.passwordChanged") });
  }

  const note = (form: string) => message?.form === form && <Alert tone={message.tone}>{message.text}</Alert>;
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Card>
        <CardHeader title={t("profile.details")} />
        <form onSubmit={saveDetails} className="space-y-4 p-4" data-testid="profile-form">
          {note("details")}
          <Field label={t("users.fields.name")} htmlFor="name" error={details.errors.name}>
            <Input id="name" name="name" defaultValue={profile.name} />
          </Field>
          <Field label={t("users.fields.phone")} htmlFor="phone" error={details.errors.phone}>
            <Input id="phone" name="phone" type="tel" defaultValue={profile.phone ?? ""} />
          </Field>
          <Field label={t("profile.language")} htmlFor="language">
            <Select id="language" name="language" defaultValue={profile.settings.language}>
              <option value="de">{t("languages.de")}</option>
              <option value="en">{t("languages.en")}</option>
            </Select>
          </Field>
          <Field
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
          </Field>
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
          {note("password")}
          <Field label={t("profile.currentPassword")} htmlFor="currentPassword" error={password.errors.currentPassword}>
            <PasswordInput id="currentPassword" name="currentPassword" autoComplete="current-password" />
          </Field>
          <Field label={t("profile.newPassword")} htmlFor="newPassword" error={password.errors.password}>
            <PasswordInput reveal id="newPassword" name="password" autoComplete="new-password" />
          </Field>
          <Button type="submit">{t("common.save")}</Button>
        </form>
      </Card>
    </div>
  );
}

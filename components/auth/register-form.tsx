"use client";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { api } from "@/lib/client/api";
import { registerFormSchemas, type RegisterableType } from "@/lib/domain/users/account-schemas";
import { Alert } from "../ui/alert";
import { Button } from "../ui/button";
import { Input } from "../ui/input";
import { formValues } from "../form/use-form-errors";
import { useSubmit } from "../form/use-submit";
import { FormField } from "../form/form-field";
import { PasswordInput } from "./password-input";

const FIELDS: Record<RegisterableType, string[]> = { customer: ["firstName", "lastName"], agency: ["company", "name"] };

export function RegisterForm({ userType, club }: { userType: RegisterableType; club: boolean }) {
  const t = useTranslations("auth");
  const { submit, pending, message, errors, validate } = useSubmit();
  const [done, setDone] = useState(false);

  async function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const input = validate(registerFormSchemas[userType], {
      ...formValues(e.currentTarget),
      userType,
      isCRMUser: club,
    });
    if (!input) return;
    const { passwordRepeat: _r, ...body } = input;
    if (await submit(() => api("/api/auth/register", { body }), { success: null })) setDone(true);
  }

  if (done) return <Alert tone="success">{t("register.done")}</Alert>;
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" data-testid="register-form">
      {message && <Alert tone={message.tone}>{message.text}</Alert>}
      {FIELDS[userType].map((f) => (
        <FormField key={f} label={t(`register.${f}`)} htmlFor={f} error={errors[f]}>
          <Input id={f} name={f} aria-invalid={!!errors[f]} />
        </FormField>
      ))}
      <FormField label={t("email")} htmlFor="email" error={errors.email}>
        <Input id="email" name="email" type="email" autoComplete="username" aria-invalid={!!errors.email} />
      </FormField>
      <FormField label={t("password")} htmlFor="password" error={errors.password}>
        <PasswordInput
          reveal
          id="password"
          name="password"
          autoComplete="new-password"
          aria-invalid={!!errors.password}
        />
      </FormField>
      <FormField label={t("passwordRepeat")} htmlFor="passwordRepeat" error={errors.passwordRepeat}>
        <PasswordInput
          id="passwordRepeat"
          name="passwordRepeat"
          autoComplete="new-password"
          aria-invalid={!!errors.passwordRepeat}
        />
      </FormField>
      <Button type="submit" className="w-full" disabled={pending}>
        {t("register.submit")}
      </Button>
    </form>
  );
}

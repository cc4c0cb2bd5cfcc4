"use client";
import { useTranslations } from "next-intl";
import { useRef, useState } from "react";
import { api } from "@/lib/client/api";
import { registerFormSchemas, type RegisterableType } from "@/lib/domain/users/account-schemas";
import { Alert } from "../ui/alert";
import { Button } from "../ui/button";
import { Input } from "../ui/input";
import { formValues } from "../form/use-form-errors";
import { useSubmit } from "../form/use-submit";
import { useFocusFirstInvalid } from "../form/error-summary";
import { FormField, RequiredNote } from "../form/form-field";
import { PasswordInput } from "./password-input";

const FIELDS: Record<RegisterableType, string[]> = { customer: ["firstName", "lastName"], agency: ["company", "name"] };

export function RegisterForm({ userType, club }: { userType: RegisterableType; club: boolean }) {
  const t = useTranslations("auth");
  const { submit, pending, message, errors, validate, failures } = useSubmit();
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(formRef, failures);
  const described = (name: string) => (errors[name] ? `${name}-error` : undefined);
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
    <form ref={formRef} onSubmit={onSubmit} noValidate className="space-y-4" data-testid="register-form">
      {message && <Alert tone={message.tone}>{message.text}</Alert>}
      <RequiredNote />
      {FIELDS[userType].map((f) => (
        <FormField key={f} label={t(`register.${f}`)} htmlFor={f} error={errors[f]} required>
          <Input id={f} name={f} aria-invalid={!!errors[f]} aria-describedby={described(f)} aria-required />
        </FormField>
      ))}
      <FormField label={t("email")} htmlFor="email" error={errors.email} required>
        <Input
          id="email"
          name="email"
          type="email"
          autoComplete="username"
          aria-invalid={!!errors.email}
          aria-describedby={described("email")}
          aria-required
        />
      </FormField>
      <FormField label={t("password")} htmlFor="password" error={errors.password} required>
        <PasswordInput
          reveal
          id="password"
          name="password"
          autoComplete="new-password"
          aria-invalid={!!errors.password}
          aria-describedby={described("password")}
          aria-required
        />
      </FormField>
      <FormField label={t("passwordRepeat")} htmlFor="passwordRepeat" error={errors.passwordRepeat} required>
        <PasswordInput
          id="passwordRepeat"
          name="passwordRepeat"
          autoComplete="new-password"
          aria-invalid={!!errors.passwordRepeat}
          aria-describedby={described("passwordRepeat")}
          aria-required
        />
      </FormField>
      <Button type="submit" className="w-full" disabled={pending}>
        {t("register.submit")}
      </Button>
    </form>
  );
}

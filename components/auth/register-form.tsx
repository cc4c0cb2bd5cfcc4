"use client";
import { useTranslations } from "next-intl";
import { useRef, useState } from "react";
import { api } from "@/lib/client/api";
import { registerFormSchemas, type RegisterableType } from "@/lib/domain/users/account-schemas";
import { Alert } from "../ui/alert";
import { Button } from "../ui/button";
import { Input } from "../ui/input";
import { formValues, requiredInput } from "../form/use-form-errors";
import { useValidatedSubmit } from "../form/use-validate";
import { useFocusFirstInvalid } from "../form/error-summary";
import { FormField, RequiredNote } from "../form/form-field";
import { PasswordInput } from "./password-input";

const FIELDS: Record<RegisterableType, string[]> = { customer: ["firstName", "lastName"], agency: ["company", "name"] };

export function RegisterForm({ userType, club }: { userType: RegisterableType; club: boolean }) {
  const t = useTranslations("auth");
  const { submit, pending, message, errors, validate, failures } = useValidatedSubmit();
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(formRef, failures);
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
          <Input {...requiredInput(f, errors)} />
        </FormField>
      ))}
      <FormField label={t("email")} htmlFor="email" error={errors.email} required>
        <Input {...requiredInput("email", errors)} type="email" autoComplete="username" />
      </FormField>
      <FormField label={t("password")} htmlFor="password" error={errors.password} required>
        <PasswordInput {...requiredInput("password", errors)} reveal autoComplete="new-password" />
      </FormField>
      <FormField label={t("passwordRepeat")} htmlFor="passwordRepeat" error={errors.passwordRepeat} required>
        <PasswordInput {...requiredInput("passwordRepeat", errors)} autoComplete="new-password" />
      </FormField>
      <Button type="submit" className="w-full" disabled={pending}>
        {t("register.submit")}
      </Button>
    </form>
  );
}

"use client";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { api } from "@/lib/client/api";
import { registerFormSchemas, type RegisterableType } from "@/lib/domain/users/account-schemas";
import { Alert } from "../ui/alert";
import { Button } from "../ui/button";
import { Input } from "../ui/input";
import { formValues, useFormErrors } from "../form/use-form-errors";
import { Field } from "./field";
import { PasswordInput } from "./password-input";

const FIELDS: Record<RegisterableType, string[]> = { customer: ["firstName", "lastName"], agency: ["company", "name"] };

export function RegisterForm({ userType, club }: { userType: RegisterableType; club: boolean }) {
  const t = useTranslations("auth");
  const { errors, validate, fromServer, translate } = useFormErrors();
  const [done, setDone] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    setFailure(null);
    const input = validate(registerFormSchemas[userType], {
      ...formValues(e.currentTarget),
      userType,
      isCRMUser: club,
    });
    if (!input) return;
    setPending(true);
    const { passwordRepeat: _r, ...body } = input;
    const res = await api("/api/auth/register", { body });
    setPending(false);
    if (res.ok) return setDone(true);
    fromServer(res.error);
    setFailure(translate(res.error.message));
  }

  if (done) return <Alert tone="success">{t("register.done")}</Alert>;
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" data-testid="register-form">
      {failure && <Alert>{failure}</Alert>}
      {FIELDS[userType].map((f) => (
        <Field key={f} label={t(`register.${f}`)} htmlFor={f} error={errors[f]}>
          <Input id={f} name={f} aria-invalid={!!errors[f]} />
        </Field>
      ))}
      <Field label={t("email")} htmlFor="email" error={errors.email}>
        <Input id="email" name="email" type="email" autoComplete="username" aria-invalid={!!errors.email} />
      </Field>
      <Field label={t("password")} htmlFor="password" error={errors.password}>
        <PasswordInput
          reveal
          id="password"
          name="password"
          autoComplete="new-password"
          aria-invalid={!!errors.password}
        />
      </Field>
      <Field label={t("passwordRepeat")} htmlFor="passwordRepeat" error={errors.passwordRepeat}>
        <PasswordInput
          id="passwordRepeat"
          name="passwordRepeat"
          autoComplete="new-password"
          aria-invalid={!!errors.passwordRepeat}
        />
      </Field>
      <Button type="submit" className="w-full" disabled={pending}>
        {t("register.submit")}
      </Button>
    </form>
  );
}

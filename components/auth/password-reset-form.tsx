"use client";
import Link from "next/link";
import { signIn } from "next-auth/react";
import { useTranslations } from "next-intl";
import { useRef } from "react";
import { api } from "@/lib/client/api";
import { browserFingerprint } from "@/lib/client/fingerprint";
import { resetRequestSchema, resetSaveFormSchema } from "@/lib/domain/users/account-schemas";
import { Alert } from "../ui/alert";
import { Button } from "../ui/button";
import { Input } from "../ui/input";
import { formValues, requiredInput } from "../form/use-form-errors";
import { useValidatedSubmit } from "../form/use-validate";
import { useFocusFirstInvalid } from "../form/error-summary";
import { FormField, RequiredNote } from "../form/form-field";
import { PasswordInput } from "./password-input";

type Props = { club: boolean; token?: string; email?: string; forceSave?: boolean };

/**
 * The reset screen's two modes: request (e-mail, send) and save (token, e-mail, new password,
 * repeat). Save mode when the address carries a token or save mode is forced. The club
 * variant hides the token field: its token comes with the link.
 */
export function PasswordResetForm({ club, token = "", email = "", forceSave = false }: Props) {
  const t = useTranslations("auth");
  const mode = token || forceSave ? "save" : "request";
  const { submit, pending, message, setMessage, errors, validate, failures } = useValidatedSubmit();
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(formRef, failures);

  async function request(values: Record<string, string>) {
    const input = validate(resetRequestSchema, { ...values, isCRMUser: club });
    if (!input) return;
    await submit(
      () => api("/api/auth/password/reset", { method: "PUT", body: { ...input, ts: browserFingerprint() } }),
      {
        success: t("reset.requested"),
        failure: () => t("reset.requestFailed"),
      },
    );
  }

  async function save(values: Record<string, string>) {
    const input = validate(resetSaveFormSchema, { ...values, token: values.token ?? token, isCRMUser: club });
    if (!input) return;
    const { passwordRepeat: _repeat, ...body } = input;
    const saved = await submit(
      () =>
        api<{ userType: string; isCRMUser: boolean }>("/api/auth/password/reset", {
          method: "POST",
          body: { ...body, ts: browserFingerprint() },
        }),
      { success: t("reset.changed") },
    );
    if (!saved) return;
    const user = saved.data;
    // a result with userType guest counts as failure
    if (user.userType === "guest") return setMessage({ tone: "error", text: t("reset.changeFailed") });
    const login = await signIn("credentials", {
      redirect: false,
      email: input.email,
      password: input.password,
      isCRMUser: String(club),
      ts: browserFingerprint(),
    });
    if (login?.ok && !login.error) window.location.assign(user.isCRMUser ? "/club/dashboard" : "/");
  }

  async function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    await (mode === "request" ? request : save)(formValues(e.currentTarget));
  }

  return (
    <form
      ref={formRef}
      onSubmit={onSubmit}
      noValidate
      className="space-y-4"
      data-testid={`reset-${mode}`}
      data-mode={mode}
    >
      <p className="text-sm text-slate-600">{mode === "request" ? t("reset.requestIntro") : t("reset.saveIntro")}</p>
      {message && <Alert tone={message.tone}>{message.text}</Alert>}
      <RequiredNote />
      {mode === "save" && !club && (
        <FormField label={t("token")} htmlFor="token" error={errors.token} required>
          <Input {...requiredInput("token", errors)} defaultValue={token} autoComplete="one-time-code" />
        </FormField>
      )}
      {mode === "save" && club && errors.token && <Alert>{errors.token}</Alert>}
      <FormField label={t("email")} htmlFor="email" error={errors.email} required>
        <Input
          {...requiredInput("email", errors)}
          type="email"
          defaultValue={email}
          autoComplete="username"
          autoFocus={mode === "request"}
        />
      </FormField>
      {mode === "save" && (
        <>
          <FormField label={t("newPassword")} htmlFor="password" error={errors.password} required>
            <PasswordInput {...requiredInput("password", errors)} reveal autoComplete="new-password" autoFocus />
          </FormField>
          <FormField label={t("passwordRepeat")} htmlFor="passwordRepeat" error={errors.passwordRepeat} required>
            <PasswordInput {...requiredInput("passwordRepeat", errors)} autoComplete="new-password" />
          </FormField>
        </>
      )}
      <Button type="submit" className="w-full" disabled={pending}>
        {mode === "request" ? t("reset.send") : t("reset.save")}
      </Button>
      <Link href={club ? "/club/login" : "/login"} className="block text-center text-sm text-brand-700 hover:underline">
        {t("reset.backToLogin")}
      </Link>
    </form>
  );
}

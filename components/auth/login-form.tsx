"use client";
import Link from "next/link";
import { signIn } from "next-auth/react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { browserFingerprint } from "@/lib/client/fingerprint";
import { setLocaleCookie } from "@/lib/client/locale-cookie";
import { Alert } from "../ui/alert";
import { Button } from "../ui/button";
import { Input } from "../ui/input";
import { FormField } from "../form/form-field";
import { PasswordInput } from "./password-input";

export function LoginForm({ club, target }: { club: boolean; target: string }) {
  const t = useTranslations("auth");
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    setPending(true);
    setError(null);
    const res = await signIn("credentials", {
      redirect: false,
      email: String(form.get("email") ?? ""),
      password: String(form.get("password") ?? ""),
      isCRMUser: String(club),
      ts: browserFingerprint(),
    });
    if (!res?.ok || res.error) {
      setPending(false);
      const [code, minutes] = (res?.error ?? "").split(":");
      setError(
        code === "RATE_LIMITED"
          ? t("login.errors.RATE_LIMITED", { minutes: minutes ?? 15 })
          : code === "INVALID_CREDENTIALS" || code === "VALIDATION_ERROR" || code === "ACCOUNT_INACTIVE"
            ? t(`login.errors.${code}`)
            : t("login.errors.unknown"),
      );
      return;
    }
    // the user's saved language wins after login
    const me = await fetch("/api/users/self")
      .then((r) => (r.ok ? r.json() : null))
      .catch(() => null);
    setLocaleCookie(me?.settings?.language);
    window.location.assign(target);
  }

  return (
    <form onSubmit={onSubmit} className="space-y-4" noValidate data-testid="login-form">
      {error && <Alert>{error}</Alert>}
      <FormField label={t("email")} htmlFor="email" required>
        <Input id="email" name="email" type="email" autoComplete="username" required autoFocus />
      </FormField>
      <FormField label={t("password")} htmlFor="password" required>
        <PasswordInput id="password" name="password" autoComplete="current-password" required />
      </FormField>
      <Button type="submit" className="w-full" disabled={pending}>
        {t("login.submit")}
      </Button>
      <div className="flex justify-between text-sm">
        <Link href={club ? "/club/password/reset" : "/password/reset"} className="text-brand-700 hover:underline">
          {t("login.forgot")}
        </Link>
        {club && (
          <Link href="/register/customer?club=1" className="text-brand-700 hover:underline">
            {t("login.register")}
          </Link>
        )}
      </div>
    </form>
  );
}

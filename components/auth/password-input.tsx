"use client";
import { useTranslations } from "next-intl";
import { useState, type InputHTMLAttributes } from "react";
import { Input } from "../ui/input";

/** A password field; with `reveal`, a toggle shows the typed password. */
export function PasswordInput({ reveal, ...props }: InputHTMLAttributes<HTMLInputElement> & { reveal?: boolean }) {
  const t = useTranslations("auth");
  const [shown, setShown] = useState(false);
  if (!reveal) return <Input type="password" {...props} />;
  return (
    <div className="relative">
      <Input type={shown ? "text" : "password"} className="pr-20" {...props} />
      <button
        type="button"
        data-testid="reveal-password"
        onClick={() => setShown((s) => !s)}
        aria-pressed={shown}
        className="absolute inset-y-0 right-0 px-3 text-xs font-medium text-brand-700 hover:underline"
      >
        {shown ? t("hidePassword") : t("showPassword")}
      </button>
    </div>
  );
}

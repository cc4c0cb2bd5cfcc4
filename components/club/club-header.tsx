"use client";
import Link from "next/link";
import { signOut } from "@/lib/client/auth-session";
import { useTranslations } from "next-intl";
import { LanguageSwitch } from "../shell/language-switch";

export function ClubHeader({ title, name }: { title: string; name: string }) {
  const t = useTranslations();
  return (
    <header className="border-b border-amber-200 bg-white">
      <div className="mx-auto flex h-16 max-w-5xl items-center gap-4 px-4">
        <Link href="/club/dashboard" className="text-lg font-semibold text-amber-800">
          {t("app.name")} · {title}
        </Link>
        <div className="ml-auto flex items-center gap-3 text-sm">
          <span className="hidden text-slate-600 sm:inline">{name}</span>
          <LanguageSwitch />
          <button
            type="button"
            data-testid="logout"
            onClick={() => void signOut({ callbackUrl: "/club/login" })}
            className="rounded-md px-2 py-1 text-slate-700 hover:bg-amber-100"
          >
            {t("shell.logout")}
          </button>
        </div>
      </div>
    </header>
  );
}

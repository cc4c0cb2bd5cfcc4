"use client";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { signOut } from "next-auth/react";
import { useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import { logoutTarget } from "@/lib/client/logout";

export function UserMenu({ user }: { user: { name: string; email: string; canProfile?: boolean } }) {
  const t = useTranslations("shell");
  const pathname = usePathname();
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const close = (e: MouseEvent) => ref.current && !ref.current.contains(e.target as Node) && setOpen(false);
    document.addEventListener("mousedown", close);
    return () => document.removeEventListener("mousedown", close);
  }, [open]);
  return (
    <div ref={ref} className="relative">
      <button
        type="button"
        data-testid="user-menu"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-label={t("userMenu")}
        onClick={() => setOpen((o) => !o)}
        className="flex items-center gap-2 rounded-md px-2 py-1 text-sm text-slate-700 hover:bg-slate-100"
      >
        <span className="grid h-7 w-7 place-items-center rounded-full bg-brand-100 font-semibold text-brand-700">
          {user.name.slice(0, 1).toUpperCase()}
        </span>
        <span className="hidden sm:inline">{user.name}</span>
      </button>
      {open && (
        <div
          role="menu"
          className="absolute right-0 mt-2 w-56 rounded-md border border-slate-200 bg-white py-1 shadow-lg"
        >
          <div className="border-b border-slate-100 px-3 py-2 text-xs text-slate-500">{user.email}</div>
          {user.canProfile && (
            <Link
              role="menuitem"
              href="/users/profile"
              className="block px-3 py-2 text-sm hover:bg-slate-50"
              onClick={() => setOpen(false)}
            >
              {t("profile")}
            </Link>
          )}
          <button
            role="menuitem"
            type="button"
            data-testid="logout"
            className="block w-full px-3 py-2 text-left text-sm hover:bg-slate-50"
            onClick={() => void signOut({ callbackUrl: logoutTarget(pathname) })}
          >
            {t("logout")}
          </button>
        </div>
      )}
    </div>
  );
}

"use client";
import { LazyMenu } from "../ui/lazy-menu";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { signOut } from "@/lib/client/auth-session";
import { useTranslations } from "next-intl";
import { logoutTarget } from "@/lib/client/logout";

const item =
  "block w-full cursor-pointer px-3 py-2 text-left text-sm text-slate-800 outline-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-900";

/**
 * The user's menu (Radix): opens with Enter, Space or the arrow keys, arrows move between the
 * entries, Escape closes it and puts the focus back on the button. The button's accessible name
 * starts with the name it shows.
 */
export function UserMenu({
  user,
}: {
  user: { name: string; email: string; canProfile?: boolean; profileHref?: string };
}) {
  const t = useTranslations("shell");
  const pathname = usePathname();
  return (
    <LazyMenu
      trigger={
        <button
          type="button"
          data-testid="user-menu"
          className="flex items-center gap-2 rounded-md px-2 py-1 text-sm text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <span
            aria-hidden
            className="grid h-7 w-7 place-items-center rounded-full bg-brand-100 font-semibold text-brand-900"
          >
            {user.name.slice(0, 1).toUpperCase()}
          </span>
          <span className="sr-only sm:not-sr-only">{user.name}</span>
          <span className="sr-only">{t("userMenuSuffix")}</span>
        </button>
      }
      content={({ Menu, MenuPanel }) => (
        <MenuPanel className="w-56 py-1" data-testid="user-menu-content">
          <Menu.Label className="border-b border-slate-100 px-3 py-2 text-xs text-slate-600">{user.email}</Menu.Label>
          {user.canProfile && (
            <Menu.Item asChild className={item}>
              <Link href={user.profileHref ?? "/users/profile"}>{t("profile")}</Link>
            </Menu.Item>
          )}
          <Menu.Item
            data-testid="logout"
            className={item}
            onSelect={() => void signOut({ callbackUrl: logoutTarget(pathname) })}
          >
            {t("logout")}
          </Menu.Item>
        </MenuPanel>
      )}
    />
  );
}

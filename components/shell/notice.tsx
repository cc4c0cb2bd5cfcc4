"use client";
import { useTranslations } from "next-intl";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useEffect, useState } from "react";

const NOTICES = ["UNAUTHORIZED", "FORBIDDEN"] as const;

/** Shows the guard's notice (?notice=…) in the error colour, then drops it from the address. */
export function GuardNotice() {
  const params = useSearchParams();
  const router = useRouter();
  const pathname = usePathname();
  const t = useTranslations("notices");
  const [notice, setNotice] = useState<(typeof NOTICES)[number] | null>(null);

  useEffect(() => {
    const n = params.get("notice");
    if (!n || !(NOTICES as readonly string[]).includes(n)) return;
    setNotice(n as (typeof NOTICES)[number]);
    const rest = new URLSearchParams(params);
    rest.delete("notice");
    router.replace(rest.size ? `${pathname}?${rest}` : pathname, { scroll: false });
    const timer = setTimeout(() => setNotice(null), 6000);
    return () => clearTimeout(timer);
  }, [params, pathname, router]);

  if (!notice) return null;
  return (
    <div
      role="alert"
      data-testid="notice"
      data-notice={notice}
      className="fixed bottom-6 left-1/2 z-50 flex -translate-x-1/2 items-center gap-4 rounded-md bg-error px-4 py-3 text-sm text-white shadow-lg"
    >
      {t(notice)}
      <button type="button" onClick={() => setNotice(null)} className="font-medium underline">
        {t("dismiss")}
      </button>
    </div>
  );
}

import { getFormatter, getTranslations } from "next-intl/server";
import { userLogins } from "@/lib/page/account";
import { loginState, readableAddress, readableAgent } from "@/lib/domain/users/readable-login";
import { Card } from "../ui/card";
import { cn } from "../ui/cn";
import { TableHead } from "../ui/table-head";

/** A user's latest logins: when, how, from where, with which browser, and the session's state in words. */
export async function UserLogins({ userId }: { userId: number }) {
  const [t, format, data] = await Promise.all([getTranslations("users.logins"), getFormatter(), userLogins(userId)]);
  if (!data.length) return <p className="text-sm text-slate-600">{t("none")}</p>;
  return (
    <Card>
      <table className="w-full text-left text-sm" data-testid="user-logins">
        <TableHead labels={(["when", "kind", "ip", "userAgent", "active"] as const).map((k) => t(k))} />
        <tbody className="divide-y divide-slate-100">
          {data.map((s) => {
            const { address, local } = readableAddress(s.ip);
            const agent = readableAgent(s.userAgent);
            const state = loginState(s);
            return (
              <tr key={s.id}>
                <td className="px-3 py-2">
                  {format.dateTime(s.createdAt, { dateStyle: "medium", timeStyle: "short" })}
                </td>
                <td className="px-3 py-2">{t(`kinds.${s.kind}`)}</td>
                <td className="px-3 py-2" data-testid="login-address">
                  {address ? (
                    <>
                      <span className="font-mono text-xs">{address}</span>
                      {local && <span className="ml-1 text-slate-600">({t("local")})</span>}
                    </>
                  ) : (
                    t("unknown")
                  )}
                </td>
                <td className="max-w-xs truncate px-3 py-2" title={s.userAgent ?? ""}>
                  {agent ?? s.userAgent ?? t("unknown")}
                </td>
                <td className="px-3 py-2">
                  <span
                    data-testid="login-state"
                    data-state={state}
                    className={cn(
                      "inline-block rounded-full px-2 py-0.5 text-xs font-medium",
                      state === "active" ? "bg-success-soft text-success" : "bg-slate-100 text-slate-700",
                    )}
                  >
                    {t(`states.${state}`)}
                  </span>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </Card>
  );
}

import { getFormatter, getTranslations } from "next-intl/server";
import { listLogins } from "@/lib/domain/users/user-admin";
import { Card } from "../ui/card";

/** A user's latest logins: when, how, from where, and whether the session still lives. */
export async function UserLogins({ userId }: { userId: number }) {
  const [t, format, { data }] = await Promise.all([
    getTranslations("users.logins"),
    getFormatter(),
    listLogins({ page: 1, size: 50, userId }),
  ]);
  if (!data.length) return <p className="text-sm text-slate-500">{t("none")}</p>;
  return (
    <Card>
      <table className="w-full text-left text-sm" data-testid="user-logins">
        <thead className="border-b border-slate-200 bg-slate-50 text-slate-600">
          <tr>
            {(["when", "kind", "ip", "userAgent", "active"] as const).map((k) => (
              <th key={k} className="px-3 py-2 font-medium">
                {t(k)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {data.map((s) => (
            <tr key={s.id}>
              <td className="px-3 py-2">{format.dateTime(s.createdAt, { dateStyle: "medium", timeStyle: "short" })}</td>
              <td className="px-3 py-2">{t(`kinds.${s.kind}`)}</td>
              <td className="px-3 py-2 font-mono text-xs">{s.ip ?? "–"}</td>
              <td className="max-w-xs truncate px-3 py-2 text-xs text-slate-500" title={s.userAgent ?? ""}>
                {s.userAgent ?? "–"}
              </td>
              <td className="px-3 py-2">{s.active ? "●" : "–"}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  );
}

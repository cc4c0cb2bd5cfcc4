// /mail: the mailbox of a mail account (IMAP): folders with their unread counts, the open folder's
// mails (newest first, paged), and the open mail with its sanitised HTML in a sandboxed frame
// without scripts, the bookings it names and a delete button. On a phone the open mail takes the
// whole width, with a link back to the list.
import { getFormatter, getTranslations } from "next-intl/server";
import Link from "next/link";
import { DeleteMailButton } from "@/components/mail/delete-mail-button";
import { Alert } from "@/components/ui/alert";
import { Card, PageTitle } from "@/components/ui/card";
import { cn } from "@/components/ui/cn";
import { requireRoute } from "@/lib/page/context";
import { mailScreen } from "@/lib/page/mailbox";

type SP = Record<string, string | string[] | undefined>;

export default async function MailPage({ searchParams }: { searchParams: Promise<SP> }) {
  const principal = await requireRoute("/mail");
  const [t, tm, format, sp] = await Promise.all([
    getTranslations(),
    getTranslations("mailbox"),
    getFormatter(),
    searchParams,
  ]);
  const screen = await mailScreen(principal, sp);
  if (!screen.ok)
    return (
      <>
        <PageTitle>{tm("title")}</PageTitle>
        <Alert tone={screen.noAccount ? "info" : "error"}>
          {screen.noAccount ? tm("noAccount") : t(screen.message)}
          {screen.noAccount && screen.maySetUp && (
            <>
              {" "}
              <Link className="font-medium underline" href="/config/mailaccounts">
                {tm("setUp")}
              </Link>
            </>
          )}
        </Alert>
      </>
    );
  const { mailbox, folder, list, mail } = screen;
  const href = (o: { folder?: string; page?: number; mail?: number }) => {
    const q = new URLSearchParams({ account: String(mailbox.account.id), folder: o.folder ?? folder });
    if (o.page && o.page > 1) q.set("page", String(o.page));
    if (o.mail) q.set("mail", String(o.mail));
    return `/mail?${q}`;
  };
  const listHref = href({ page: list.page });
  const when = (d: string | null) =>
    d ? format.dateTime(new Date(d), { dateStyle: "medium", timeStyle: "short" }) : "";
  const who = (a: { name: string; address: string }[]) => a.map((x) => x.name || x.address).join(", ");
  const folderName = (f: { path: string; name: string }) => (f.path === "INBOX" ? tm("folderNames.INBOX") : f.name);
  const open = !!(mail || screen.mailMessage);
  const from = (list.page - 1) * list.size + 1;
  return (
    <>
      <PageTitle>{tm("title")}</PageTitle>
      <div className="grid gap-4 lg:grid-cols-[13rem_minmax(0,22rem)_minmax(0,1fr)]">
        <nav aria-label={tm("folders")} className={cn("space-y-3", open && "hidden lg:block")}>
          {mailbox.accounts.length > 1 && (
            <ul className="flex flex-wrap gap-2 text-sm lg:block lg:space-y-1">
              {mailbox.accounts.map((a) => (
                <li key={a.id}>
                  <Link
                    href={`/mail?account=${a.id}`}
                    className={cn(
                      "block truncate rounded px-2 py-1",
                      a.id === mailbox.account.id && "bg-brand-50 font-medium",
                    )}
                  >
                    {a.name}
                  </Link>
                </li>
              ))}
            </ul>
          )}
          <ul className="flex gap-2 overflow-x-auto text-sm lg:block lg:space-y-1" data-testid="mail-folders">
            {mailbox.folders.map((f) => (
              <li key={f.path} className="shrink-0">
                <Link
                  href={href({ folder: f.path })}
                  aria-current={f.path === folder ? "page" : undefined}
                  className={cn(
                    "flex items-center justify-between gap-2 rounded px-2 py-1 hover:bg-slate-100",
                    f.path === folder && "bg-brand-50 font-medium text-brand-900",
                  )}
                >
                  <span className="truncate">{folderName(f)}</span>
                  {f.unseen > 0 && (
                    <span
                      className="rounded-full bg-brand-600 px-2 text-xs text-white"
                      title={tm("unread", { count: f.unseen })}
                    >
                      {f.unseen}
                    </span>
                  )}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <Card className={cn("overflow-hidden", open && "hidden lg:block")}>
          <h2 className="sr-only">{tm("list")}</h2>
          {list.data.length === 0 ? (
            <p className="p-4 text-sm text-slate-600">{tm("empty")}</p>
          ) : (
            <ul className="divide-y divide-slate-200" data-testid="mail-list">
              {list.data.map((m) => (
                <li key={m.uid}>
                  <Link
                    href={href({ page: list.page, mail: m.uid })}
                    className={cn("block px-4 py-3 hover:bg-slate-50", mail?.uid === m.uid && "bg-brand-50")}
                  >
                    <div className="flex justify-between gap-2 text-sm">
                      <span className={cn("truncate", !m.seen && "font-semibold")}>{who(m.from)}</span>
                      <span className="shrink-0 text-xs text-slate-600">{when(m.date)}</span>
                    </div>
                    <div
                      className={cn("truncate text-sm", !m.seen ? "font-semibold text-slate-900" : "text-slate-700")}
                    >
                      {m.subject || tm("noSubject")}
                    </div>
                  </Link>
                </li>
              ))}
            </ul>
          )}
          {list.total > list.size && (
            <div className="flex items-center justify-between gap-2 border-t border-slate-200 p-3 text-sm">
              {list.page > 1 ? <Link href={href({ page: list.page - 1 })}>{tm("previous")}</Link> : <span />}
              <span className="text-slate-600">
                {tm("pageOf", { from, to: Math.min(list.total, from + list.size - 1), total: list.total })}
              </span>
              {from + list.size <= list.total ? (
                <Link href={href({ page: list.page + 1 })}>{tm("next")}</Link>
              ) : (
                <span />
              )}
            </div>
          )}
        </Card>
        <Card className={cn("min-w-0 p-4", !open && "hidden lg:block")}>
          {open && (
            <Link href={listHref} className="mb-3 inline-block text-sm text-brand-700 underline lg:hidden">
              {tm("back")}
            </Link>
          )}
          {screen.mailMessage && <Alert>{t(screen.mailMessage)}</Alert>}
          {!mail && !screen.mailMessage && <p className="text-sm text-slate-600">{tm("choose")}</p>}
          {mail && (
            <article className="space-y-4" data-testid="mail-reader">
              <div className="flex flex-wrap items-start justify-between gap-2">
                <h2 className="min-w-0 break-words text-lg font-semibold">{mail.subject || tm("noSubject")}</h2>
                {screen.mayDelete && (
                  <DeleteMailButton folder={folder} uid={mail.uid} account={mailbox.account.id} listHref={listHref} />
                )}
              </div>
              <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
                <dt className="text-slate-600">{tm("from")}</dt>
                <dd className="break-words">
                  {mail.from.map((a) => (a.name ? `${a.name} <${a.address}>` : a.address)).join(", ")}
                </dd>
                <dt className="text-slate-600">{tm("to")}</dt>
                <dd className="break-words">{mail.to.map((a) => a.address).join(", ")}</dd>
                {mail.cc.length > 0 && (
                  <>
                    <dt className="text-slate-600">{tm("cc")}</dt>
                    <dd className="break-words">{mail.cc.map((a) => a.address).join(", ")}</dd>
                  </>
                )}
                <dt className="text-slate-600">{tm("date")}</dt>
                <dd>{when(mail.date)}</dd>
              </dl>
              {mail.bookings.length > 0 && (
                <div className="text-sm" data-testid="mail-bookings">
                  <span className="text-slate-600">{tm("bookings")}: </span>
                  {mail.bookings.map((b, i) => (
                    <span key={b.id}>
                      {i > 0 && ", "}
                      <Link className="font-medium text-brand-700 underline" href={`/booking/${b.id}`}>
                        {b.number}
                      </Link>
                    </span>
                  ))}
                </div>
              )}
              {mail.attachments.length > 0 && (
                <div className="text-sm">
                  <span className="text-slate-600">{tm("attachments")}: </span>
                  {mail.attachments
                    .map((a) => tm("attachment", { name: a.filename || a.contentType, size: Math.ceil(a.size / 1024) }))
                    .join(", ")}
                </div>
              )}
              {mail.html ? (
                <iframe
                  title={tm("html")}
                  sandbox="allow-popups allow-popups-to-escape-sandbox"
                  srcDoc={mail.html}
                  className="h-[60vh] w-full rounded border border-slate-200 bg-white"
                  data-testid="mail-html"
                />
              ) : (
                <pre className="whitespace-pre-wrap break-words font-sans text-sm">{mail.text}</pre>
              )}
            </article>
          )}
        </Card>
      </div>
    </>
  );
}

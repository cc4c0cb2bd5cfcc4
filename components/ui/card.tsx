import { useTranslations } from "next-intl";
import type { HTMLAttributes } from "react";
import { cn } from "./cn";

export function Card({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cn("rounded-lg border border-slate-200 bg-white shadow-sm", className)} {...props} />;
}

export function CardHeader({
  title,
  actions,
  className,
}: {
  title: React.ReactNode;
  actions?: React.ReactNode;
  className?: string;
}) {
  return (
    <div className={cn("flex items-center justify-between gap-4 border-b border-slate-200 px-4 py-3", className)}>
      <h2 className="text-base font-semibold text-slate-900">{title}</h2>
      {actions}
    </div>
  );
}

/**
 * The page's own title in the browser tab and in the route announcement ("Customers · Harbour").
 * React places it in the document head, on the server and on every client navigation.
 */
export function DocumentTitle({ title }: { title: string }) {
  const t = useTranslations("app");
  return <title>{`${title} · ${t("name")}`}</title>;
}

/** The plain text of a heading, however it is marked up ("Booking <span>B2026-00001</span>"). */
function textOf(node: React.ReactNode): string {
  if (typeof node === "string" || typeof node === "number") return String(node);
  if (Array.isArray(node)) return node.map(textOf).join(" ");
  if (node && typeof node === "object" && "props" in node)
    return textOf((node.props as { children?: React.ReactNode }).children);
  return "";
}

/** The page's heading (and its document title), with the page's actions beside it. */
export function PageTitle({
  children,
  actions,
  documentTitle,
}: {
  children: React.ReactNode;
  actions?: React.ReactNode;
  /** when the heading is not plain text */
  documentTitle?: string;
}) {
  const title = documentTitle ?? (textOf(children).replace(/\s+/g, " ").trim() || undefined);
  return (
    <div className="mb-6 flex flex-wrap items-center justify-between gap-4">
      {title && <DocumentTitle title={title} />}
      <h1 className="text-2xl font-semibold tracking-tight text-slate-900">{children}</h1>
      {actions && <div className="flex gap-2">{actions}</div>}
    </div>
  );
}

import { cn } from "./cn";

/** A message in the error colour (notices, form errors) or in the success colour. */
export function Alert({
  tone = "error",
  children,
  className,
  ...rest
}: {
  tone?: "error" | "success" | "info";
  children: React.ReactNode;
  className?: string;
} & React.HTMLAttributes<HTMLDivElement>) {
  return (
    <div
      role={tone === "error" ? "alert" : "status"}
      className={cn(
        "rounded-md px-4 py-3 text-sm",
        tone === "error" && "bg-error-soft text-error ring-1 ring-error/30",
        tone === "success" && "bg-success-soft text-success ring-1 ring-success/30",
        tone === "info" && "bg-brand-50 text-brand-900 ring-1 ring-brand-500/30",
        className,
      )}
      {...rest}
    >
      {children}
    </div>
  );
}

/** A write's message (or nothing) on a line of its own, below the fields of a form that wraps. */
export function LineAlert({
  message,
}: {
  message: { tone: "error" | "success" | "info"; text: string } | null | undefined;
}) {
  return message ? (
    <div className="w-full">
      <Alert tone={message.tone}>{message.text}</Alert>
    </div>
  ) : null;
}

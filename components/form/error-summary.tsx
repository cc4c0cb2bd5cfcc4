"use client";
import { useTranslations } from "next-intl";
import { useEffect, useId, useRef } from "react";
import { Alert } from "../ui/alert";
import type { FormMessage } from "./use-submit";

type Props = {
  /** the form's message (the server's, translated) */
  message?: FormMessage | null;
  /** field errors by path ("email", "scopes.0") */
  errors: Record<string, string>;
  /** labels of the form's fields by name; fields not listed are named by their path */
  labels?: Record<string, string>;
  /** the control's id for a field name (default `field-${name}`) */
  idOf?: (name: string) => string;
  /** raised on every refused submit: the summary takes the focus and scrolls into view */
  focusKey: number;
};

const DEFAULT_ID = (name: string) => `field-${name}`;
const FOCUSABLE = "input:not([type=hidden]), select, textarea, button";
// a location's two values answer as latitude and longitude; list items as "name.0"
const fieldOf = (path: string) => path.split(".")[0] || path;

/**
 * What stops a form from saving, at its top: a heading, the server's message and a link to each
 * field with its error. After a refused submit it takes the focus (screen readers read it out, as
 * an alert) and scrolls into view, so nobody is left wondering why nothing happened.
 */
export function ErrorSummary({ message, errors, labels = {}, idOf = DEFAULT_ID, focusKey }: Props) {
  const t = useTranslations("forms");
  const ref = useRef<HTMLDivElement>(null);
  const headingId = useId();
  const fields = Object.entries(errors).filter(
    ([path], i, all) => all.findIndex(([p]) => fieldOf(p) === fieldOf(path)) === i,
  );
  const show = fields.length > 0 || message?.tone === "error";

  useEffect(() => {
    if (!focusKey || !ref.current) return;
    ref.current.focus({ preventScroll: true });
    ref.current.scrollIntoView({ block: "center", behavior: "smooth" });
  }, [focusKey]);

  if (!show) return null;
  const text = message?.tone === "error" ? message.text : undefined;
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="alert"
      aria-labelledby={headingId}
      data-testid="error-summary"
      className="scroll-mt-24 rounded-md bg-error-soft px-4 py-3 text-sm text-error ring-1 ring-error/30 focus:outline-2 focus:outline-offset-2 focus:outline-error"
    >
      <p id={headingId} className="font-semibold">
        {fields.length ? t("errorSummary", { count: fields.length }) : text}
      </p>
      {fields.length > 0 && text && <p className="mt-1">{text}</p>}
      {fields.length > 0 && (
        // each entry names and links its field; the field says what is wrong (no message twice on the page)
        <ul className="mt-2 list-disc space-y-1 pl-5">
          {fields.map(([path, error]) => {
            const name = fieldOf(path);
            return (
              <li key={path}>
                <a
                  href={`#${idOf(name)}`}
                  className="underline"
                  title={error}
                  onClick={(e) => {
                    const box = document.getElementById(idOf(name));
                    if (!box) return;
                    e.preventDefault();
                    // a group of controls (languages, choices) focuses its first one
                    const el = box.matches(FOCUSABLE) ? box : box.querySelector<HTMLElement>(FOCUSABLE);
                    (el ?? box).scrollIntoView({ block: "center" });
                    el?.focus();
                  }}
                >
                  {labels[name] ?? name}
                </a>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

/** After a refused submit, the first invalid control takes the focus (small forms without a summary). */
export function useFocusFirstInvalid(form: React.RefObject<HTMLFormElement | null>, failures: number) {
  useEffect(() => {
    if (!failures) return;
    const el = form.current?.querySelector<HTMLElement>("[aria-invalid=true]");
    el?.focus();
    el?.scrollIntoView({ block: "center" });
  }, [failures, form]);
}

/** The form's status at its top: the error summary, or a success message where no toast says it. */
export function FormStatus({
  form,
  labels,
  idOf,
}: {
  form: { message: FormMessage | null; errors: Record<string, string>; failures: number };
  labels?: Record<string, string>;
  idOf?: (name: string) => string;
}) {
  if (form.message && form.message.tone !== "error") return <Alert tone={form.message.tone}>{form.message.text}</Alert>;
  return (
    <ErrorSummary message={form.message} errors={form.errors} labels={labels} idOf={idOf} focusKey={form.failures} />
  );
}

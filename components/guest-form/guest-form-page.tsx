"use client";
// The guest form a guest opens from their link: one block per guest (one, or all with MULTI_GF),
// its sections drawn from the field table (guest-form-sections.ts), saved as the guest types (a
// section is sent a moment after its last change), the uploads, and what is still missing (the
// same rule as the server's). Submit asks the server, which refuses while anything is missing.
import { useLocale, useTranslations } from "next-intl";
import { useCallback, useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Input, Select, Textarea } from "@/components/ui/input";
import { api } from "@/lib/client/api";
import type { ErrorBody } from "@/lib/core/errors";
import { PAGE_LOCALE_HEADER } from "@/lib/i18n/locale";
import { missingFields } from "@/lib/domain/forms/guest-form-completeness";
import {
  SECTION_FIELDS,
  type GuestAnswers,
  type GuestFormField,
  type GuestFormFileKind,
  type GuestFormSection,
} from "@/lib/domain/forms/guest-form-sections";
import type { GuestFormView } from "@/lib/domain/forms/guest-form-view";
import { useIssueTexts } from "../tours/dive-eligibility";

type Props = { form: GuestFormView; token: string; countries: { value: string; label: string }[] };
type Values = Record<string, GuestAnswers>;
type SaveState = "idle" | "saving" | "saved" | "error";

const AUTOSAVE_MS = 800;

function fieldValue(v: unknown): string {
  if (v === null || v === undefined) return "";
  if (typeof v === "boolean") return v ? "yes" : "no";
  return String(v);
}

/** What an input's text stands for in the answers: a yes/no as a boolean, blank as null. */
function parsed(f: GuestFormField, raw: string): unknown {
  if (raw === "") return null;
  if (f.kind === "yesno") return raw === "yes";
  return raw;
}

export function GuestFormPage({ form: initial, token, countries }: Props) {
  const t = useTranslations("guestForm");
  // the answers speak the page's language, which gfLangs may have chosen over the cookie's
  const locale = useLocale();
  const [form, setForm] = useState(initial);
  const [values, setValues] = useState<Values>(() =>
    Object.fromEntries(initial.guests.map((g) => [String(g.customerId), g.answers])),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [state, setState] = useState<SaveState>("idle");
  const [submitted, setSubmitted] = useState(initial.status === "complete" || initial.status === "reviewed");
  const [notice, setNotice] = useState<string | null>(null);
  const dirty = useRef<Record<string, Set<GuestFormSection>>>({});
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const latest = useRef(values);
  latest.current = values;
  const url = `/api/guestform/${form.id}?token=${encodeURIComponent(token)}`;

  const applyErrors = (error: ErrorBody) => {
    const out: Record<string, string> = {};
    for (const f of error.fields ?? []) out[f.path] = f.message;
    setErrors(out);
    setNotice(error.message);
  };

  /** Sends the changed sections (and a submit); answers whether the server took it. */
  const flush = useCallback(
    async (submit = false): Promise<boolean> => {
      if (timer.current) clearTimeout(timer.current);
      timer.current = null;
      const guests: Values = {};
      for (const [id, sections] of Object.entries(dirty.current))
        for (const s of sections) (guests[id] ??= {})[s] = latest.current[id]?.[s] ?? {};
      dirty.current = {};
      if (!Object.keys(guests).length && !submit) return true;
      setState("saving");
      const res = await api<GuestFormView>(url, {
        method: "PUT",
        body: { guests, ...(submit ? { submit } : {}) },
        headers: { [PAGE_LOCALE_HEADER]: locale },
      });
      if (!res.ok) {
        // what was not taken is sent again with the next change
        for (const [id, sections] of Object.entries(guests))
          for (const s of Object.keys(sections)) (dirty.current[id] ??= new Set()).add(s as GuestFormSection);
        setState("error");
        applyErrors(res.error);
        return false;
      }
      setForm(res.data);
      setErrors({});
      setNotice(null);
      setState("saved");
      return true;
    },
    [url, locale],
  );

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const change = (guestId: string, section: GuestFormSection, f: GuestFormField, raw: string) => {
    setValues((v) => ({
      ...v,
      [guestId]: { ...v[guestId], [section]: { ...v[guestId]?.[section], [f.name]: parsed(f, raw) } },
    }));
    (dirty.current[guestId] ??= new Set()).add(section);
    setSubmitted(false);
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => void flush(), AUTOSAVE_MS);
  };

  const submit = async () => {
    if (await flush(true)) {
      setSubmitted(true);
      setNotice(null);
    }
  };

  const upload = async (guestId: string, kind: GuestFormFileKind, file: File | undefined) => {
    if (!file) return;
    await flush();
    const body = new FormData();
    body.set("file", file);
    body.set("customerId", guestId);
    body.set("kind", kind);
    setState("saving");
    const res = await fetch(`/api/guestform/${form.id}/files?token=${encodeURIComponent(token)}`, {
      method: "POST",
      body,
      headers: { [PAGE_LOCALE_HEADER]: locale },
    });
    const answer = await res.json().catch(() => null);
    if (!res.ok) {
      setState("error");
      const fields = (answer as ErrorBody | null)?.fields ?? [];
      setErrors((e) => ({
        ...e,
        [`files.${guestId}.${kind}`]: fields[0]?.message ?? (answer as ErrorBody | null)?.message ?? t("uploadFailed"),
      }));
      return;
    }
    setErrors((e) => ({ ...e, [`files.${guestId}.${kind}`]: "" }));
    setForm(answer as GuestFormView);
    setState("saved");
  };

  const label = (section: string, name: string) => t(`fields.${section}.${name}`);
  const fileKinds: GuestFormFileKind[] = form.kind === "dive" ? ["passport", "certCard", "medical"] : ["passport"];

  return (
    <main className="mx-auto w-full max-w-3xl px-4 pb-24 pt-16 sm:px-6">
      <h1 className="text-2xl font-semibold text-slate-900">{t("title")}</h1>
      <p className="mt-1 text-sm text-slate-600">
        {t("bookingLine", {
          booking: form.booking.label,
          from: form.booking.dateFrom,
          to: form.booking.dateTo,
          place: form.booking.tour ?? form.booking.place ?? "",
        })}
      </p>
      <p className="mt-2 text-sm text-slate-600">{t("intro")}</p>
      <p className="mt-2 text-sm" role="status" aria-live="polite" data-testid="save-state">
        {state === "saving" ? t("saving") : state === "saved" ? t("saved") : state === "error" ? t("notSaved") : ""}
      </p>
      {form.guests.map((g) => {
        const id = String(g.customerId);
        const answers = values[id] ?? {};
        const uploaded = g.files.map((f) => f.kind);
        const missing = missingFields(answers, form.kind, uploaded);
        return (
          <section key={id} className="mt-6" aria-labelledby={`guest-${id}`}>
            {form.multi && (
              <h2 id={`guest-${id}`} className="text-lg font-semibold text-slate-900">
                {g.name}
              </h2>
            )}
            {!form.multi && (
              <h2 id={`guest-${id}`} className="sr-only">
                {g.name}
              </h2>
            )}
            {form.sections.map((s) => {
              const section = s as GuestFormSection;
              return (
                <fieldset key={section} className="mt-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
                  <legend className="px-1 text-base font-semibold text-slate-900">{t(`sections.${section}`)}</legend>
                  <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
                    {SECTION_FIELDS[section].map((f) => {
                      const key = `guests.${id}.${section}.${f.name}`;
                      const inputId = `gf-${id}-${section}-${f.name}`;
                      const required = f.requiredIn?.includes(form.kind);
                      const value = fieldValue(answers[section]?.[f.name]);
                      const common = {
                        id: inputId,
                        name: `${section}.${f.name}`,
                        "aria-invalid": errors[key] ? true : undefined,
                        "aria-describedby": errors[key] ? `${inputId}-error` : undefined,
                        required,
                      };
                      const onText = (e: { target: { value: string } }) => change(id, section, f, e.target.value);
                      return (
                        <div key={f.name} className={f.kind === "longText" ? "sm:col-span-2" : undefined}>
                          <label htmlFor={inputId} className="mb-1 block text-sm font-medium text-slate-700">
                            {label(section, f.name)}
                            {required && <span aria-hidden="true"> *</span>}
                          </label>
                          {f.kind === "country" ? (
                            <Select {...common} value={value} onChange={onText}>
                              <option value="">{t("choose")}</option>
                              {countries.map((c) => (
                                <option key={c.value} value={c.value}>
                                  {c.label}
                                </option>
                              ))}
                            </Select>
                          ) : f.kind === "yesno" ? (
                            <Select {...common} value={value} onChange={onText}>
                              <option value="">{t("choose")}</option>
                              <option value="yes">{t("yes")}</option>
                              <option value="no">{t("no")}</option>
                            </Select>
                          ) : f.kind === "choice" ? (
                            <Select {...common} value={value} onChange={onText}>
                              <option value="">{t("choose")}</option>
                              {f.options!.map((o) => (
                                <option key={o} value={o}>
                                  {t.has(`options.${f.name}.${o}`) ? t(`options.${f.name}.${o}`) : o}
                                </option>
                              ))}
                            </Select>
                          ) : f.kind === "longText" ? (
                            <Textarea {...common} value={value} onChange={onText} maxLength={f.max} />
                          ) : (
                            <Input
                              {...common}
                              value={value}
                              onChange={onText}
                              type={
                                f.kind === "date"
                                  ? "date"
                                  : f.kind === "time"
                                    ? "time"
                                    : f.kind === "email"
                                      ? "email"
                                      : "text"
                              }
                              inputMode={f.kind === "count" ? "numeric" : undefined}
                              placeholder={f.kind === "flight" ? "LH 123" : undefined}
                              maxLength={f.max}
                              autoComplete="off"
                            />
                          )}
                          {errors[key] && (
                            <p id={`${inputId}-error`} className="mt-1 text-sm text-error">
                              {errors[key]}
                            </p>
                          )}
                        </div>
                      );
                    })}
                  </div>
                </fieldset>
              );
            })}
            <fieldset className="mt-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
              <legend className="px-1 text-base font-semibold text-slate-900">{t("sections.files")}</legend>
              <p className="text-sm text-slate-600">{t("filesHint", { kb: form.maxFileKb })}</p>
              <div className="mt-3 grid grid-cols-1 gap-4 sm:grid-cols-3">
                {fileKinds.map((kind) => {
                  const inputId = `gf-${id}-file-${kind}`;
                  const have = g.files.find((f) => f.kind === kind);
                  const error = errors[`files.${id}.${kind}`];
                  return (
                    <div key={kind}>
                      <label htmlFor={inputId} className="mb-1 block text-sm font-medium text-slate-700">
                        {t(`files.${kind}`)}
                      </label>
                      <input
                        id={inputId}
                        type="file"
                        accept="image/jpeg,image/png,image/webp,image/heic,application/pdf"
                        className="block w-full text-sm"
                        onChange={(e) => void upload(id, kind, e.target.files?.[0])}
                      />
                      {have && (
                        <p className="mt-1 text-sm text-green-800" data-testid={`file-${kind}`}>
                          {t("uploaded", { name: have.name })}
                        </p>
                      )}
                      {error && <p className="mt-1 text-sm text-error">{error}</p>}
                    </div>
                  );
                })}
              </div>
            </fieldset>
            <div className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-4" data-testid={`missing-${id}`}>
              {missing.length ? (
                <>
                  <p className="text-sm font-medium text-amber-900">{t("stillMissing", { count: missing.length })}</p>
                  <ul className="mt-1 list-inside list-disc text-sm text-amber-900">
                    {missing.map((m) => {
                      const [section, name] = m.split(".");
                      return (
                        <li key={m}>
                          {section === "files"
                            ? t(`files.${name}`)
                            : `${t(`sections.${section}`)}: ${label(section, name)}`}
                        </li>
                      );
                    })}
                  </ul>
                </>
              ) : (
                <p className="text-sm font-medium text-green-800">{t("nothingMissing")}</p>
              )}
            </div>
            {g.eligibility && <StillNeeded eligibility={g.eligibility} id={id} />}
          </section>
        );
      })}
      {notice && (
        <p className="mt-4 text-sm text-error" role="alert">
          {notice}
        </p>
      )}
      {submitted ? (
        <p className="mt-6 rounded-lg bg-green-50 p-4 text-sm font-medium text-green-800" role="status">
          {t("thanks")}
        </p>
      ) : null}
      <div className="mt-6 flex justify-end">
        <Button onClick={() => void submit()} disabled={state === "saving"}>
          {t("submit")}
        </Button>
      </div>
    </main>
  );
}

/** What the trip's dive requirements still need from this guest (as the server judged the saved form). */
function StillNeeded({
  eligibility,
  id,
}: {
  eligibility: NonNullable<GuestFormView["guests"][number]["eligibility"]>;
  id: string;
}) {
  const t = useTranslations("guestForm.eligibility");
  const texts = useIssueTexts();
  return (
    <div className="mt-4 rounded-lg border border-sky-300 bg-sky-50 p-4" data-testid={`eligibility-${id}`}>
      {eligibility.eligible ? (
        <p className="text-sm font-medium text-green-800">{t("formEligible")}</p>
      ) : (
        <>
          <p className="text-sm font-medium text-sky-950">{t("formTitle")}</p>
          <ul className="mt-1 list-inside list-disc text-sm text-sky-950">
            {texts(eligibility.issues).map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

"use client";
// The mail template editor (/config/mailtemplates/{id}): name, category and booking state, and per
// language the subject, the body in GrapesJS with its newsletter preset (loaded in the browser
// only, by dynamic import: it is big) and an optional plain-text part. Merge fields and text blocks
// are inserted where the cursor is (the subject, the text part, or the body's text being edited).
// The preview renders the unsaved text with a real booking on the server.
import "grapesjs/dist/css/grapes.min.css";
import type { Editor, ProjectData } from "grapesjs";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import { api } from "@/lib/client/api";
import type { ErrorBody } from "@/lib/core/errors";
import type { MailTemplateAnswer } from "@/lib/domain/mail/template-schemas";
import { LOCALES, type Locale } from "@/lib/i18n/locale";
import { Alert } from "../ui/alert";
import { Button } from "../ui/button";
import { Input, Options, Select, Textarea } from "../ui/input";
import { toast } from "../ui/toast";

type Text = { subject: string; html: string; text: string };
type Option = { value: string; label: string };
type Rendered = { subject: string; html: string; text: string };

const emptyText: Text = { subject: "", html: "", text: "" };

/** A merge field or text block to insert; pressing it keeps the focus (and the cursor) where it is. */
function InsertButton(p: { onInsert: () => void; title?: string; testId?: string; children: React.ReactNode }) {
  return (
    <button
      type="button"
      title={p.title}
      className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-xs hover:bg-brand-50"
      onMouseDown={(e) => e.preventDefault()}
      onClick={p.onInsert}
      data-testid={p.testId}
    >
      {p.children}
    </button>
  );
}

/** The body as the editor holds it: its CSS as a <style> (inlined when the mail is rendered) and its HTML. */
function bodyOf(ed: Editor): string {
  const css = ed.getCss() ?? "";
  return `${css ? `<style>${css}</style>` : ""}${ed.getHtml()}`;
}

export function MailTemplateEditor(props: {
  template: MailTemplateAnswer;
  bookings: { id: number; label: string }[];
  textBlocks: { key: string; title: string }[];
  mergeFields: Readonly<Record<string, readonly string[]>>;
  states: Option[];
  categories: Option[];
}) {
  const t = useTranslations("mail.templates");
  const router = useRouter();
  const tpl = props.template;
  const [name, setName] = useState(tpl.name);
  const [category, setCategory] = useState<string>(tpl.category);
  const [state, setState] = useState<string>(tpl.state ?? "");
  const [active, setActive] = useState(tpl.active);
  const [lang, setLang] = useState<Locale>("de");
  const [texts, setTexts] = useState<Record<Locale, Text>>(
    () =>
      Object.fromEntries(
        LOCALES.map((l) => [l, { ...emptyText, ...tpl.content[l], text: tpl.content[l]?.text ?? "" } satisfies Text]),
      ) as Record<Locale, Text>,
  );
  const designs = useRef<Record<string, unknown>>({ ...tpl.design });
  const editor = useRef<Editor | null>(null);
  const canvas = useRef<HTMLDivElement>(null);
  const subject = useRef<HTMLInputElement>(null);
  const plain = useRef<HTMLTextAreaElement>(null);
  const focus = useRef<"subject" | "text" | "body">("body");
  const [ready, setReady] = useState(false);
  const [errors, setErrors] = useState<ErrorBody | null>(null);
  const [pending, setPending] = useState(false);
  const [bookingId, setBookingId] = useState<string>(String(props.bookings[0]?.id ?? ""));
  const [preview, setPreview] = useState<Rendered | null>(null);

  /** Shows language `l`'s body in the editor: its saved design, else its HTML. */
  function show(ed: Editor, l: Locale, html: string) {
    const design = designs.current[l] as ProjectData | undefined;
    if (design && typeof design === "object" && Object.keys(design).length) ed.loadProjectData(design);
    else {
      ed.setComponents(html || "");
      if (!html) ed.setStyle("");
    }
  }

  /** The body of the language shown, taken from the editor into the state (and its design kept). */
  function capture(): Record<Locale, Text> {
    const ed = editor.current;
    if (!ed) return texts;
    designs.current[lang] = ed.getProjectData();
    const next = { ...texts, [lang]: { ...texts[lang], html: bodyOf(ed) } };
    setTexts(next);
    return next;
  }

  useEffect(() => {
    let cancelled = false;
    let ed: Editor | undefined;
    (async () => {
      const [{ default: grapesjs }, { default: newsletter }] = await Promise.all([
        import("grapesjs"),
        import("grapesjs-preset-newsletter"),
      ]);
      if (cancelled || !canvas.current) return;
      ed = grapesjs.init({
        container: canvas.current,
        height: "620px",
        storageManager: false,
        plugins: [newsletter],
      });
      ed.on("rte:enable", () => (focus.current = "body"));
      ed.on("component:selected", () => (focus.current = "body"));
      show(ed, "de", texts.de.html);
      editor.current = ed;
      setReady(true);
    })();
    return () => {
      cancelled = true;
      ed?.destroy();
      editor.current = null;
    };
    // the editor is made once; languages are switched by switchTo
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  function switchTo(l: Locale) {
    if (l === lang) return;
    const next = capture();
    setLang(l);
    setPreview(null);
    if (editor.current) show(editor.current, l, next[l].html);
  }

  function setText(part: "subject" | "text", value: string) {
    setTexts((all) => ({ ...all, [lang]: { ...all[lang], [part]: value } }));
  }
  // the subject's or the text part's control: its value, its change, and where a merge field goes
  const textPart = (part: "subject" | "text") => ({
    value: texts[lang][part],
    onFocus: () => (focus.current = part),
    onValue: (v: string) => setText(part, v),
  });

  /** Puts `{{field}}` where the cursor is: the subject, the text part, or the body. */
  function insert(field: string) {
    const token = `{{${field}}}`;
    const at = focus.current;
    if (at === "subject" || at === "text") {
      const el = at === "subject" ? subject.current : plain.current;
      const value = texts[lang][at];
      const start = el?.selectionStart ?? value.length;
      const end = el?.selectionEnd ?? value.length;
      setText(at, value.slice(0, start) + token + value.slice(end));
      return;
    }
    const ed = editor.current;
    if (!ed) return;
    const rte = ed.RichTextEditor.globalRte;
    if (ed.getEditing() && rte) rte.insertHTML(token);
    else {
      const selected = ed.getSelected();
      const target = selected && selected.get("type") !== "text" ? selected : ed.getWrapper();
      target?.append(`<div>${token}</div>`);
    }
  }

  function payload(all: Record<Locale, Text>) {
    const content: Record<string, { subject: string; html: string; text: string | null }> = {};
    for (const l of LOCALES) {
      const x = all[l];
      if (x.subject.trim() || x.html.trim() || x.text.trim())
        content[l] = { subject: x.subject, html: x.html, text: x.text.trim() ? x.text : null };
    }
    return { name, category, state: state || null, active, content, design: designs.current };
  }

  async function save() {
    setPending(true);
    setErrors(null);
    const res = await api(`/api/mail/template/${tpl.id}`, { method: "PUT", body: payload(capture()) });
    setPending(false);
    if (!res.ok) return setErrors(res.error);
    toast(t("saved"));
    router.refresh();
  }

  async function remove() {
    if (!window.confirm(t("confirmDelete"))) return;
    const res = await api(`/api/mail/template/${tpl.id}`, { method: "DELETE" });
    if (!res.ok) return setErrors(res.error);
    router.push("/config/mailtemplates");
  }

  async function showPreview() {
    const all = capture();
    setErrors(null);
    const res = await api<Rendered>("/api/mail/template/preview", {
      method: "POST",
      body: {
        bookingId: Number(bookingId),
        language: lang,
        content: { ...all[lang], text: all[lang].text.trim() ? all[lang].text : null },
      },
    });
    if (!res.ok) return setErrors(res.error);
    setPreview(res.data);
  }

  return (
    <div className="space-y-4" data-testid="mail-template-editor" data-ready={ready ? "true" : "false"}>
      {errors && (
        <Alert tone="error">
          <p>{errors.message}</p>
          {errors.fields?.length ? (
            <ul className="mt-1 list-disc pl-5" data-testid="template-errors">
              {errors.fields.map((f) => (
                <li key={`${f.path}-${f.message}`}>
                  {f.path}: {f.message}
                </li>
              ))}
            </ul>
          ) : null}
        </Alert>
      )}
      <div className="grid gap-3 md:grid-cols-4">
        <label className="block text-sm">
          {t("name")}
          <Input value={name} onValue={setName} data-testid="template-name" />
        </label>
        <label className="block text-sm">
          {t("category")}
          <Select value={category} onValue={setCategory}>
            <Options options={props.categories} />
          </Select>
        </label>
        <label className="block text-sm">
          {t("state")}
          <Select value={state} onValue={setState}>
            <Options options={props.states} empty={t("anyState")} />
          </Select>
        </label>
        <label className="flex items-center gap-2 self-end pb-2 text-sm">
          <input type="checkbox" checked={active} onChange={(e) => setActive(e.target.checked)} />
          {t("active")}
        </label>
      </div>

      <div role="tablist" aria-label={t("language")} className="flex gap-2">
        {LOCALES.map((l) => (
          <Button
            key={l}
            role="tab"
            aria-selected={l === lang}
            variant={l === lang ? "primary" : "secondary"}
            size="sm"
            onClick={() => switchTo(l)}
            data-testid={`template-lang-${l}`}
          >
            {t(`languages_${l}`)}
          </Button>
        ))}
      </div>

      <label className="block text-sm">
        {t("subject")}
        <Input ref={subject} {...textPart("subject")} data-testid="template-subject" />
      </label>

      <div className="grid gap-4 lg:grid-cols-[1fr_16rem]">
        <div className="min-w-0 rounded border border-slate-200" data-testid="template-canvas">
          {!ready && <p className="p-4 text-sm text-slate-600">{t("loadingEditor")}</p>}
          <div ref={canvas} />
        </div>
        <aside className="space-y-3 text-sm" aria-label={t("mergeFields")}>
          <h2 className="font-semibold">{t("mergeFields")}</h2>
          <p className="text-xs text-slate-600">{t("mergeFieldsHint")}</p>
          {Object.entries(props.mergeFields).map(([group, fields]) => (
            <div key={group}>
              <h3 className="text-xs font-medium uppercase text-slate-600">{t(`groups.${group}`)}</h3>
              <div className="mt-1 flex flex-wrap gap-1">
                {fields.map((f) => (
                  <InsertButton key={f} onInsert={() => insert(f)} testId={`merge-${f}`}>
                    {f}
                  </InsertButton>
                ))}
              </div>
            </div>
          ))}
          {props.textBlocks.length > 0 && (
            <div>
              <h3 className="text-xs font-medium uppercase text-slate-600">{t("groups.textBlocks")}</h3>
              <div className="mt-1 flex flex-wrap gap-1">
                {props.textBlocks.map((b) => (
                  <InsertButton key={b.key} title={b.title} onInsert={() => insert(`text.${b.key}`)}>
                    {b.key}
                  </InsertButton>
                ))}
              </div>
            </div>
          )}
        </aside>
      </div>

      <label className="block text-sm">
        {t("textPart")}
        <Textarea ref={plain} {...textPart("text")} placeholder={t("textPartHint")} />
      </label>

      <div className="flex flex-wrap items-end gap-2">
        <Button onClick={save} disabled={pending || !ready} data-testid="template-save">
          {t("save")}
        </Button>
        <Button variant="danger" onClick={remove} data-testid="template-delete">
          {t("delete")}
        </Button>
        <span className="grow" />
        <label className="text-sm">
          {t("previewWith")}
          <Select value={bookingId} onValue={setBookingId} data-testid="preview-booking">
            <Options options={props.bookings.map((b) => ({ value: String(b.id), label: b.label }))} />
          </Select>
        </label>
        <Button
          variant="secondary"
          onClick={showPreview}
          disabled={!bookingId || !ready}
          data-testid="template-preview"
        >
          {t("preview")}
        </Button>
      </div>

      {preview && (
        <section className="space-y-2 rounded border border-slate-200 p-3" data-testid="preview">
          <p className="text-sm">
            <span className="font-medium">{t("subject")}:</span>{" "}
            <span data-testid="preview-subject">{preview.subject}</span>
          </p>
          <iframe
            title={t("preview")}
            sandbox=""
            srcDoc={preview.html}
            className="h-96 w-full rounded border border-slate-200 bg-white"
          />
          <pre className="whitespace-pre-wrap text-xs text-slate-700">{preview.text}</pre>
        </section>
      )}
    </div>
  );
}

// Which texts (message paths) the browser needs for a file of the app: those read by the client
// components it imports, found in the source. A client module is a file marked "use client" and
// everything it imports (not "use server" actions, not type-only imports); dynamic imports count
// (a dialog loaded on opening needs its texts then). In a client module:
// - useTranslations("ns") reads the namespace ns, useTranslations("ns.part") that part of it;
// - a file with useTranslations() (no namespace) or none at all (a helper handing keys to one)
//   reads the namespace of each key in it: a string "ns.key" that is a message, or the start of a
//   template `ns.part.${x}` whose part exists.
// `npm run gen:messages` writes the lists of lib/i18n/client-messages.json from this (data, read
// through lib/i18n/client-messages.ts);
// tests/unit/client-messages.test.ts checks they are current.
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const MESSAGES = JSON.parse(readFileSync(path.join(ROOT, "messages/en.json"), "utf8")) as Record<string, unknown>;

type Parsed = { client: boolean; server: boolean; imports: string[]; namespaces: Set<string> };
const parsed = new Map<string, Parsed>();

/** the object or text at a dotted path of the messages, undefined if none */
function messageAt(key: string): unknown {
  let at: unknown = MESSAGES;
  for (const part of key.split(".")) {
    if (!at || typeof at !== "object" || !(part in at)) return undefined;
    at = (at as Record<string, unknown>)[part];
  }
  return at;
}

/** "ns.key" names a message, "ns.part." the start of some: its namespace */
function namespaceOfKey(text: string, isPrefix: boolean): string | undefined {
  if (!/^[A-Za-z]\w*\.[\w.]*$/.test(text)) return undefined;
  const key = isPrefix ? text.replace(/\.+$/, "") : text;
  const at = messageAt(key);
  if (at === undefined || (isPrefix && typeof at !== "object")) return undefined;
  return key.split(".")[0];
}

/** The file of the project an import names (alias @/ or relative); undefined for a package. */
export function resolveImport(from: string, spec: string): string | undefined {
  let base: string;
  if (spec.startsWith("@/")) base = path.join(ROOT, spec.slice(2));
  else if (spec.startsWith(".")) base = path.resolve(path.dirname(from), spec);
  else return undefined; // a package: its texts are not ours
  for (const c of [base, `${base}.ts`, `${base}.tsx`, path.join(base, "index.ts"), path.join(base, "index.tsx")])
    if (existsSync(c) && statSync(c).isFile()) return c;
  return undefined;
}

function parse(file: string): Parsed {
  const known = parsed.get(file);
  if (known) return known;
  const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true);
  const directive = (name: string) =>
    source.statements.some(
      (s) => ts.isExpressionStatement(s) && ts.isStringLiteral(s.expression) && s.expression.text === name,
    );
  const imports: string[] = [];
  const named = new Set<string>();
  const keyed = new Set<string>();
  let rootTranslator = false;
  let translator = false;
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && !node.importClause?.isTypeOnly && ts.isStringLiteral(node.moduleSpecifier))
      imports.push(node.moduleSpecifier.text);
    else if (ts.isExportDeclaration(node) && !node.isTypeOnly && node.moduleSpecifier)
      imports.push((node.moduleSpecifier as ts.StringLiteral).text);
    else if (ts.isCallExpression(node)) {
      const [arg] = node.arguments;
      if (node.expression.kind === ts.SyntaxKind.ImportKeyword && arg && ts.isStringLiteralLike(arg))
        imports.push(arg.text);
      if (ts.isIdentifier(node.expression) && node.expression.text === "useTranslations") {
        translator = true;
        if (!arg) rootTranslator = true;
        else if (ts.isStringLiteralLike(arg)) named.add(arg.text);
        else throw new Error(`${path.relative(ROOT, file)}: useTranslations with a namespace that is not a text`);
      }
    } else if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      const ns = namespaceOfKey(node.text, false);
      if (ns) keyed.add(ns);
    } else if (ts.isTemplateExpression(node)) {
      const ns = namespaceOfKey(node.head.text, true);
      if (ns) keyed.add(ns);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  const p: Parsed = {
    client: directive("use client"),
    server: directive("use server"),
    imports: imports.map((s) => resolveImport(file, s)).filter((f): f is string => !!f),
    // a namespaced translator's keys are its own: its literals are not read as top-level keys
    namespaces: new Set([...named, ...(rootTranslator || !translator ? keyed : [])]),
  };
  parsed.set(file, p);
  return p;
}

/** `path` lies in `under` (or is it): "a.b.c" in "a.b" and "a", not in "a.bx" */
export const within = (path: string, under: string) => path === under || path.startsWith(`${under}.`);

/**
 * The message paths the client modules reachable from `files` read (files from the repository
 * root), each with the client module that reads it (the first one found): "bookingPages" for a
 * whole namespace, "guestForm.requirements" for a part. A path inside another one found is left out.
 */
export function clientMessagePaths(files: string[]): Map<string, string> {
  const found = new Map<string, string>();
  const seen = new Set<string>(); // `${client}:${file}`
  const walk = (file: string, client: boolean) => {
    const p = parse(file);
    if (p.server) return; // a server action runs on the server
    const inClient = client || p.client;
    const id = `${inClient}:${file}`;
    if (seen.has(id)) return;
    seen.add(id);
    if (inClient) for (const ns of p.namespaces) if (!found.has(ns)) found.set(ns, path.relative(ROOT, file));
    for (const f of p.imports) walk(f, inClient);
  };
  for (const f of files) walk(path.join(ROOT, f), false);
  for (const k of [...found.keys()]) if ([...found.keys()].some((o) => o !== k && within(k, o))) found.delete(k);
  return new Map([...found].sort(([a], [b]) => a.localeCompare(b)));
}

const STAFF = "app/(staff)";
const ROUTE_FILES = /^(page|layout|loading|error|not-found|template|default)\.tsx?$/;
const OUT = "lib/i18n/client-messages.json";
/** the staff frame's own client components, and the pages it shows without a staff area's layout */
const FRAME_FILES = ["components/shell/staff-frame.tsx"];

function routeFiles(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(path.join(ROOT, dir)).sort()) {
    const rel = `${dir}/${name}`;
    if (statSync(path.join(ROOT, rel)).isDirectory()) out.push(...routeFiles(rel));
    else if (ROUTE_FILES.test(name)) out.push(rel);
  }
  return out;
}

const folderOf = (file: string) => path.dirname(file).slice(STAFF.length + 1);
const inFolder = (folder: string, dir: string) => folder === dir || folder.startsWith(`${dir}/`);
const sortedPaths = (files: string[]) => [...clientMessagePaths(files).keys()];

/**
 * What the messages of lib/i18n/client-messages.json must be: the staff frame's (its own client
 * components and the staff pages no layout of messages serves) and each layout's (the pages in
 * its folder: a layout.tsx of app/(staff) with `export default messagesLayout("folder")`); and
 * what is wrong beside that (a page the frame serves reading more than the frame gives, a
 * layout naming another folder than its own, one inside another).
 */
export function expectedMessages() {
  const files = [...routeFiles(STAFF), ...routeFiles("app/(unknown)")];
  const problems: string[] = [];
  const layouts = new Map<string, string>(); // folder -> its layout file
  for (const f of files.filter((f) => f.startsWith(`${STAFF}/`) && f.endsWith("/layout.tsx"))) {
    const named = /messagesLayout\(\s*"([^"]*)"\s*\)/.exec(readFileSync(path.join(ROOT, f), "utf8"))?.[1];
    if (named === undefined) continue;
    if (named !== folderOf(f)) problems.push(`${f}: messagesLayout("${named}") names another folder than its own`);
    layouts.set(folderOf(f), f);
  }
  for (const a of layouts.keys())
    for (const b of layouts.keys())
      if (a !== b && inFolder(a, b))
        problems.push(`${layouts.get(a)}: inside ${layouts.get(b)}, both send their texts`);
  const served = new Map<string, string[]>([...layouts.keys()].map((d) => [d, []]));
  const byFrame: string[] = [];
  for (const f of files) {
    if (layouts.has(folderOf(f)) && f.endsWith("/layout.tsx")) continue;
    const folder = f.startsWith(`${STAFF}/`) ? folderOf(f) : undefined;
    const dir = folder === undefined ? undefined : [...layouts.keys()].find((d) => inFolder(folder, d));
    if (dir === undefined) byFrame.push(f);
    else served.get(dir)!.push(f);
  }
  const root = sortedPaths(["app/error.tsx"]);
  const frame = sortedPaths(FRAME_FILES);
  for (const f of byFrame) {
    const missing = sortedPaths([f]).filter((p) => !frame.some((q) => within(p, q)));
    if (missing.length)
      problems.push(
        `${f} reads ${missing.join(", ")}, which the staff frame does not give: add a layout.tsx to its ` +
          `staff area (export default messagesLayout("${folderOf(f).split("/")[0]}")) and run npm run gen:messages`,
      );
  }
  const perLayout = Object.fromEntries(
    [...served].sort(([a], [b]) => a.localeCompare(b)).map(([d, fs]) => [d, sortedPaths(fs)]),
  );
  return { root, frame, layouts: perLayout, problems };
}

/** the size of the texts at these paths in the browser's payload, roughly (their JSON) */
export const messageBytes = (paths: Iterable<string>) =>
  [...paths].reduce((sum, p) => sum + JSON.stringify(messageAt(p) ?? {}).length, 0);

async function write() {
  const { root, frame, layouts, problems } = expectedMessages();
  for (const p of problems) console.error(p);
  const text = JSON.stringify({ root, frame, layouts });
  const prettier = await import("prettier");
  const file = path.join(ROOT, OUT);
  writeFileSync(file, await prettier.format(text, { ...(await prettier.resolveConfig(file)), filepath: file }));
  console.log(`wrote ${OUT}: the frame ${(messageBytes(frame) / 1000).toFixed(1)} KB`);
  for (const [d, paths] of Object.entries(layouts))
    console.log(`  ${d}: ${(messageBytes(paths) / 1000).toFixed(1)} KB`);
  if (problems.length) process.exitCode = 1;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await write();

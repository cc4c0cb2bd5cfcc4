// Every answer an API test receives is checked against what its route declares (RouteSpec.response,
// lib/http/answers.ts): a 2xx or 3xx must be a declared status with a body of the declared schema,
// no field missing, of another type or undeclared; a file its declared content type; every 4xx
// and 5xx the one error body. So a change in an answer's shape fails the tests that see it, until
// the declaration (and with it the OpenAPI document) says the same.
import { z } from "zod";
import { errorBody, isFileAnswer, isFormatsAnswer, type Answers } from "@/lib/http/answers";

type Declaring = { answers?: (params: Record<string, string | string[]>) => Answers | undefined };

/** The first place where `sent` has a field the parsed value (unknown fields stripped) lacks. */
function undeclared(sent: unknown, parsed: unknown, at: string): string | undefined {
  if (Array.isArray(sent)) {
    if (!Array.isArray(parsed)) return undefined;
    for (let i = 0; i < sent.length; i++) {
      const found = undeclared(sent[i], parsed[i], `${at}[${i}]`);
      if (found) return found;
    }
    return undefined;
  }
  if (!sent || typeof sent !== "object" || !parsed || typeof parsed !== "object") return undefined;
  for (const [key, value] of Object.entries(sent)) {
    const path = at ? `${at}.${key}` : key;
    if (!(key in parsed)) return path;
    const found = undeclared(value, (parsed as Record<string, unknown>)[key], path);
    if (found) return found;
  }
  return undefined;
}

/** What is wrong with `value` as an answer of `schema`, or undefined. */
export function answerMismatch(schema: z.ZodType, value: unknown): string | undefined {
  const parsed = schema.safeParse(value);
  if (!parsed.success) return z.prettifyError(parsed.error);
  const extra = undeclared(value, parsed.data, "");
  return extra ? `undeclared field ${extra}` : undefined;
}

const contentTypeMatches = (declared: string, actual: string) => {
  const [type, sub] = declared.split("/");
  const [aType, aSub] = actual.split(";")[0].trim().toLowerCase().split("/");
  return (type === "*" || type === aType) && (sub === "*" || sub === aSub);
};

/** Throws (failing the test) when an answer is not what its handler declares. */
export function checkAnswer(
  handler: unknown,
  request: { method: string; path: string; params: Record<string, string | string[]> },
  res: { status: number; headers: Headers; text: string },
) {
  const declaring = handler as Declaring;
  // not one of the API's route() handlers (next-auth's, the widget's page)
  if (typeof declaring.answers !== "function") return;
  const where = `${request.method} ${request.path} ${JSON.stringify(request.params)} answered ${res.status}`;
  const fail = (problem: string): never => {
    throw new Error(
      `${where}, not what the route declares (RouteSpec.response): ${problem}\n${res.text.slice(0, 500)}`,
    );
  };
  if (request.method === "HEAD") return;
  const json = () => {
    try {
      return JSON.parse(res.text) as unknown;
    } catch {
      return fail("the body is not JSON");
    }
  };
  if (res.status >= 400) {
    const problem = answerMismatch(errorBody, json());
    if (problem) fail(`an error answers the error body: ${problem}`);
    return;
  }
  const answers = declaring.answers(request.params);
  // every route declares its answer (tests/unit/openapi.test.ts); one that does not fails here too
  if (!answers) return fail("it declares no answer");
  if (!(res.status in answers)) fail(`it declares ${Object.keys(answers).join(", ") || "no status"}`);
  const body = answers[res.status];
  if (body === null) {
    if (res.text !== "") fail("declared without a body");
    return;
  }
  if (isFileAnswer(body)) {
    const type = res.headers.get("content-type") ?? "";
    if (!contentTypeMatches(body.file, type)) fail(`declared as ${body.file}, sent as ${type || "no content type"}`);
    return;
  }
  if (isFormatsAnswer(body)) {
    // one of several formats: the one its content type names, JSON checked against its schema
    const type = res.headers.get("content-type") ?? "";
    const match = Object.entries(body.formats).find(([declared]) => contentTypeMatches(declared, type));
    if (!match) return fail(`declared as ${Object.keys(body.formats).join(" or ")}, sent as ${type || "none"}`);
    if (typeof match[1] === "string") return;
    const problem = answerMismatch(match[1], json());
    if (problem) fail(problem);
    return;
  }
  const problem = answerMismatch(body, json());
  if (problem) fail(problem);
}

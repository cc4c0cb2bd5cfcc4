// What an endpoint answers, declared on its spec (RouteSpec.response, lib/http/route.ts): the
// schema of its JSON body per status, a file by its content type, or no body. The OpenAPI
// document carries it (lib/http/openapi.ts) and the API tests check every answer they receive
// against it (tests/helpers/answers.ts). Every error answers the one error body.
import { z } from "zod";

/** A body that is not JSON: a PDF, an ICS feed, a CSV, an uploaded file ("image/*", "*\/*": any). */
export type FileAnswer = { file: string; description: string };
/**
 * One answer in several formats the request chooses (format=json|csv|xlsx): by content type, the
 * JSON's schema or a file's description.
 */
export type FormatsAnswer = { formats: Readonly<Record<string, z.ZodType | string>> };
/** The body of one status: JSON of this schema, a file, one of several formats, or none (204, 304, a redirect). */
export type AnswerBody = z.ZodType | FileAnswer | FormatsAnswer | null;
/** The bodies by status (2xx and 3xx; errors are always the error body). */
export type Answers = { readonly [status: number]: AnswerBody };
/** `response` of a route spec: a schema (a 200 with that JSON), a file (a 200 with it), or the bodies by status. */
export type ResponseSpec = z.ZodType | FileAnswer | Answers;

/** A file answered with this content type. */
export const file = (contentType: string, description: string): FileAnswer => ({ file: contentType, description });
/** The same answer in several formats: `{"application/json": schema, "text/csv": "what it holds"}`. */
export const formats = (byType: Record<string, z.ZodType | string>): FormatsAnswer => ({ formats: byType });
/** 204, no body: a write with nothing to answer (the handler returns nothing). */
export const noContent: Answers = { 204: null };
/** A stored file (lib/http/file-response.ts fileResponse): its bytes, or 304 for the ETag sent. */
export const storedFile = (contentType: string, description: string): Answers => ({
  200: file(contentType, description),
  304: null,
});
/** A redirect (302 or 303) without a body. */
export const redirect = (status: 302 | 303 = 302): Answers => ({ [status]: null });
/** 201 with this JSON: what `created()` answers. */
export const createdWith = (schema: z.ZodType): Answers => ({ 201: schema });

export const isFileAnswer = (a: AnswerBody): a is FileAnswer => !!a && typeof a === "object" && "file" in a;
export const isFormatsAnswer = (a: AnswerBody): a is FormatsAnswer =>
  !!a && typeof a === "object" && "formats" in a && !(a instanceof z.ZodType);

/** The bodies by status of a spec's `response` (undefined: none declared). */
export function answersOf(response: ResponseSpec | undefined): Answers | undefined {
  if (response === undefined) return undefined;
  const body = response as AnswerBody;
  if (response instanceof z.ZodType || isFileAnswer(body) || isFormatsAnswer(body)) return { 200: body };
  return response as Answers;
}

/** The one error body (lib/http/error-response.ts) of every 4xx and 5xx. */
export const errorBody = z
  .object({
    error: z.string(),
    message: z.string(),
    statusCode: z.number().int(),
    path: z.string(),
    method: z.string(),
    description: z.string(),
    fields: z.array(z.object({ path: z.string(), message: z.string(), code: z.string().optional() })).optional(),
    details: z.record(z.string(), z.unknown()).optional(),
  })
  .meta({ id: "Error" });

const DESCRIPTIONS: Record<number, string> = {
  200: "OK",
  201: "Created",
  202: "Accepted",
  204: "No content",
  302: "Found (a redirect)",
  303: "See other (a redirect)",
  304: "Not modified (the ETag sent is current)",
};

/** The responses object of an operation for its answers (zod-openapi turns the schemas into JSON Schema). */
export function openApiAnswers(answers: Answers) {
  return Object.fromEntries(
    Object.entries(answers).map(([status, body]) => {
      const description = DESCRIPTIONS[Number(status)] ?? "OK";
      if (body === null) return [status, { description }];
      if (isFileAnswer(body))
        return [
          status,
          {
            description: `${description}: ${body.description}`,
            content: { [body.file]: { schema: z.string().meta({ format: "binary" }) } },
          },
        ];
      if (isFormatsAnswer(body))
        return [
          status,
          {
            description: `${description}: ${Object.keys(body.formats).join(", ")} (the request's format)`,
            content: Object.fromEntries(
              Object.entries(body.formats).map(([type, b]) => [
                type,
                { schema: typeof b === "string" ? z.string().meta({ format: "binary", description: b }) : b },
              ]),
            ),
          },
        ];
      return [status, { description, content: { "application/json": { schema: body } } }];
    }),
  );
}

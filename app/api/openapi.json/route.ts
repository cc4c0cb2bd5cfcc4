// GET /api/openapi.json: the OpenAPI document of the API, built from the route specs (lib/http/openapi.ts).
import { openApiDocument, openApiDocumentAnswer } from "@/lib/http/openapi";
import { route } from "@/lib/http/route";
import { API_INDEX } from "./api-index.generated";

export const GET = route(
  { summary: "The OpenAPI 3.1 document of every endpoint.", response: openApiDocumentAnswer },
  () => openApiDocument(API_INDEX),
);

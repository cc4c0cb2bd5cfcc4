import { openApiDocument } from "@/lib/http/openapi";
import { route } from "@/lib/http/route";

/** The OpenAPI 3.1 document of every endpoint. */
export const GET = route({}, () => openApiDocument());

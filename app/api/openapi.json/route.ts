import { openApiDocument } from "@/lib/http/openapi";
import { route } from "@/lib/http/route";
import { API_INDEX } from "./api-index.generated";

export const GET = route({ summary: "The OpenAPI 3.1 document of every endpoint." }, () => openApiDocument(API_INDEX));

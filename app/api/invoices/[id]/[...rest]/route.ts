// No endpoint here: the API's JSON 404 for every method (lib/http/unknown-path.ts).
import { unknownPath } from "@/lib/http/unknown-path";

export const { GET, HEAD, POST, PUT, PATCH, DELETE } = unknownPath;

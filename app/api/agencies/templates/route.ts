import { route } from "@/lib/http/route";

/** Print templates for agencies. None are configured until the document templates arrive. */
export const GET = route({ scopes: ["agencies.read", "agencies.self"] }, () => []);

import { route } from "@/lib/http/route";

export const GET = route(
  {
    summary: "Print templates for agencies. None are configured until the document templates arrive.",
    scopes: ["agencies.read", "agencies.self"],
  },
  () => [],
);

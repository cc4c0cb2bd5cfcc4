// The two forms of the guests' booking flows (spec: /book/online and /book/resort, each with a
// -v2): "steps" shows one step at a time, each replacing the last; "onePage" keeps every part on
// one page, the guest's choices marked, the page scrolling to the next part (docs/decisions.md).
import type { SearchParams } from "@/lib/page/search-params";

export type BookingFlow = "steps" | "onePage";

/** A flow's page: its route (which of its two forms), the form, and the address's search. */
export type FlowPageProps<Path extends string> = { path: Path; flow: BookingFlow; searchParams: SearchParams };

/**
 * A link to a step of the flow: the search and the choices made (`search`, in this order), the
 * widget's frame kept; on one page it scrolls to the step's part (`anchor`).
 */
export function flowHref(
  search: Record<string, string | number>,
  widget: { slug: string } | null | undefined,
  anchor: string | false,
): string {
  const params = Object.fromEntries(Object.entries(search).map(([k, v]) => [k, String(v)]));
  return `?${new URLSearchParams({ ...params, ...(widget ? { widget: widget.slug } : {}) })}${anchor ? `#${anchor}` : ""}`;
}

import type { AnchorHTMLAttributes } from "react";

/** A link opening in a new tab (a printable list, a PDF) that gets no hold of this page (noopener). */
export function NewTabLink(props: Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "target" | "rel">) {
  return <a {...props} target="_blank" rel="noopener" />;
}

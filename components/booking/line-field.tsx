// A labelled field of the booking page's one-line forms (references, documents): the label above
// its input, both at the form's text size.
import type { ReactNode } from "react";
import { cn } from "../ui/cn";

export function LineField({
  id,
  label,
  className,
  children,
}: {
  id: string;
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={cn(className, "space-y-1")}>
      <label htmlFor={id} className="block text-slate-600">
        {label}
      </label>
      {children}
    </div>
  );
}

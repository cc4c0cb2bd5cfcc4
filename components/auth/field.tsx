import { cn } from "../ui/cn";

/** Label, control and the control's error message in the error colour. */
export function Field({
  label,
  htmlFor,
  error,
  children,
  className,
}: {
  label: React.ReactNode;
  htmlFor: string;
  error?: string;
  children: React.ReactNode;
  className?: string;
}) {
  return (
    <div className={cn("space-y-1", className)}>
      <label htmlFor={htmlFor} className="block text-sm font-medium text-slate-700">
        {label}
      </label>
      {children}
      {error && (
        <p id={`${htmlFor}-error`} className="text-sm text-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

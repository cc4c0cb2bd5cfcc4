import { forwardRef, type InputHTMLAttributes, type SelectHTMLAttributes, type TextareaHTMLAttributes } from "react";
import { cn } from "./cn";

const base =
  "block w-full rounded-md border border-slate-300 bg-white px-3 text-sm shadow-sm placeholder:text-slate-400 focus:border-brand-500 focus:outline-none focus:ring-1 focus:ring-brand-500 disabled:bg-slate-100 aria-[invalid=true]:border-error";

/** `onValue`: the control's new value as text, for a control bound to a piece of state
 *  (`value={name} onValue={setName}`); `onChange` stays for what needs the event. */
type Valued<A> = A & { onValue?: (value: string) => void };

const withValue = <E extends { value: string }>(
  onChange: ((e: React.ChangeEvent<E>) => void) | undefined,
  onValue: ((value: string) => void) | undefined,
) =>
  onValue
    ? (e: React.ChangeEvent<E>) => {
        onChange?.(e);
        onValue(e.target.value);
      }
    : onChange;

export const Input = forwardRef<HTMLInputElement, Valued<InputHTMLAttributes<HTMLInputElement>>>(function Input(
  { className, onChange, onValue, ...props },
  ref,
) {
  return <input ref={ref} className={cn(base, "h-10", className)} onChange={withValue(onChange, onValue)} {...props} />;
});

export const Select = forwardRef<HTMLSelectElement, Valued<SelectHTMLAttributes<HTMLSelectElement>>>(function Select(
  { className, onChange, onValue, ...props },
  ref,
) {
  return (
    <select ref={ref} className={cn(base, "h-10 pr-8", className)} onChange={withValue(onChange, onValue)} {...props} />
  );
});

export const Textarea = forwardRef<HTMLTextAreaElement, Valued<TextareaHTMLAttributes<HTMLTextAreaElement>>>(
  function Textarea({ className, onChange, onValue, ...props }, ref) {
    return (
      <textarea
        ref={ref}
        className={cn(base, "min-h-24 py-2", className)}
        onChange={withValue(onChange, onValue)}
        {...props}
      />
    );
  },
);

/** A select's choices: an empty one first when `empty` names it, then one per option. */
export function Options({
  options,
  empty,
}: {
  options: readonly { value: string | number; label: string }[];
  empty?: string;
}) {
  return (
    <>
      {empty !== undefined && <option value="">{empty}</option>}
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </>
  );
}

/** A checkbox bound to a yes/no (`checked={waive} onChecked={setWaive}`); `onChange` stays for the event. */
export const Checkbox = forwardRef<
  HTMLInputElement,
  Omit<InputHTMLAttributes<HTMLInputElement>, "type"> & { onChecked?: (checked: boolean) => void }
>(function Checkbox({ className, onChange, onChecked, ...props }, ref) {
  return (
    <input
      ref={ref}
      type="checkbox"
      className={cn("h-4 w-4", className)}
      onChange={
        onChecked
          ? (e) => {
              onChange?.(e);
              onChecked(e.target.checked);
            }
          : onChange
      }
      {...props}
    />
  );
});

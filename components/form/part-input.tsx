"use client";
import { Input } from "../ui/input";

/**
 * A number of a field made of parts (a cancellation step's days or percent, a diver's logged
 * dives): small, its label above it, kept as typed (the server checks it and names a bad one);
 * the field's error marks every part.
 */
export function PartInput(p: {
  label: string;
  /** its width class: "w-28" */
  width: string;
  /** a decimal (the keyboard offers the decimal mark), else a whole number */
  decimal?: boolean;
  invalid: boolean;
  value: string;
  onValue: (value: string) => void;
  testId: string;
}) {
  return (
    <label className="text-xs font-medium text-slate-600">
      {p.label}
      <Input
        className={`mt-1 ${p.width}`}
        inputMode={p.decimal ? "decimal" : "numeric"}
        aria-invalid={p.invalid}
        value={p.value}
        onValue={p.onValue}
        data-testid={p.testId}
      />
    </label>
  );
}

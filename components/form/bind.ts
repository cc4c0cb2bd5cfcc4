/**
 * Controls bound to the keys of one state object: `const field = bindKeys(contact, setContact)`,
 * then `<Input {...field("email")} />` gives the control its value and its change (onValue of
 * components/ui/input).
 */
export const bindKeys =
  <T extends Record<string, string>>(values: T, set: (next: T) => void) =>
  (key: keyof T & string) => ({
    value: values[key],
    onValue: (v: string) => set({ ...values, [key]: v }),
  });

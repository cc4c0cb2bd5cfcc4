// Validation messages travel as translation keys, with values when they need some:
// "validation.minLength|{"min":3}". The server and the browser translate them the same way.

export function messageKey(key: string, values?: Record<string, string | number>): string {
  return values ? `${key}|${JSON.stringify(values)}` : key;
}

type T = { (key: string, values?: Record<string, string | number>): string; has(key: string): boolean };

export function translateMessage(t: T, raw: string): string {
  const i = raw.indexOf("|");
  const key = i < 0 ? raw : raw.slice(0, i);
  if (!t.has(key)) return raw;
  let values: Record<string, string | number> | undefined;
  if (i >= 0) {
    try {
      values = JSON.parse(raw.slice(i + 1));
    } catch {
      values = undefined;
    }
  }
  return t(key, values);
}

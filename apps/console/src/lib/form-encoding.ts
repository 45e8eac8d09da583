/**
 * Turns a call's payload into the form body the wire expects (CONTRACT.md, "Transport"): scalars as
 * their text, a list or an object as one JSON string, and absent values left out so the server's
 * defaults apply.
 */
export function toFormBody(payload: Readonly<Record<string, unknown>>): URLSearchParams {
  const form = new URLSearchParams();
  for (const [name, value] of Object.entries(payload)) {
    if (value === undefined || value === null) continue;
    form.append(name, fieldText(value));
  }
  return form;
}

function fieldText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  // Lists and objects travel as one JSON string inside the field (`ids=[3,4]`).
  return JSON.stringify(value);
}

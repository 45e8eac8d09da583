/**
 * Form encoding of the wire contract (CONTRACT.md, "Transport"): every field is a string; a list or
 * an object travels as one JSON string (`ids=[3,4]`); undefined and null fields are left out so
 * optional fields stay absent and the server's defaults apply.
 */
export function formFields(payload: Readonly<Record<string, unknown>>): [string, string][] {
  const out: [string, string][] = [];
  for (const [key, value] of Object.entries(payload)) {
    if (value === undefined || value === null) continue;
    if (typeof value === 'object') out.push([key, JSON.stringify(value)]);
    else out.push([key, String(value)]);
  }
  return out;
}

/** The `application/x-www-form-urlencoded` body of a payload. */
export function formEncode(payload: Readonly<Record<string, unknown>>): string {
  return new URLSearchParams(formFields(payload)).toString();
}

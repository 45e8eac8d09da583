/**
 * Form encoding of the wire contract: every field is a string; a list or an object travels as a
 * JSON string (`ids=[3,4]`); undefined and null fields are left out so optional fields stay absent.
 */
export function formFields(payload: Record<string, unknown>): [string, string][] {
  const out: [string, string][] = [];
  for (const [key, value] of Object.entries(payload)) {
    if (value === undefined || value === null) continue;
    if (typeof value === 'object') out.push([key, JSON.stringify(value)]);
    else out.push([key, String(value)]);
  }
  return out;
}

export function formEncode(payload: Record<string, unknown>): string {
  return new URLSearchParams(formFields(payload)).toString();
}

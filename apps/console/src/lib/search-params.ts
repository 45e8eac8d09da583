/** Reads a positive page number from the URL, falling back to the first page on anything else. */
export function pageParam(raw: string | null): number {
  const n = Number(raw);
  return Number.isInteger(n) && n >= 1 ? n : 1;
}

/** Returns a copy of the params with each key set, or removed when its value is empty. */
export function withParams(params: URLSearchParams, changes: Record<string, string | number | undefined>) {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(changes)) {
    if (value === undefined || value === '') next.delete(key);
    else next.set(key, String(value));
  }
  return next;
}

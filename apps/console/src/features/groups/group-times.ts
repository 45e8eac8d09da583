/**
 * The group form's times are typed as India time (`YYYY-MM-DDTHH:mm`, a datetime-local input) whatever
 * the staff member's own zone, as every console time is shown (lib/india-time.ts).
 */
const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;
const LOCAL_INPUT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

/** Epoch ms as the value of a datetime-local input in India time. */
export function indiaInputOf(epochMs: number): string {
  const t = new Date(epochMs + IST_OFFSET_MS);
  return `${t.getUTCFullYear()}-${pad(t.getUTCMonth() + 1)}-${pad(t.getUTCDate())}T${pad(t.getUTCHours())}:${pad(t.getUTCMinutes())}`;
}

/** A datetime-local value read as India time, in epoch ms; null when it is not a complete date and time. */
export function msOfIndiaInput(text: string): number | null {
  const m = LOCAL_INPUT.exec(text.trim());
  if (!m) return null;
  const [, y, mo, d, h, mi] = m.map(Number) as [number, number, number, number, number, number];
  const ms = Date.UTC(y, mo - 1, d, h, mi) - IST_OFFSET_MS;
  return indiaInputOf(ms) === text.trim() ? ms : null;
}

/** India Standard Time is UTC+5:30 all year (no daylight saving), so a fixed offset is exact. */
const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/**
 * Formats epoch milliseconds as India time, `YYYY-MM-DD HH:mm:ss`, whatever the browser's own zone.
 * The console's one date formatter: staff compare times with customers in India.
 */
export function formatIndiaTime(epochMs: number): string {
  const t = new Date(epochMs + IST_OFFSET_MS);
  const date = `${t.getUTCFullYear()}-${pad(t.getUTCMonth() + 1)}-${pad(t.getUTCDate())}`;
  return `${date} ${pad(t.getUTCHours())}:${pad(t.getUTCMinutes())}:${pad(t.getUTCSeconds())}`;
}

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

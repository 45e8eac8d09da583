import { INDIA_OFFSET_MS } from '@demo/contract';

const pad = (n: number) => String(n).padStart(2, '0');

/** Epoch milliseconds shown in India time (UTC+5:30), "YYYY-MM-DD HH:mm". */
export function formatDateTime(ms: number): string {
  const d = new Date(ms + INDIA_OFFSET_MS);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
}

export function formatDate(ms: number): string {
  return formatDateTime(ms).slice(0, 10);
}

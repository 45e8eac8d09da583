/** The analytics window picker: 7 days, 30 days, 90 days, a year, or everything. */
export const ANALYTICS_WINDOWS = ['7d', '30d', '90d', 'year', 'all'] as const;
export type AnalyticsWindow = (typeof ANALYTICS_WINDOWS)[number];

/** The i18n key of each window's label. */
export const WINDOW_LABELS = {
  '7d': 'analytics.window7d',
  '30d': 'analytics.window30d',
  '90d': 'analytics.window90d',
  year: 'analytics.windowYear',
  all: 'analytics.windowAll',
} as const satisfies Record<AnalyticsWindow, string>;

const DAY_MS = 86_400_000;
const WINDOW_DAYS: Record<Exclude<AnalyticsWindow, 'all'>, number> = { '7d': 7, '30d': 30, '90d': 90, year: 365 };

/** The `from` of a window ending at `nowMs` (epoch ms), or undefined for everything. */
export function windowFrom(window: AnalyticsWindow, nowMs: number): number | undefined {
  return window === 'all' ? undefined : nowMs - WINDOW_DAYS[window] * DAY_MS;
}

/** The statement's file name: `statement-real-7d-2026-11-23.csv`. */
export function statementFilename(accountType: string, window: AnalyticsWindow, today: string): string {
  return `statement-${accountType}-${window}-${today}.csv`;
}

/** A `YYYY-MM-DD` India day as the chart's time: that day's 00:00 UTC in seconds (business-day axis). */
export function dayTime(day: string): number {
  const [y, m, d] = day.split('-').map(Number);
  return Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1) / 1000;
}

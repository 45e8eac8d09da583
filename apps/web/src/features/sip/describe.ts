import { INDIA_OFFSET_MS } from '@demo/client';
import type { SipPlan } from '@demo/contract';
import type { TFunction } from 'i18next';

const WEEKDAY_KEYS = [
  'sip.weekdays.1',
  'sip.weekdays.2',
  'sip.weekdays.3',
  'sip.weekdays.4',
  'sip.weekdays.5',
  'sip.weekdays.6',
  'sip.weekdays.7',
] as const;

/** The short name's key of an ISO weekday (1 = Monday … 7 = Sunday). */
export function weekdayKey(day: number): (typeof WEEKDAY_KEYS)[number] {
  return WEEKDAY_KEYS[Math.min(Math.max(day, 1), 7) - 1] ?? 'sip.weekdays.1';
}

/** The schedule of a plan in words: "Every Fri", "Every month on the 31", "Every trading day". */
export function scheduleText(t: TFunction, plan: Pick<SipPlan, 'frequency' | 'day'>): string {
  if (plan.frequency === 'weekly') return t('sip.everyWeek', { day: t(weekdayKey(plan.day ?? 1)) });
  if (plan.frequency === 'monthly') return t('sip.everyMonth', { date: plan.day ?? 1 });
  return t('sip.everyDay');
}

/** Today's date in India as `YYYY-MM-DD`, shifted by `days`: the start date's default is tomorrow. */
export function indiaDate(nowMs: number, days = 0): string {
  return new Date(nowMs + INDIA_OFFSET_MS + days * 86_400_000).toISOString().slice(0, 10);
}

/** The amount field's text, if it is a positive amount with at most two decimals. */
export function validAmount(text: string): boolean {
  return /^\d{1,12}(\.\d{1,2})?$/.test(text.trim()) && Number(text) > 0;
}

/** The lots field's text, if it is a whole number of lots the server accepts (1–1000). */
export function validLots(text: string): boolean {
  return /^\d{1,4}$/.test(text.trim()) && Number(text) >= 1 && Number(text) <= 1000;
}

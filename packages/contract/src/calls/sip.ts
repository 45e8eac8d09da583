import { SIP_FREQUENCIES, SIP_INSTALMENT_STATUSES, SIP_PLAN_LIFECYCLE } from '@demo/core';
import { z } from 'zod';
import { defineCall } from '../call';
import {
  amount,
  decimalOut,
  epochMs,
  id,
  ignoredUserId,
  int,
  listOf,
  optionalProductCode,
  paging,
  requestId,
} from '../fields';
import { accountType } from './account';

/**
 * Recurring investments, SIP (issue 48 part 2; CONTRACT.md Wave 3; docs/SPEC.md SP1–SP9): a plan buys
 * a product (or an AI product) for an amount or a number of lots on a schedule, at the market's open,
 * moved to the next trading day over weekends and holidays. Dates are the exchange's local dates.
 */

export const sipFrequency = z.enum(SIP_FREQUENCIES);
export const sipPlanStatus = z.enum(SIP_PLAN_LIFECYCLE.states);
export const sipInstalmentStatus = z.enum(SIP_INSTALMENT_STATUSES);

const dateText = () =>
  z
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date like 2026-12-25');

/** SP1: the weekday (1 = Monday … 7 = Sunday) of a weekly plan, the date (1–31) of a monthly one. */
const sipDay = int().pipe(z.number().int().min(1, 'must be at least 1').max(31, 'must be at most 31'));

export const sipPlan = z.object({
  id: z.number().int(),
  /** A product plan buys lots of `code`; an AI plan buys the AI product `aiProductId`. */
  kind: z.enum(['product', 'ai']),
  code: z.string(),
  name: z.string(),
  aiProductId: z.number().int().nullable(),
  /** An amount plan's amount per instalment, in `currency`; null for a lots plan. */
  amount: decimalOut().nullable(),
  /** A lots plan's lots per instalment; null for an amount plan. */
  hands: z.number().int().nullable(),
  currency: z.string(),
  frequency: sipFrequency,
  day: z.number().int().nullable(),
  startDate: z.string(),
  endDate: z.string().nullable(),
  /** The plan ends after this many instalments (SP10); null when it has no count. */
  count: z.number().int().nullable(),
  accountType,
  status: sipPlanStatus,
  /** When the next instalment runs (its market's open); null once the plan has ended. */
  nextAt: z.number().int().nullable(),
  /** What the filled instalments cost, fees included, in `currency`. */
  invested: decimalOut(),
  /** What they are worth now: open positions marked at the bid, closed ones at what they returned. */
  value: decimalOut(),
  filled: z.number().int(),
  skipped: z.number().int(),
  /** Skipped instalments since the last fill; three pause the plan (SP6). */
  skipsInARow: z.number().int(),
  createdAt: z.number().int(),
});
export type SipPlan = z.infer<typeof sipPlan>;

export const sipInstalment = z.object({
  /** The instant it ran. */
  at: z.number().int(),
  /** The trading day it belongs to (its unique key in the plan, SP4). */
  date: z.string(),
  status: sipInstalmentStatus,
  /** Why it was skipped, in the reader's language. */
  reason: z.string().nullable(),
  /** The order it placed (a product plan) or the AI purchase (an AI plan). */
  orderId: z.number().int().nullable(),
  hands: z.number().int().nullable(),
  /** What it cost, fees included, in the plan's currency; null when skipped. */
  amount: decimalOut().nullable(),
});
export type SipInstalment = z.infer<typeof sipInstalment>;

export const sipCreate = defineCall({
  path: 'sip/create',
  access: 'user',
  summary:
    'Start a recurring investment: a product or AI product, an amount or lots, daily, weekly or monthly from a start date; a repeated requestId returns the first',
  payload: z
    .object({
      userId: ignoredUserId,
      code: optionalProductCode(),
      aiProductId: id().optional(),
      amount: amount().optional(),
      hands: int().pipe(z.number().int().min(1, 'must be at least 1').max(1000, 'must be at most 1000')).optional(),
      frequency: sipFrequency,
      day: sipDay.optional(),
      startDate: dateText(),
      endDate: dateText().optional(),
      /** End after this many instalments instead of on a date (SP10). */
      count: int().pipe(z.number().int().min(1, 'must be at least 1').max(1000, 'must be at most 1000')).optional(),
      accountType: accountType.default('real'),
      requestId: requestId(),
    })
    .refine((p) => (p.code === undefined || p.code === '') !== (p.aiProductId === undefined), {
      message: 'needs either code or aiProductId, not both',
      path: ['code'],
    })
    .refine((p) => (p.amount === undefined) !== (p.hands === undefined), {
      message: 'needs either amount or hands, not both',
      path: ['amount'],
    })
    .refine((p) => p.aiProductId === undefined || p.hands === undefined, {
      message: 'an AI product is bought by amount',
      path: ['hands'],
    })
    .refine((p) => p.frequency === 'daily' || p.day !== undefined, {
      message: 'is required for a weekly or monthly plan',
      path: ['day'],
    })
    .refine((p) => p.frequency !== 'weekly' || p.day === undefined || p.day <= 7, {
      message: 'must be a weekday from 1 (Monday) to 7 (Sunday)',
      path: ['day'],
    })
    .refine((p) => p.endDate === undefined || p.count === undefined, {
      message: 'ends a plan by a number of instalments or by an end date, not both',
      path: ['count'],
    })
    .refine((p) => p.endDate === undefined || p.endDate >= p.startDate, {
      message: 'must not be before the start',
      path: ['endDate'],
    }),
  body: sipPlan,
});

export const sipList = defineCall({
  path: 'sip/list',
  access: 'user',
  summary: "The customer's SIP plans, newest first, with the next date, total invested and value now",
  payload: z.object({ userId: ignoredUserId, ...paging }),
  body: listOf(sipPlan),
});

const planAction = (path: string, summary: string) =>
  defineCall({
    path,
    access: 'user',
    summary,
    payload: z.object({ userId: ignoredUserId, id: id() }),
    body: sipPlan,
  });

export const sipPause = planAction('sip/pause', 'Pause an active plan: no instalment runs until it is resumed');
export const sipResume = planAction('sip/resume', 'Resume a paused plan from its next date that has not passed');
export const sipCancel = planAction('sip/cancel', 'End a plan for good; what it bought stays');

export const sipInstalments = defineCall({
  path: 'sip/instalments',
  access: 'user',
  summary: "A plan's instalments, newest first: filled with the order, or skipped and why",
  payload: z.object({ userId: ignoredUserId, id: id(), ...paging }),
  body: listOf(sipInstalment),
});

/** SP7: an instalment ran (filled or skipped): the notice to the plan's owner, with the plan after it. */
export const sipEvent = sipInstalment.extend({
  type: z.literal('sip'),
  planId: z.number().int(),
  code: z.string(),
  planStatus: sipPlanStatus,
  sentAt: epochMs(),
});
export type SipEvent = z.infer<typeof sipEvent>;

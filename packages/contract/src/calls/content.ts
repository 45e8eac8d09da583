import { z } from 'zod';
import { defineCall } from '../call';
import { LOCALES } from '../codes';
import { decimalOut, id, jsonList, listOf, paging } from '../fields';

export const locale = z.enum(LOCALES).default('en');

export const settings = z.object({
  customer: z.string(),
  feedbackEmail: z.string(),
  minChargeAmount: decimalOut(),
  minWithdrawAmount: decimalOut(),
  defaultCurrency: z.string(),
  tradeHandCount: z.number().int(),
  tradeBuyFee: decimalOut(),
  tradeSaleFee: decimalOut(),
  tradeDefaultRate: decimalOut(),
  tradeDelayRate: decimalOut(),
  tradeForceCoverRate: decimalOut(),
  tradeForceCoverWarning: decimalOut(),
  tradeInsuranceRate: decimalOut(),
  invitationRequired: z.boolean(),
  simulated: z.boolean(),
  /** What a new demo account starts with (type 6 sign-up bonus, virtual only) and a demo reset restores. */
  virtualStartingBalance: decimalOut(),
});
export type Settings = z.infer<typeof settings>;

export const configSetting = defineCall({
  path: 'config/setting',
  access: 'public',
  summary: 'Client settings',
  payload: z.object({}),
  body: settings,
});

export const aboutVisible = defineCall({
  path: 'about/visible',
  access: 'public',
  summary: 'The about page',
  payload: z.object({ locale }),
  body: z.object({ title: z.string(), content: z.string() }),
});

export const notice = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
  createdAt: z.number().int(),
});

export const noticeFront = defineCall({
  path: 'notice/front',
  access: 'public',
  summary: 'Notices, newest first',
  payload: z.object({ locale, ...paging }),
  body: listOf(notice),
});

export const category = z.object({ code: z.string(), name: z.string(), key: z.string() });

export const categoryFront = defineCall({
  path: 'category/front',
  access: 'public',
  summary: 'Product categories (market tabs)',
  payload: z.object({ locale }),
  body: z.array(category),
});

export const customerInfo = defineCall({
  path: 'customer/info',
  access: 'public',
  summary: 'Customer-service channels (from the `customer` setting)',
  payload: z.object({}),
  body: z.object({ channels: z.array(z.object({ type: z.string(), label: z.string(), value: z.string() })) }),
});

export const feedbackSubmit = defineCall({
  path: 'feedback/submit',
  access: 'user',
  summary: 'Send feedback',
  payload: z.object({
    content: z.string().trim().min(1, 'is required').max(2000),
    contact: z.string().trim().max(128).optional(),
    images: jsonList(z.string().max(512)).pipe(z.array(z.string()).max(6)).optional(),
  }),
  body: z.object({ id: z.number().int() }),
});

export const newsItem = z.object({
  id: z.number().int(),
  title: z.string(),
  summary: z.string(),
  cover: z.string().nullable(),
  source: z.string(),
  createdAt: z.number().int(),
});

export const newsFront = defineCall({
  path: 'news/front',
  access: 'public',
  summary: 'News, newest first',
  payload: z.object({ ...paging, locale }),
  body: listOf(newsItem),
});

export const newsDetail = defineCall({
  path: 'news/detail',
  access: 'public',
  summary: 'One news article',
  payload: z.object({ key: id(), locale }),
  body: newsItem.omit({ summary: true }).extend({ content: z.string() }),
});

import { z } from 'zod';
import { defineCall } from '../call';
import { LOCALES } from '../codes';
import { decimalOut, id, idList, jsonList, listOf, paging } from '../fields';
import { CONTENT_IMAGES_MAX, FEEDBACK_TEXT_MAX } from '../wire-values';

export const locale = z.enum(LOCALES).default('en');

/** What `config/setting` tells anyone: the terms a customer trades and pays under. */
export const publicSettings = z.object({
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
export type PublicSettings = z.infer<typeof publicSettings>;

/** Every platform setting; the risk desk's own thresholds stay off the public call. */
export const settings = publicSettings.extend({
  /** Staff consoles hear of every order from this notional on, in INR (SPEC HL9); 0 = none. */
  riskLargeTradeNotional: decimalOut(),
});
export type Settings = z.infer<typeof settings>;

export const configSetting = defineCall({
  path: 'config/setting',
  access: 'public',
  summary: 'Client settings',
  payload: z.object({}),
  body: publicSettings,
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

/** Upload urls (`/uploads/<name>` of the caller's own uploads), at most CONTENT_IMAGES_MAX. */
export const contentImages = () =>
  jsonList(z.string().trim().max(512, 'must be at most 512 characters')).pipe(
    z.array(z.string()).max(CONTENT_IMAGES_MAX, `must have at most ${CONTENT_IMAGES_MAX} items`),
  );

export const feedbackSubmit = defineCall({
  path: 'feedback/submit',
  access: 'user',
  summary: 'Send feedback (content required, contact optional, up to 3 images from upload/standard)',
  payload: z.object({
    content: z.string().trim().min(1, 'is required').max(FEEDBACK_TEXT_MAX),
    contact: z.string().trim().max(128).optional(),
    images: contentImages().optional(),
  }),
  body: z.object({ id: z.number().int() }),
});

/** Where a piece of feedback stands in the console's inbox (docs/SPEC.md W5). */
export const FEEDBACK_STATUSES = ['new', 'in_progress', 'answered', 'closed'] as const;
export type FeedbackStatus = (typeof FEEDBACK_STATUSES)[number];

export const feedbackEntry = z.object({
  id: z.number().int(),
  content: z.string(),
  contact: z.string().nullable(),
  /** Signed urls that work for ten minutes (the images are private from the moment they are sent). */
  images: z.array(z.string()),
  status: z.enum(FEEDBACK_STATUSES),
  answer: z.string().nullable(),
  answeredAt: z.number().int().nullable(),
  createdAt: z.number().int(),
});
export type FeedbackEntry = z.infer<typeof feedbackEntry>;

export const feedbackList = defineCall({
  path: 'feedback/list',
  access: 'user',
  summary: "The caller's own feedback with its status and the staff's answer, newest first",
  payload: z.object({ ...paging }),
  body: listOf(feedbackEntry),
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
  body: newsItem.omit({ summary: true }).extend({
    /** Rich text, already passed through the allow-list sanitiser (docs/SPEC.md W1). */
    content: z.string(),
    /** Products the article is about, each linked to its detail page. */
    related: z.array(z.object({ code: z.string(), name: z.string(), market: z.string() })),
  }),
});

/** Read marks of notices (docs/SPEC.md W6): the unread count and which of the latest notices were read. */
export const noticeReadState = z.object({
  unread: z.number().int(),
  readIds: z.array(z.number().int()),
});

export const noticeUnread = defineCall({
  path: 'notice/unread',
  access: 'user',
  summary: 'How many published notices the caller has not opened, and which of the latest ones they have',
  payload: z.object({}),
  body: noticeReadState,
});

export const noticeRead = defineCall({
  path: 'notice/read',
  access: 'user',
  summary: 'Marks notices as read (opened); answers the new read state',
  payload: z.object({ ids: idList() }),
  body: noticeReadState,
});

export const noticeReadAll = defineCall({
  path: 'notice/read/all',
  access: 'user',
  summary: 'Marks every notice that counts as unread as read ("Mark all read"); answers the new read state',
  payload: z.object({}),
  body: noticeReadState,
});

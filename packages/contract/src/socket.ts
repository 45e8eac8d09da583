import { z } from 'zod';
import { accountType } from './calls/account';
import { alert } from './calls/alerts';
import { housePnl, riskBook } from './calls/console-risk';
import { feedbackEntry } from './calls/content';
import { candle, indexQuote, quote } from './calls/markets';
import { groupOrder, userAi } from './calls/offerings';
import { userNotice } from './calls/security';
import { sipEvent } from './calls/sip';
import { supportMessage } from './calls/support';
import { order } from './calls/trading';
import { upiEvent } from './calls/upi';
import { SESSION_END_REASONS } from './codes';
import { decimalOut } from './fields';
import {
  CHANNEL_ERROR,
  CHANNEL_PONG,
  CHANNEL_QUOTES,
  CHANNEL_STAFF,
  CHANNEL_USER,
  isKnownTopic,
  parseKlineTopic,
  SOCKET_TOPICS_MAX,
  TOPIC_FRONT,
  TOPIC_LENGTH_MAX,
  TOPIC_SINA,
} from './socket-topics';
import { KLINE_PERIODS } from './wire-values';

/**
 * The real-time channel's frames as schemas (CONTRACT.md, "Real-time channel"); its paths, topics,
 * channels and limits are plain values in socket-topics.ts.
 */

export const topic = z
  .string()
  .min(1, 'is required')
  .max(TOPIC_LENGTH_MAX, `must be at most ${TOPIC_LENGTH_MAX} characters`)
  .refine(isKnownTopic, 'must be a known topic');

/**
 * `subscribe`/`unsubscribe` name one `topic` or a set of `topics` at once (at most SOCKET_TOPICS_MAX),
 * never both; `topicsOf` reads either form as a list.
 */
const topicCommand = <C extends 'subscribe' | 'unsubscribe'>(cmd: C) =>
  z
    .object({
      cmd: z.literal(cmd),
      topic: topic.optional(),
      topics: z
        .array(topic)
        .min(1, 'must name at least one topic')
        .max(SOCKET_TOPICS_MAX, `must name at most ${SOCKET_TOPICS_MAX} topics`)
        .optional(),
    })
    .refine((f) => (f.topic === undefined) !== (f.topics === undefined), {
      message: 'needs either topic or topics, not both',
      path: ['topic'],
    });

export const clientFrame = z.discriminatedUnion('cmd', [
  z.object({ cmd: z.literal('user'), userId: z.number().int().positive(), token: z.string().min(1).max(512) }),
  topicCommand('subscribe'),
  topicCommand('unsubscribe'),
  z.object({ cmd: z.literal('ping') }),
  /** Binds a console's connection to the staff channel, if the staff token is live and its role may answer support. */
  z.object({ cmd: z.literal('staff'), token: z.string().min(1).max(512) }),
]);
export type ClientFrame = z.infer<typeof clientFrame>;

/** The topics of a `subscribe` or `unsubscribe` frame, whichever form it used, without repeats. */
export function topicsOf(frame: { topic?: string | undefined; topics?: readonly string[] | undefined }): string[] {
  return [...new Set(frame.topics ?? (frame.topic === undefined ? [] : [frame.topic]))];
}

/** A balance snapshot pushed after every ledger entry of the user. */
export const balanceEvent = z.object({
  type: z.literal('balance'),
  balance: decimalOut(),
  balanceLocked: decimalOut(),
  virtualBalance: decimalOut(),
});

/** Pushed when the margin level reaches `tradeForceCoverWarning`. */
export const warningEvent = z.object({
  type: z.literal('warning'),
  accountType,
  marginLevel: decimalOut(),
});

export const orderEvent = order.extend({ type: z.literal('order') });

/** Pushed when staff decide one of the customer's requests (issue 5), so the screen updates live. */
export const reviewEvent = z.object({
  type: z.literal('review'),
  kind: z.enum(['recharge', 'withdraw', 'kyc', 'institution', 'correction']),
  id: z.number().int(),
  status: z.string(),
});
export type ReviewEvent = z.infer<typeof reviewEvent>;

/** A security notice (e.g. a sign-in from a new device), also kept for `user/notice/list`. */
export const securityNoticeEvent = userNotice.extend({ type: z.literal('notice') });

/** A notice staff just published (issue 14): open apps show it in the marquee and count it unread at once. */
export const announcementEvent = z.object({
  type: z.literal('notice'),
  kind: z.literal('announcement'),
  id: z.number().int(),
  createdAt: z.number().int(),
});

/**
 * The engine leader wrote a contract note (docs/SPEC.md ST16): the day, the account set and the
 * `statement/contract_note` url of its PDF; `statement/contract_notes` keeps listing it.
 */
export const contractNoteEvent = z.object({
  type: z.literal('notice'),
  kind: z.literal('contract_note'),
  accountType: z.enum(['real', 'virtual']),
  date: z.string(),
  url: z.string(),
  createdAt: z.number().int(),
});
export type ContractNoteEvent = z.infer<typeof contractNoteEvent>;

export const noticeEvent = z.discriminatedUnion('kind', [securityNoticeEvent, announcementEvent, contractNoteEvent]);
export type NoticeEvent = z.infer<typeof noticeEvent>;

/** A customer's AI product changed: its live P&L moved, a bar was taken in, it paused, resumed or settled. */
export const aiEvent = userAi.extend({ type: z.literal('ai') });
export type AiEvent = z.infer<typeof aiEvent>;
/**
 * A customer's group order changed (docs/SPEC.md G9): joined (SUBMIT), allotted at the allocation
 * (PAYING, HOLDING or LAPSED), paid (HOLDING) or lapsed at the pay deadline. The whole order as
 * `user_product_group/list` shows it.
 */
export const groupOrderEvent = groupOrder.extend({ type: z.literal('group') });
export type GroupOrderEvent = z.infer<typeof groupOrderEvent>;
/** A support message in the customer's thread (a staff answer, or their own from another device). */
export const supportEvent = supportMessage.extend({ type: z.literal('support'), threadId: z.number().int() });
export type SupportEvent = z.infer<typeof supportEvent>;

/**
 * One of the customer's feedback entries after staff changed it (issue 14, W12): its new status, and
 * the answer once there is one, so the app shows the answer without a reload.
 */
export const feedbackEvent = feedbackEntry.extend({ type: z.literal('feedback') });
export type FeedbackEvent = z.infer<typeof feedbackEvent>;

/** What a bound console hears: a support message in any thread, or a thread read by another staff member. */
export const staffEvent = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('support'),
    threadId: z.number().int(),
    userId: z.number().int(),
    message: supportMessage,
  }),
  z.object({ type: z.literal('support_read'), threadId: z.number().int() }),
  z.object({ type: z.literal('feedback'), id: z.number().int() }),
  /** An order at or above the `riskLargeTradeNotional` setting was placed (SPEC HL9); heard by risk roles. */
  z.object({
    type: z.literal('large_trade'),
    orderId: z.number().int(),
    orderNo: z.string(),
    userId: z.number().int(),
    accountType: z.enum(['real', 'virtual']),
    code: z.string(),
    direction: z.enum(['buy', 'sell']),
    priceType: z.enum(['market', 'limit']),
    hands: z.number().int(),
    /** Price × hands × units per hand, in `currency` (the account's). */
    notional: z.string(),
    currency: z.string(),
    at: z.number().int(),
  }),
  /** `risk_exposure_{set}` (RK9): `risk/exposure`'s body, at most once a second while subscribed. */
  z.object({ type: z.literal('risk_exposure'), book: riskBook }),
  /** `risk_pnl_{set}` (RK9): `risk/house_pnl`'s body for its default window, at most once a second. */
  z.object({ type: z.literal('risk_pnl'), pnl: housePnl }),
]);
export type StaffEvent = z.infer<typeof staffEvent>;

/** A price alert fired (docs/SPEC.md AL5): the alert as `alert/list` shows it after the trigger. */
export const alertEvent = alert.extend({ type: z.literal('alert') });
export type AlertEvent = z.infer<typeof alertEvent>;

export type UpiEvent = z.infer<typeof upiEvent>;

export const userEvent = z.discriminatedUnion('type', [
  upiEvent,
  sipEvent,
  aiEvent,
  groupOrderEvent,
  alertEvent,
  orderEvent,
  balanceEvent,
  warningEvent,
  reviewEvent,
  noticeEvent,
  supportEvent,
  feedbackEvent,
]);
export type UserEvent = z.infer<typeof userEvent>;

/**
 * One entry of a `quotes` frame: the code, and the quote's fields — all of them in the first entry
 * of a code after subscribing, afterwards only those that changed (QT2). A client merges entries.
 */
export const quoteDelta = quote.partial().extend({ code: z.string() });
export type QuoteDelta = z.infer<typeof quoteDelta>;

/** The current candle of one product at one period, on every change. */
export const klineContent = candle.extend({ code: z.string(), period: z.enum(KLINE_PERIODS) });
export type KlineContent = z.infer<typeof klineContent>;

const namedFrame = z.discriminatedUnion('channel', [
  z.object({ channel: z.literal(CHANNEL_USER), content: userEvent }),
  z.object({ channel: z.literal(CHANNEL_STAFF), content: staffEvent }),
  z.object({ channel: z.literal(CHANNEL_PONG), content: z.null() }),
  z.object({
    channel: z.literal(CHANNEL_ERROR),
    // `code` and `topic` when they apply; `reason` when a bound session ended (A22).
    content: z.object({
      message: z.string(),
      code: z.number().int().optional(),
      topic: z.string().optional(),
      reason: z.enum(SESSION_END_REASONS).optional(),
    }),
  }),
  z.object({ channel: z.literal(TOPIC_FRONT), content: z.array(quote) }),
  z.object({ channel: z.literal(CHANNEL_QUOTES), content: z.array(quoteDelta) }),
  z.object({ channel: z.literal(TOPIC_SINA), content: z.array(indexQuote) }),
]);

const klineFrame = z.object({
  channel: z.string().refine((c) => parseKlineTopic(c) !== null, 'must be a kline topic'),
  content: klineContent,
});

/** Every frame the server sends: `{channel, content}`. */
export const serverFrame = z.union([namedFrame, klineFrame]);
export type ServerFrame = z.infer<typeof serverFrame>;

/**
 * Parses one text frame from a client. Malformed JSON and unknown commands both come back as a
 * message for the `error` channel; the connection stays open.
 */
export function parseClientFrame(text: string): { ok: true; frame: ClientFrame } | { ok: false; message: string } {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { ok: false, message: 'frame is not JSON' };
  }
  const parsed = clientFrame.safeParse(raw);
  if (parsed.success) return { ok: true, frame: parsed.data };
  const issue = parsed.error.issues[0];
  const where = issue && issue.path.length > 0 ? `${issue.path.join('.')}: ` : '';
  return { ok: false, message: `${where}${issue?.message ?? 'bad frame'}` };
}

/** The reply to a bad frame. */
export function errorFrame(message: string): ServerFrame {
  return { channel: CHANNEL_ERROR, content: { message } };
}

export const PONG_FRAME = { channel: CHANNEL_PONG, content: null } as const satisfies ServerFrame;

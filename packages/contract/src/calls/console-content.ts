import { isSafeImageUrl } from '@demo/core';
import { z } from 'zod';
import { bool, id, jsonList, listOf, nullBody, optionalText, paging, text } from '../fields';
import { SUPPORT_TEXT_MAX } from '../wire-values';
import { defineConsoleCall } from './console';
import { contentImages, FEEDBACK_STATUSES } from './content';
import { supportMessage, supportPage } from './support';

/**
 * Console calls for content and support (issue 14): staff publish and edit news and notices in
 * English and Hindi, work the feedback inbox, and answer customers' support threads. Every change is
 * audited with its reason (S1); customers' text is shown escaped (the console never renders it as HTML).
 */

const reason = text(500);
const CONTENT_ROLES = ['admin', 'support'] as const;

/** Longest article body, in characters (E4 bounds every field at 20,000). */
export const NEWS_CONTENT_MAX = 20_000;
/** Products one article may name. */
export const NEWS_RELATED_MAX = 5;

export const adminNews = z.object({
  id: z.number().int(),
  titleEn: z.string().nullable(),
  titleHi: z.string().nullable(),
  summaryEn: z.string().nullable(),
  summaryHi: z.string().nullable(),
  /** Stored as written; every reader (app, console preview) gets it through the sanitiser (W1). */
  contentEn: z.string().nullable(),
  contentHi: z.string().nullable(),
  cover: z.string().nullable(),
  source: z.string(),
  related: z.array(z.string()),
  published: z.boolean(),
  /** Set for articles the feed importer brought in (their guid or link). */
  externalId: z.string().nullable(),
  createdAt: z.number().int(),
  updatedAt: z.number().int(),
});
export type AdminNews = z.infer<typeof adminNews>;

export const newsList = defineConsoleCall({
  path: 'content/news/list',
  access: 'staff',
  roles: CONTENT_ROLES,
  summary: 'Every article, published or not, newest first, optionally filtered by title',
  payload: z.object({ ...paging, q: optionalText(64) }),
  body: listOf(adminNews),
});

/**
 * A cover is an uploaded image, one of the house covers (`/news-covers/`, which the seeded articles
 * use) or an https address: core `isSafeImageUrl`, the very rule the sanitiser applies to images (W1),
 * so an article the server seeded always saves back unchanged (SW6).
 */
const coverField = z
  .string()
  .trim()
  .max(512, 'must be at most 512 characters')
  .refine((v) => v === '' || (isSafeImageUrl(v) && !/[\s"'<>]/.test(v)), {
    message: 'must be an /uploads/ or /news-covers/ image or an https address',
  })
  .optional();

const langText = (max: number) => z.string().trim().max(max, `must be at most ${max} characters`).optional();

export const newsSave = defineConsoleCall({
  path: 'content/news/save',
  access: 'staff',
  roles: CONTENT_ROLES,
  summary: 'Creates an article (no id) or edits one; each language needs its title and content, or neither',
  payload: z
    .object({
      id: id().optional(),
      titleEn: langText(200),
      titleHi: langText(200),
      summaryEn: langText(500),
      summaryHi: langText(500),
      contentEn: langText(NEWS_CONTENT_MAX),
      contentHi: langText(NEWS_CONTENT_MAX),
      cover: coverField,
      source: text(64),
      related: jsonList(
        z
          .string()
          .trim()
          .regex(/^[A-Z0-9._-]{1,32}$/, 'must be product codes'),
      )
        .pipe(z.array(z.string()).max(NEWS_RELATED_MAX, `must have at most ${NEWS_RELATED_MAX} items`))
        .optional(),
      published: bool().default(true),
      reason,
    })
    .refine((p) => Boolean(p.titleEn) === Boolean(p.contentEn), {
      message: 'needs both a title and content in English, or neither',
      path: ['contentEn'],
    })
    .refine((p) => Boolean(p.titleHi) === Boolean(p.contentHi), {
      message: 'needs both a title and content in Hindi, or neither',
      path: ['contentHi'],
    })
    .refine((p) => Boolean(p.titleEn) || Boolean(p.titleHi), {
      message: 'is required in at least one language',
      path: ['titleEn'],
    }),
  body: adminNews,
});

export const adminNotice = z.object({
  id: z.number().int(),
  titleEn: z.string(),
  titleHi: z.string(),
  contentEn: z.string(),
  contentHi: z.string(),
  published: z.boolean(),
  createdAt: z.number().int(),
});
export type AdminNotice = z.infer<typeof adminNotice>;

export const noticeList = defineConsoleCall({
  path: 'content/notice/list',
  access: 'staff',
  roles: CONTENT_ROLES,
  summary: 'Every notice, published or not, newest first',
  payload: z.object({ ...paging }),
  body: listOf(adminNotice),
});

export const noticeSave = defineConsoleCall({
  path: 'content/notice/save',
  access: 'staff',
  roles: CONTENT_ROLES,
  summary: 'Creates a notice (no id) or edits one, in both languages; publishing one tells open apps at once',
  payload: z.object({
    id: id().optional(),
    titleEn: text(200),
    titleHi: text(200),
    contentEn: text(5000),
    contentHi: text(5000),
    published: bool().default(true),
    reason,
  }),
  body: adminNotice,
});

export const adminFeedback = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  username: z.string(),
  content: z.string(),
  contact: z.string().nullable(),
  images: z.array(z.string()),
  status: z.enum(FEEDBACK_STATUSES),
  assigneeId: z.number().int().nullable(),
  assigneeName: z.string().nullable(),
  answer: z.string().nullable(),
  answeredAt: z.number().int().nullable(),
  createdAt: z.number().int(),
  updatedAt: z.number().int(),
});
export type AdminFeedback = z.infer<typeof adminFeedback>;

export const feedbackInbox = defineConsoleCall({
  path: 'feedback/list',
  access: 'staff',
  roles: CONTENT_ROLES,
  summary: 'The feedback inbox: new first, then in progress, answered and closed; oldest first within each',
  payload: z.object({ ...paging, status: z.enum(FEEDBACK_STATUSES).optional() }),
  body: listOf(adminFeedback),
});

export const feedbackUpdate = defineConsoleCall({
  path: 'feedback/update',
  access: 'staff',
  roles: CONTENT_ROLES,
  summary: 'Moves a piece of feedback on (W5): a status, an assignee (0 = nobody) and/or an answer the customer sees',
  payload: z
    .object({
      id: id(),
      status: z.enum(FEEDBACK_STATUSES).optional(),
      assigneeId: z
        .union([z.literal(0), z.literal('0'), id()])
        .transform((v) => (v === '0' ? 0 : v))
        .optional(),
      answer: optionalText(2000),
      reason,
    })
    .refine((p) => p.status !== undefined || p.assigneeId !== undefined || Boolean(p.answer), {
      message: 'needs a status, an assignee or an answer',
      path: ['status'],
    }),
  body: adminFeedback,
});

export const staffOption = z.object({ id: z.number().int(), displayName: z.string(), role: z.string() });

export const feedbackAssignees = defineConsoleCall({
  path: 'feedback/assignees',
  access: 'staff',
  roles: CONTENT_ROLES,
  summary: 'Active staff who may take feedback (admin and support)',
  payload: z.object({}),
  body: z.array(staffOption),
});

/** A support message as staff see it: also which member answered, so a console tells "You" from a colleague. */
export const staffSupportMessage = supportMessage.extend({ staffId: z.number().int().nullable() });
export type StaffSupportMessage = z.infer<typeof staffSupportMessage>;

export const supportInboxEntry = z.object({
  threadId: z.number().int(),
  userId: z.number().int(),
  username: z.string(),
  lastMessage: staffSupportMessage,
  /** When the oldest customer message without a staff answer after it was sent; null when answered (W8). */
  waitingSince: z.number().int().nullable(),
  /** Customer messages no staff member has read yet. */
  unread: z.number().int(),
});
export type SupportInboxEntry = z.infer<typeof supportInboxEntry>;

export const supportInbox = defineConsoleCall({
  path: 'support/inbox',
  access: 'staff',
  roles: CONTENT_ROLES,
  summary: 'Threads with messages: unanswered first, longest waiting first; then the most recent',
  payload: z.object({ ...paging }),
  body: listOf(supportInboxEntry).extend({ unreadTotal: z.number().int() }),
});

export const supportThreadDetail = defineConsoleCall({
  path: 'support/thread/detail',
  access: 'staff',
  roles: CONTENT_ROLES,
  summary: "One customer's thread, oldest first",
  payload: z.object({ threadId: id(), ...supportPage }),
  body: z.object({
    id: z.number().int(),
    userId: z.number().int(),
    username: z.string(),
    messages: z.array(staffSupportMessage),
    unread: z.number().int(),
    hasMore: z.boolean(),
  }),
});

export const supportThreadRead = defineConsoleCall({
  path: 'support/thread/read',
  access: 'staff',
  roles: CONTENT_ROLES,
  summary: "Marks a thread's customer messages as read by staff",
  payload: z.object({ threadId: id() }),
  body: nullBody,
});

export const supportReply = defineConsoleCall({
  path: 'support/reply',
  access: 'staff',
  roles: CONTENT_ROLES,
  summary:
    'Answers a thread with text and up to 3 pictures from support/upload (audited); the customer gets it at once as the user event `support`',
  payload: z
    .object({
      threadId: id(),
      text: z.string().trim().max(SUPPORT_TEXT_MAX, `must be at most ${SUPPORT_TEXT_MAX} characters`).default(''),
      images: contentImages().optional(),
    })
    .refine((p) => p.text.length > 0 || (p.images?.length ?? 0) > 0, { message: 'is required', path: ['text'] }),
  body: staffSupportMessage,
});

/**
 * A picture for a support answer, under the same rules as a customer's `upload/standard` (jpeg, png
 * or webp by content, at most 5 MB, 10 a minute, a quota per person); only its uploader may attach it.
 */
export const supportUpload = defineConsoleCall({
  path: 'support/upload',
  access: 'staff',
  roles: CONTENT_ROLES,
  multipart: true,
  summary: 'Uploads a picture for a support answer (jpeg, png or webp by content; at most 5 MB)',
  payload: z.object({}),
  body: z.object({ url: z.string() }),
});

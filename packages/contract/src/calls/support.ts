import { z } from 'zod';
import { defineCall } from '../call';
import { id, int, nullBody } from '../fields';
import { SUPPORT_TEXT_MAX } from '../wire-values';
import { contentImages } from './content';

/**
 * Customer service that answers (issue 14): one thread per customer, messages from the customer and
 * from staff, kept as history; a staff answer reaches the customer as the user event
 * `{"type":"support",…message}` (CONTRACT.md, "Content and support").
 */

/** Messages one `support/thread` page holds at most. */
export const SUPPORT_PAGE_MAX = 100;

export const SUPPORT_SENDERS = ['customer', 'staff'] as const;
export type SupportSender = (typeof SUPPORT_SENDERS)[number];

export const supportMessage = z.object({
  id: z.number().int(),
  from: z.enum(SUPPORT_SENDERS),
  /** The display name of the staff member who answered; null for the customer's own messages. */
  staffName: z.string().nullable(),
  text: z.string(),
  /** Signed urls that work for ten minutes: the images are private to the thread. */
  images: z.array(z.string()),
  createdAt: z.number().int(),
});
export type SupportMessage = z.infer<typeof supportMessage>;

export const supportThread = z.object({
  id: z.number().int(),
  /** Oldest first. */
  messages: z.array(supportMessage),
  /** Staff messages the customer has not read yet (docs/SPEC.md W9). */
  unread: z.number().int(),
  /** Whether older messages exist before the first one here (page with `before`). */
  hasMore: z.boolean(),
});

const supportPage = {
  /** Messages older than this id; absent for the latest ones. */
  before: id().optional(),
  size: int()
    .pipe(z.number().int().min(1).max(SUPPORT_PAGE_MAX, `must be at most ${SUPPORT_PAGE_MAX}`))
    .default(50),
};

export const supportThreadCall = defineCall({
  path: 'support/thread',
  access: 'user',
  summary: "The caller's own support thread: the latest messages (or those before `before`) and the unread count",
  payload: z.object(supportPage),
  body: supportThread,
});

/** A message's text, or its images: it may be only images, but never nothing. */
export const supportSendPayload = z
  .object({
    text: z.string().trim().max(SUPPORT_TEXT_MAX, `must be at most ${SUPPORT_TEXT_MAX} characters`).default(''),
    images: contentImages().optional(),
  })
  .refine((p) => p.text.length > 0 || (p.images?.length ?? 0) > 0, { message: 'is required', path: ['text'] });

export const supportSend = defineCall({
  path: 'support/send',
  access: 'user',
  summary: 'Sends a message (text and up to 3 images from upload/standard) into the caller’s thread',
  payload: supportSendPayload,
  body: supportMessage,
});

export const supportRead = defineCall({
  path: 'support/read',
  access: 'user',
  summary: "Marks every staff message of the caller's thread as read",
  payload: z.object({}),
  body: nullBody,
});

export { supportPage };

// News, notices, feedback and the support desk (docs/SPEC.md W).
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt } from './columns';
import { staff } from './platform';

export const notices = pgTable('notices', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  titleEn: text('title_en').notNull(),
  titleHi: text('title_hi').notNull(),
  contentEn: text('content_en').notNull(),
  contentHi: text('content_hi').notNull(),
  published: boolean('published').notNull().default(true),
  createdAt: createdAt(),
});

/**
 * News articles (issue 14), in English and Hindi: a language is present when its title and content
 * are. Content is stored as written and sanitised on every read (docs/SPEC.md W1). Articles the feed
 * importer brings in carry the feed's id in `external_id`, so an import never duplicates one.
 */
export const newsArticles = pgTable(
  'news_articles',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    titleEn: text('title_en'),
    titleHi: text('title_hi'),
    summaryEn: text('summary_en'),
    summaryHi: text('summary_hi'),
    contentEn: text('content_en'),
    contentHi: text('content_hi'),
    cover: text('cover'),
    source: text('source').notNull(),
    /** Product codes the article is about. */
    related: jsonb('related').$type<string[]>().notNull().default([]),
    published: boolean('published').notNull().default(true),
    externalId: text('external_id').unique(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('news_by_time').on(t.published, t.createdAt),
    check('news_has_a_language', sql`${t.titleEn} is not null or ${t.titleHi} is not null`),
  ],
);

/** Which notices each customer has opened (W6). */
export const noticeReads = pgTable(
  'notice_reads',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    noticeId: integer('notice_id')
      .notNull()
      .references(() => notices.id),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.noticeId] })],
);

export const FEEDBACK_STATUS_VALUES = ['new', 'in_progress', 'answered', 'closed'] as const;

/** Customers' feedback and the console's work on it (W4, W5). Images are private uploads of the author. */
export const feedback = pgTable(
  'feedback',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    content: text('content').notNull(),
    contact: text('contact'),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    status: text('status', { enum: FEEDBACK_STATUS_VALUES }).notNull().default('new'),
    assigneeId: integer('assignee_id').references(() => staff.id),
    answer: text('answer'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('feedback_by_user').on(t.userId, t.createdAt), index('feedback_by_status').on(t.status, t.createdAt)],
);

/**
 * One support thread per customer (W7). Each side's read state is the id of the last message of
 * the other side it has read (W9); `last_message_at` orders the inbox and is null until a message.
 */
export const supportThreads = pgTable(
  'support_threads',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .unique()
      .references(() => users.id),
    customerReadId: integer('customer_read_id').notNull().default(0),
    staffReadId: integer('staff_read_id').notNull().default(0),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('support_threads_by_activity').on(t.lastMessageAt)],
);

export const SUPPORT_SENDER_VALUES = ['customer', 'staff'] as const;

/** The messages of a thread, kept as its history; a staff message names its author (audited, W10). */
export const supportMessages = pgTable(
  'support_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    threadId: integer('thread_id')
      .notNull()
      .references(() => supportThreads.id),
    sender: text('sender', { enum: SUPPORT_SENDER_VALUES }).notNull(),
    staffId: integer('staff_id').references(() => staff.id),
    text: text('text').notNull(),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [
    index('support_messages_by_thread').on(t.threadId, t.id),
    check('support_staff_message_has_author', sql`${t.sender} = 'customer' or ${t.staffId} is not null`),
  ],
);

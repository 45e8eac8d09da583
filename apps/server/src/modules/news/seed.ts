import { seededStories } from '@demo/core';
import { count } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { newsArticles } from '../../db/schema';
import { simulatedPrice } from '../../market/simulated-price';
import { HOUSE_DESK_SOURCE } from './service';
import { insertNewsOnce } from './store';

const HOUR_MS = 60 * 60 * 1000;

/**
 * Puts the seeded articles in on a fresh install: only while there is no article at all, so an
 * operator's own news is never mixed with them later (each also carries its seed key as external id,
 * so two nodes starting at once insert them once). Their times are relative to `nowMs`, and the
 * stories about a move or a weekend take their words from the simulated prices and the calendar of
 * their own instant (core `seededStories`, SPEC SW3, SW4).
 */
export async function seedNews(q: Queryable, nowMs: number = Date.now()): Promise<void> {
  const [existing] = await q.select({ n: count() }).from(newsArticles);
  if ((existing?.n ?? 0) > 0) return;
  await insertNewsOnce(
    q,
    seededStories(nowMs, simulatedPrice).map((a) => ({
      titleEn: a.en.title,
      titleHi: a.hi.title,
      summaryEn: a.en.summary,
      summaryHi: a.hi.summary,
      contentEn: a.en.content,
      contentHi: a.hi.content,
      cover: a.cover,
      source: HOUSE_DESK_SOURCE,
      related: a.related,
      externalId: a.key,
      createdAt: new Date(nowMs - a.hoursAgo * HOUR_MS),
      updatedAt: new Date(nowMs - a.hoursAgo * HOUR_MS),
    })),
  );
}

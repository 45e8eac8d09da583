import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { FeedSource, importNews } from './feed-import';

/** The shortest interval between two reads of the operator's feed. */
export const NEWS_FEED_INTERVAL_MIN_MS = 60_000;

/**
 * Reads the configured feed now and then every `intervalMs` while the app runs. Every node may run
 * it: an item's external id is unique, so two nodes reading the same feed store it once.
 */
export function startNewsImport(
  app: FastifyInstance,
  db: Db,
  feed: { url: string; locale: 'en' | 'hi'; intervalMs: number },
): void {
  const source = new FeedSource(feed.url);
  const sourceName = new URL(feed.url).hostname;
  const run = () =>
    importNews(db, source, { locale: feed.locale, sourceName, nowMs: Date.now() })
      .then((added) => {
        if (added > 0) app.log.info({ added }, 'news feed imported');
      })
      .catch((error: unknown) => app.log.warn({ err: error }, 'news feed import failed; the next run tries again'));
  const timer = setInterval(run, Math.max(feed.intervalMs, NEWS_FEED_INTERVAL_MIN_MS));
  timer.unref();
  app.addHook('onReady', async () => void run());
  app.addHook('onClose', async () => clearInterval(timer));
}

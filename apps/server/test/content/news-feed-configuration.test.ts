// Proves the news importer's settings are read by the typed environment (docs/OPERATIONS.md "News
// importer"): off without NEWS_FEED_URL, a feed address with its language and interval otherwise, and
// a bad value stops the start naming the variable instead of silently falling back.
import { describe, expect, it } from 'vitest';
import { loadEnv } from '../../src/config/env';

describe('NEWS_FEED_*', () => {
  it('leaves the importer off when NEWS_FEED_URL is unset or empty', () => {
    expect(loadEnv({}).newsFeed).toBeUndefined();
    expect(loadEnv({ NEWS_FEED_URL: '', NEWS_FEED_LOCALE: 'hi' }).newsFeed).toBeUndefined();
  });

  it('reads the feed address with English and 15 minutes by default', () => {
    expect(loadEnv({ NEWS_FEED_URL: 'https://news.example/markets.xml' }).newsFeed).toEqual({
      url: 'https://news.example/markets.xml',
      locale: 'en',
      intervalMs: 900_000,
    });
  });

  it('takes a Hindi feed and its interval', () => {
    expect(
      loadEnv({ NEWS_FEED_URL: 'http://feed.example/hi.json', NEWS_FEED_LOCALE: 'hi', NEWS_FEED_INTERVAL_MS: '120000' })
        .newsFeed,
    ).toEqual({ url: 'http://feed.example/hi.json', locale: 'hi', intervalMs: 120_000 });
  });

  it('refuses a malformed address, another scheme, another language or an interval out of range, by name', () => {
    expect(() => loadEnv({ NEWS_FEED_URL: 'not a url' })).toThrow(/NEWS_FEED_URL/);
    expect(() => loadEnv({ NEWS_FEED_URL: 'ftp://feed.example/rss' })).toThrow(/NEWS_FEED_URL/);
    expect(() => loadEnv({ NEWS_FEED_URL: 'https://feed.example/rss', NEWS_FEED_LOCALE: 'fr' })).toThrow(
      /NEWS_FEED_LOCALE/,
    );
    expect(() => loadEnv({ NEWS_FEED_URL: 'https://feed.example/rss', NEWS_FEED_INTERVAL_MS: '5000' })).toThrow(
      /NEWS_FEED_INTERVAL_MS/,
    );
    expect(() => loadEnv({ NEWS_FEED_URL: 'https://feed.example/rss', NEWS_FEED_INTERVAL_MS: 'soon' })).toThrow(
      /NEWS_FEED_INTERVAL_MS/,
    );
  });
});

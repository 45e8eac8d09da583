// Proves the seeded stories read true: a story that says a price rose, fell or held is seeded only with the simulated move of its own instant, with the figures the app shows, and weekend words appear only on an Indian weekend (SPEC SW3, SW4).
import { describe, expect, it } from 'vitest';
import { isIndiaWeekend, type StoryPrice, seededFlashNews, seededStories, storyMove } from '../../src/content';
import { DEFAULT_HOLIDAYS, findInstrument, quoteAt } from '../../src/market';

const SEED = 20_260_101;
const HOUR_MS = 3_600_000;

function priceOf(code: string, atMs: number): StoryPrice | null {
  const instrument = findInstrument(code);
  const quote = instrument ? quoteAt(instrument, SEED, atMs, DEFAULT_HOLIDAYS) : null;
  return instrument && quote
    ? { priceTicks: quote.priceTicks, prevCloseTicks: quote.prevCloseTicks, decimals: instrument.decimals }
    : null;
}

/** Words of each move, in the titles of both languages; a title never carries another move's words. */
const WORDS = {
  rose: { en: /higher|gains|rises|climbs|firms|weakens/, hi: /बढ़त|मज़बूत|मज़बूती|कमज़ोर/ },
  fell: { en: /slips|falls|eases|retreats|firms against/, hi: /गिरावट|नरमी|नरम|मज़बूत/ },
  held: { en: /steady|holds|little changed|flat|idles|tight band/, hi: /स्थिर|सपाट|सुस्त|सीमित दायरे/ },
} as const;
const WEEKEND = { en: /weekend/i, hi: /सप्ताहांत/ };

// Every 13 h 17 min over ten weeks: weekdays and weekends, sessions and nights in every market.
const INSTANTS = Array.from({ length: 130 }, (_, k) => Date.UTC(2026, 8, 1, 0, 11) + k * (13 * HOUR_MS + 17 * 60_000));
/** A price that never moves: the weekend words depend on the calendar alone. */
const still = (): StoryPrice => ({ priceTicks: 100n, prevCloseTicks: 100n, decimals: 2 });

describe('SW3, SW4: seeded stories agree with the simulated world', () => {
  it('SW3: at 130 instants every story about a move reports its subject’s simulated move at its own instant, in both languages', () => {
    const wrong: string[] = [];
    const seen = new Set<string>();
    for (const nowMs of INSTANTS) {
      const stories = seededStories(nowMs, priceOf);
      expect(stories.length).toBeGreaterThanOrEqual(20);
      for (const story of stories) {
        if (!story.claim) continue;
        const atMs = nowMs - story.hoursAgo * HOUR_MS;
        const price = priceOf(story.claim.code, atMs);
        if (!price) throw new Error(`no price for ${story.claim.code}`);
        const actual = storyMove(price.prevCloseTicks, price.priceTicks);
        const at = `${story.key} at ${new Date(atMs).toISOString()}`;
        seen.add(actual);
        if (story.claim.move !== actual) wrong.push(`${at}: says ${story.claim.move}, the market ${actual}`);
        if (!WORDS[actual].en.test(story.en.title)) wrong.push(`${at}: "${story.en.title}" lacks ${actual} words`);
        if (!WORDS[actual].hi.test(story.hi.title)) wrong.push(`${at}: "${story.hi.title}" lacks ${actual} words`);
        // The summary carries the price the app showed at that instant.
        if (!story.en.summary.replace(/,/g, '').includes(String(Number(price.priceTicks) / 10 ** price.decimals))) {
          if (!story.en.summary.includes((Number(price.priceTicks) / 10 ** price.decimals).toFixed(price.decimals)))
            wrong.push(`${at}: summary "${story.en.summary}" lacks the price`);
        }
      }
    }
    expect(wrong).toEqual([]);
    expect([...seen].sort()).toEqual(['fell', 'held', 'rose']);
  }, 120_000);

  it('SW3: the move is told from ticks: above +0.10 % rose, below −0.10 % fell, else held', () => {
    expect(storyMove(10_000n, 10_011n)).toBe('rose');
    expect(storyMove(10_000n, 10_010n)).toBe('held');
    expect(storyMove(10_000n, 9_990n)).toBe('held');
    expect(storyMove(10_000n, 9_989n)).toBe('fell');
    expect(storyMove(2_590_000n, 2_584_043n)).toBe('fell'); // NIFTY −0.23 %: never "edges higher"
  });

  it('SW4: weekend words appear only in a story whose instant is a Saturday or Sunday in India', () => {
    const wrong: string[] = [];
    let weekends = 0;
    for (const nowMs of INSTANTS) {
      for (const story of seededStories(nowMs, still)) {
        const atMs = nowMs - story.hoursAgo * HOUR_MS;
        const text = `${story.en.title} ${story.en.summary} ${story.en.content}`;
        const hindi = `${story.hi.title} ${story.hi.summary} ${story.hi.content}`;
        const speaksOfWeekend = WEEKEND.en.test(text) || WEEKEND.hi.test(hindi);
        if (speaksOfWeekend && !isIndiaWeekend(atMs) && !/weekends included|सप्ताहांत में भी/.test(text + hindi)) {
          wrong.push(`${story.key} at ${new Date(atMs).toISOString()}`);
        }
        if (story.weekend) weekends += 1;
        if (story.weekend !== (WEEKEND.en.test(story.en.title) && WEEKEND.hi.test(story.hi.title))) {
          wrong.push(`${story.key} at ${new Date(atMs).toISOString()}: weekend flag and words disagree`);
        }
        if (story.weekend && !isIndiaWeekend(atMs)) wrong.push(`${story.key}: weekend words on a weekday`);
      }
    }
    expect(wrong).toEqual([]);
    expect(weekends).toBeGreaterThan(0);
    // Wednesday 2026-11-25 10:00 IST: the crypto story speaks of the night.
    const wednesday = seededStories(Date.UTC(2026, 10, 25, 9, 30), still).find((s) => s.key === 'seed:bitcoin-weekend');
    expect(wednesday?.en.title).toBe('Bitcoin trades through the night while stock markets rest');
  });

  it('SW3: at 130 instants every seeded headline reports its subject’s simulated move at its own instant, in both languages', () => {
    const HEADLINE_WORDS = {
      rose: { en: /higher|firms|climbs|rises|weaker/, hi: /ऊपर|मज़बूत|चढ़ा|कमज़ोर/ },
      fell: { en: /lower|eases|drops|firmer/, hi: /नीचे|नरम|फिसला|मज़बूत/ },
      held: { en: /flat|steady/, hi: /सपाट|स्थिर/ },
    } as const;
    const wrong: string[] = [];
    for (const nowMs of INSTANTS) {
      const headlines = seededFlashNews(nowMs, priceOf);
      expect(headlines.filter((h) => h.locale === 'en')).toHaveLength(8);
      expect(headlines.filter((h) => h.locale === 'hi')).toHaveLength(8);
      for (const h of headlines) {
        const price = priceOf(h.claim.code, h.publishedAt.getTime());
        if (!price) throw new Error(`no price for ${h.claim.code}`);
        const actual = storyMove(price.prevCloseTicks, price.priceTicks);
        const at = `${h.claim.code} (${h.locale}) at ${h.publishedAt.toISOString()}`;
        if (h.claim.move !== actual) wrong.push(`${at}: says ${h.claim.move}, the market ${actual}`);
        if (!HEADLINE_WORDS[actual][h.locale].test(h.title)) wrong.push(`${at}: "${h.title}" lacks ${actual} words`);
      }
    }
    expect(wrong).toEqual([]);
  }, 120_000);
});

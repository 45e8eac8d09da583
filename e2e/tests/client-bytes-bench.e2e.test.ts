import { describe, expect, it } from 'vitest';
import { runClientBytes } from '../../bench/client-bytes';

/**
 * The client bytes bench (bench/client-bytes.ts) at tiny size: every screen measured, a hidden tab gets
 * no price byte, no `front`. It lives with the browser tests because it drives the built app.
 */

describe('client bytes bench, tiny', () => {
  it('measures each screen beside a front socket, and the hidden tab receives no price bytes', {
    timeout: 300_000,
  }, async () => {
    const report = await runClientBytes(3);
    console.log(report.text);
    expect(report.screens.map((s) => s.screen)).toEqual(['detail', 'markets', 'hidden', 'position']);
    const by = Object.fromEntries(report.screens.map((s) => [s.screen, s]));
    // The bare socket on front receives every product's quotes in the same windows.
    for (const s of report.screens) expect(s.frontBytes).toBeGreaterThan(0);
    expect(by.detail?.topics).toContain('quote_RELIANCE');
    expect(by.detail?.topics.every((t) => t === 'quote_RELIANCE' || t.startsWith('market_kline_RELIANCE_'))).toBe(true);
    expect(by.markets?.topics.length).toBeGreaterThan(0);
    expect(by.hidden?.topics).toEqual([]);
    expect(by.hidden?.priceBytes).toBe(0);
    expect(by.position?.per).toBe(1);
    expect(by.position?.topics).toContain('quote_RELIANCE');
    for (const s of report.screens) expect(s.topics).not.toContain('front');
    expect(report.text).toMatch(/detail +[\d.]+ KB\/s, [\d.]+ MB\/hour; target ≤ 1.5 KB\/s; front [\d.]+ KB\/s/);
  });
});

import { describe, expect, it } from 'vitest';
import { runQuoteFanout } from './quote-fanout';

/** The per-code fan-out bench at tiny size (QT6): it measures ours and the bare server, and deflate. */

describe('quote fan-out bench, tiny', () => {
  it('QT6: sockets on one quote and one kline topic each get ticks from ours and from the bare server', async () => {
    const report = await runQuoteFanout({ socketCounts: [10, 20], measureS: 3, deflateSockets: 10 });
    expect(report.codes).toBeGreaterThan(0);
    for (const run of [...report.ours, ...report.bare]) {
      expect(run.connected).toBe(run.sockets);
      expect(run.frames).toBeGreaterThan(0);
      expect(run.p99Ms).toBeGreaterThanOrEqual(0);
    }
    // A tick's entry carries only what changed: far smaller than a whole quote's frame.
    expect(report.ours[0]?.bytesPerFrame).toBeLessThan(400);
    if (process.platform === 'linux') {
      expect(report.idleCpuMsPerTick).not.toBeNull();
      expect(report.ours.every((run) => run.cpuMsPerTick !== null && run.rssKbPerSocket !== null)).toBe(true);
      expect(report.deflate?.on.rssKbPerSocket).not.toBeNull();
    }
    expect(report.rows.map((r) => r.what)).toEqual([
      expect.stringMatching(/^`quote_` \+ kline tick to 10 sockets/),
      expect.stringMatching(/^`quote_` \+ kline tick to 20 sockets/),
      expect.stringMatching(/^server CPU per tick/),
      expect.stringMatching(/^RSS per socket/),
      expect.stringMatching(/^permessage-deflate/),
    ]);
    // The real server starts with its own PostgreSQL, which takes most of this test's time.
  }, 300_000);
});

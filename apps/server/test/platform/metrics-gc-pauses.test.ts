import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { Metrics } from '../../src/modules/health/metrics';

// OPERATIONS.md, "Health and metrics": /metrics carries the garbage collector's pauses by kind as a
// histogram, so an operator (and the orders bench's half load) sees when the event loop stood still.
describe('/metrics garbage collection pauses', () => {
  it('counts the pauses of young-generation collections in a histogram whose buckets add up', async () => {
    const metrics = new Metrics();
    // Garbage enough for several young-generation collections (its semi-space is at most 64 MB).
    let kept = 0;
    for (let round = 0; round < 200_000; round++) kept += new Array(64).fill(round).length;
    expect(kept).toBe(200_000 * 64);
    await sleep(50); // gc entries reach their observer on a later turn of the event loop
    const text = metrics.render();
    const count = Number(/^nodejs_gc_duration_seconds_count\{kind="minor"\} (\d+)$/m.exec(text)?.[1]);
    expect(count).toBeGreaterThan(0);
    const buckets = [...text.matchAll(/^nodejs_gc_duration_seconds_bucket\{kind="minor",le="([^"]+)"\} (\d+)$/gm)];
    expect(buckets.map(([, le]) => le)).toEqual(['0.001', '0.005', '0.01', '0.025', '0.05', '0.1', '0.25', '+Inf']);
    const counts = buckets.map(([, , n]) => Number(n));
    expect(counts).toEqual([...counts].sort((a, b) => a - b));
    expect(counts.at(-1)).toBe(count);
    expect(Number(/^nodejs_gc_duration_seconds_sum\{kind="minor"\} ([\d.e-]+)$/m.exec(text)?.[1])).toBeGreaterThan(0);
  });
});

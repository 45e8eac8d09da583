import { describe, expect, it } from 'vitest';
import { describeSettled, unwrittenKb } from './settle';

describe('the writes settled before a measured load', () => {
  it("reads the page cache not yet on disk from /proc/meminfo's text: dirty and under writeback", () => {
    const meminfo =
      'MemTotal:       24576000 kB\nDirty:            215640 kB\nWriteback:          1024 kB\nAnonPages: 1 kB\n';
    expect(unwrittenKb(meminfo)).toBe(216_664);
    expect(unwrittenKb('MemTotal: 1 kB\n')).toBeNull();
  });

  it('says what was flushed before the load', () => {
    expect(describeSettled({ unwrittenMb: 211.6, checkpoint: true, ms: 1_240 })).toBe(
      'after a CHECKPOINT and a sync, 212 MB of earlier writes (1.2 s)',
    );
    expect(describeSettled({ unwrittenMb: null, checkpoint: false, ms: 80 })).toBe(
      'after a sync (no right to CHECKPOINT) (0.1 s)',
    );
  });
});

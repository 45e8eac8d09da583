// Proves the node's shared copies (settings, catalogue; lib/shared-copy.ts): one read at a time, read
// ahead of time, never older than allowed, and an edit (`forget`) never undone by a read begun before it.
import { describe, expect, it } from 'vitest';
import { SharedCopy } from '../../src/lib/shared-copy';

const MAX_AGE_MS = 2_000;

/** A loader whose reads finish when the test says, each answering the next number. */
function gatedLoader() {
  let reads = 0;
  const pending: Array<() => void> = [];
  return {
    get reads() {
      return reads;
    },
    load: () => {
      reads += 1;
      const value = reads;
      return new Promise<number>((resolve) => pending.push(() => resolve(value)));
    },
    finishAll: async () => {
      for (const finish of pending.splice(0)) finish();
      await new Promise((resolve) => setImmediate(resolve));
    },
  };
}

describe('SharedCopy', () => {
  it('sixteen callers that find no copy share one read', async () => {
    const copy = new SharedCopy<object, number>(MAX_AGE_MS);
    const key = {};
    const loader = gatedLoader();
    const answers = Array.from({ length: 16 }, () => copy.get(key, 1_000, loader.load));
    await loader.finishAll();
    expect(await Promise.all(answers)).toEqual(Array(16).fill(1));
    expect(loader.reads).toBe(1);
  });

  it('past half its age the copy is answered at once and read again once, in the background', async () => {
    const copy = new SharedCopy<object, number>(MAX_AGE_MS);
    const key = {};
    const loader = gatedLoader();
    const first = copy.get(key, 0, loader.load);
    await loader.finishAll();
    expect(await first).toBe(1);
    // Young: no read.
    expect(await copy.get(key, MAX_AGE_MS / 2 - 1, loader.load)).toBe(1);
    expect(loader.reads).toBe(1);
    // Half its age: answered from the copy while one read starts; more callers start no more.
    expect(await copy.get(key, MAX_AGE_MS / 2, loader.load)).toBe(1);
    expect(await copy.get(key, MAX_AGE_MS / 2 + 10, loader.load)).toBe(1);
    expect(loader.reads).toBe(2);
    await loader.finishAll();
    // The new copy counts its age from when its read began.
    expect(await copy.get(key, MAX_AGE_MS / 2 + 20, loader.load)).toBe(2);
  });

  it('a copy at its allowed age is never answered: the caller waits for a fresh read', async () => {
    const copy = new SharedCopy<object, number>(MAX_AGE_MS);
    const key = {};
    const loader = gatedLoader();
    const first = copy.get(key, 0, loader.load);
    await loader.finishAll();
    await first;
    let answered: number | undefined;
    const late = copy.get(key, MAX_AGE_MS, loader.load).then((v) => {
      answered = v;
    });
    await new Promise((resolve) => setImmediate(resolve));
    expect(answered).toBeUndefined();
    await loader.finishAll();
    await late;
    expect(answered).toBe(2);
  });

  it('a read begun before forget() is not kept, and the next caller reads afresh', async () => {
    const copy = new SharedCopy<object, number>(MAX_AGE_MS);
    const key = {};
    const loader = gatedLoader();
    const before = copy.get(key, 0, loader.load);
    copy.forget(key);
    const after = copy.get(key, 0, loader.load);
    await loader.finishAll();
    expect(await before).toBe(1);
    expect(await after).toBe(2);
    expect(await copy.get(key, 1, loader.load)).toBe(2);
    expect(loader.reads).toBe(2);
  });

  it('a background read that fails is forgotten; the copy serves until its age, then the caller sees the error', async () => {
    const copy = new SharedCopy<object, number>(MAX_AGE_MS);
    const key = {};
    expect(await copy.get(key, 0, async () => 7)).toBe(7);
    const failing = async (): Promise<number> => {
      throw new Error('database down');
    };
    expect(await copy.get(key, MAX_AGE_MS / 2, failing)).toBe(7);
    await new Promise((resolve) => setImmediate(resolve));
    expect(await copy.get(key, MAX_AGE_MS - 1, failing)).toBe(7);
    await new Promise((resolve) => setImmediate(resolve));
    await expect(copy.get(key, MAX_AGE_MS + 1, failing)).rejects.toThrow('database down');
  });
});

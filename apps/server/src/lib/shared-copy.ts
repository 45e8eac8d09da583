/**
 * A node's copy of something read from the database (settings, the product catalogue), shared by every
 * request, never older than `maxAgeMs` counted from when its read began (so an edit reaches every
 * reader within that time). Two things keep the read off the requests' path (docs/adr/0005):
 * - one read at a time per key: callers that find no usable copy while a read runs wait for that
 *   read instead of starting their own (under load, a copy going stale made every request in
 *   flight read the whole catalogue at once);
 * - the copy is read again once it is half its allowed age, in the background, while callers keep
 *   getting the current one; a background read that fails is forgotten, and the next caller past
 *   the allowed age reads (and sees the error) itself.
 */
export class SharedCopy<K extends object, V> {
  private readonly copies = new WeakMap<K, { atMs: number; value: V }>();
  private readonly reads = new WeakMap<K, { generation: number; promise: Promise<V> }>();
  private readonly generations = new WeakMap<K, number>();

  constructor(private readonly maxAgeMs: number) {}

  /** The copy for `key` at `nowMs`, read by `load` when there is none young enough. */
  async get(key: K, nowMs: number, load: () => Promise<V>): Promise<V> {
    const copy = this.copies.get(key);
    const ageMs = copy ? nowMs - copy.atMs : Number.POSITIVE_INFINITY;
    if (copy && ageMs >= 0 && ageMs < this.maxAgeMs) {
      if (ageMs >= this.maxAgeMs / 2) this.read(key, nowMs, load).catch(() => undefined);
      return copy.value;
    }
    return await this.read(key, nowMs, load);
  }

  /** Drops the copy, and any read under way, so the next `get` reads afresh (after an edit). */
  forget(key: K): void {
    this.copies.delete(key);
    this.reads.delete(key);
    this.generations.set(key, (this.generations.get(key) ?? 0) + 1);
  }

  private read(key: K, nowMs: number, load: () => Promise<V>): Promise<V> {
    const generation = this.generations.get(key) ?? 0;
    const running = this.reads.get(key);
    if (running && running.generation === generation) return running.promise;
    const promise = load().then((value) => {
      // A read begun before a `forget` may hold what the edit changed: it answers its callers but is not kept.
      if ((this.generations.get(key) ?? 0) === generation) this.copies.set(key, { atMs: nowMs, value });
      return value;
    });
    const entry = { generation, promise };
    this.reads.set(key, entry);
    const done = () => {
      if (this.reads.get(key) === entry) this.reads.delete(key);
    };
    promise.then(done, done);
    return promise;
  }
}

import type { Locale } from '@demo/contract';
import type { ReplyCachePolicy } from './implement';

/** Most replies one call keeps for one version of its data (pages, searches and locales asked). */
export const REPLY_CACHE_ENTRIES_MAX = 256;

/**
 * The serialised successful replies of one call (see `ReplyCachePolicy`), all dropped together when
 * the policy's version moves on. A reply computed while the version moved is not kept, so a stale
 * reply is never stored under a newer version.
 */
export class ReplyCache {
  private version: string | null = null;
  private readonly texts = new Map<string, string>();

  constructor(private readonly policy: ReplyCachePolicy<unknown>) {}

  /** Where a reply to `payload` in `locale` is kept, and the data version it would be kept for. */
  slot(payload: unknown, locale: Locale): { key: string; version: string } {
    return { key: `${locale}\u0000${this.policy.key(payload)}`, version: this.policy.version() };
  }

  get(slot: { key: string; version: string }): string | undefined {
    if (slot.version !== this.version) {
      this.version = slot.version;
      this.texts.clear();
      return undefined;
    }
    return this.texts.get(slot.key);
  }

  set(slot: { key: string; version: string }, text: string): void {
    if (slot.version !== this.version || this.policy.version() !== slot.version) return;
    if (this.texts.size >= REPLY_CACHE_ENTRIES_MAX && !this.texts.has(slot.key)) return;
    this.texts.set(slot.key, text);
  }
}

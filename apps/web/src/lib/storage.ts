import type { STORAGE_KEYS } from '@demo/contract';

/** One of the device-storage keys of the specification, section 3 (plus the active account type). */
export type StorageKey =
  | (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS]
  | typeof ACCOUNT_TYPE_KEY
  | typeof LEVER_MEMORY_KEY
  /** The chart's indicators and their parameters, one entry per customer (by access id) on this device. */
  | `chartIndicators:${string}`;

/** The header's real/demo choice; the brief asks for it to survive a reload like the other prefs. */
export const ACCOUNT_TYPE_KEY = 'accountType';

/** The trade ticket's lever choice per product (SPEC LV1). */
export const LEVER_MEMORY_KEY = 'leverByProduct';

function store(): Storage | null {
  // Private browsing and tests may have no localStorage; the app then keeps its state in memory only.
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function readString(key: StorageKey): string | null {
  return store()?.getItem(key) ?? null;
}

export function writeString(key: StorageKey, value: string | null): void {
  const s = store();
  if (!s) return;
  try {
    if (value === null) s.removeItem(key);
    else s.setItem(key, value);
  } catch {
    // A full or locked storage must not break the screen; the value just does not persist.
  }
}

export function readJson<T>(key: StorageKey, guard: (v: unknown) => v is T): T | null {
  const raw = readString(key);
  if (raw === null) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return guard(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

export function writeJson(key: StorageKey, value: unknown): void {
  writeString(key, JSON.stringify(value));
}

/** Reads a value that must be one of `allowed`, else the fallback. */
export function readEnum<T extends string>(key: StorageKey, allowed: readonly T[], fallback: T): T {
  const raw = readString(key);
  return (allowed as readonly string[]).includes(raw ?? '') ? (raw as T) : fallback;
}

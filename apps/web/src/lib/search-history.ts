import { SEARCH_HISTORY_MAX, STORAGE_KEYS } from '@demo/contract/refs';
import { readJson, writeJson } from './storage';

/**
 * Search history (specification, section 3): most recent first, de-duplicated, at most
 * SEARCH_HISTORY_MAX entries. The pure functions below hold the rule; the two at the end persist it.
 * Codes are not case-sensitive ("btc" finds what "BTC" finds), so two terms that differ only in case
 * are one entry, kept as last typed (VP4).
 */
export function addSearchTerm(history: readonly string[], term: string, max = SEARCH_HISTORY_MAX): string[] {
  const t = term.trim();
  if (!t) return history.slice(0, max);
  return [t, ...history.filter((h) => !sameTerm(h, t))].slice(0, max);
}

/** Whether two history terms are one entry: equal but for case. */
function sameTerm(a: string, b: string): boolean {
  return a.toLowerCase() === b.toLowerCase();
}

/** A stored history with repeats dropped (the earliest, most recent spelling kept), for lists saved before VP4. */
export function distinctSearchTerms(history: readonly string[], max = SEARCH_HISTORY_MAX): string[] {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const term of history) {
    const key = term.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    kept.push(term);
  }
  return kept.slice(0, max);
}

export function removeSearchTerm(history: readonly string[], term: string): string[] {
  return history.filter((h) => h !== term);
}

function isStringList(v: unknown): v is string[] {
  return Array.isArray(v) && v.every((x) => typeof x === 'string');
}

export function loadSearchHistory(): string[] {
  return distinctSearchTerms(readJson(STORAGE_KEYS.searchHistory, isStringList) ?? []);
}

export function saveSearchTerm(term: string): string[] {
  const next = addSearchTerm(loadSearchHistory(), term);
  writeJson(STORAGE_KEYS.searchHistory, next);
  return next;
}

export function clearSearchHistory(): void {
  writeJson(STORAGE_KEYS.searchHistory, []);
}

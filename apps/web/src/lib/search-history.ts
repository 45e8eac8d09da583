import { SEARCH_HISTORY_MAX, STORAGE_KEYS } from '@demo/contract/refs';
import { readJson, writeJson } from './storage';

/**
 * Search history (specification, section 3): most recent first, de-duplicated, at most
 * SEARCH_HISTORY_MAX entries. The pure functions below hold the rule; the two at the end persist it.
 */
export function addSearchTerm(history: readonly string[], term: string, max = SEARCH_HISTORY_MAX): string[] {
  const t = term.trim();
  if (!t) return history.slice(0, max);
  return [t, ...history.filter((h) => h !== t)].slice(0, max);
}

export function removeSearchTerm(history: readonly string[], term: string): string[] {
  return history.filter((h) => h !== term);
}

function isStringList(v: unknown): v is string[] {
  return Array.isArray(v) && v.every((x) => typeof x === 'string');
}

export function loadSearchHistory(): string[] {
  return (readJson(STORAGE_KEYS.searchHistory, isStringList) ?? []).slice(0, SEARCH_HISTORY_MAX);
}

export function saveSearchTerm(term: string): string[] {
  const next = addSearchTerm(loadSearchHistory(), term);
  writeJson(STORAGE_KEYS.searchHistory, next);
  return next;
}

export function clearSearchHistory(): void {
  writeJson(STORAGE_KEYS.searchHistory, []);
}

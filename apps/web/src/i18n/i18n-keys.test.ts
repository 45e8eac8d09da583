// Proves the Hindi bundle is complete: every English key exists in Hindi and is really translated.
import { describe, expect, it } from 'vitest';
import { antdHi } from './antd-hi';
import { en } from './en';
import { hi } from './hi';

type Tree = { readonly [key: string]: string | Tree | readonly string[] };

function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else if (Array.isArray(value)) {
      for (const [i, v] of value.entries()) out.set(`${path}.${i}`, String(v));
    } else for (const [k, v] of leaves(value as Tree, path)) out.set(k, v);
  }
  return out;
}

/** Words that stay the same in every language. */
const BRAND_WORDS = new Set(['DEMO', 'IFSC', 'UPI', 'ID']);
const DEVANAGARI = /[\u0900-\u097F]/;

describe('Hindi translations', () => {
  const enLeaves = leaves(en);
  const hiLeaves = leaves(hi as Tree);

  it('has every English key', () => {
    const missing = [...enLeaves.keys()].filter((k) => !hiLeaves.has(k));
    expect(missing).toEqual([]);
  });

  it('has no keys English lacks', () => {
    const extra = [...hiLeaves.keys()].filter((k) => !enLeaves.has(k));
    expect(extra).toEqual([]);
  });

  it('translates every value except brand words, in Devanagari', () => {
    const untranslated = [...enLeaves].filter(([k, v]) => hiLeaves.get(k) === v && !BRAND_WORDS.has(v)).map(([k]) => k);
    expect(untranslated).toEqual([]);
    const notDevanagari = [...hiLeaves].filter(([, v]) => !BRAND_WORDS.has(v) && !DEVANAGARI.test(v)).map(([k]) => k);
    expect(notDevanagari).toEqual([]);
  });

  it('keeps the interpolation placeholders', () => {
    const placeholders = (s: string) => (s.match(/\{\{\w+\}\}/g) ?? []).sort().join(',');
    const broken = [...enLeaves]
      .filter(([k, v]) => placeholders(v) !== placeholders(hiLeaves.get(k) ?? ''))
      .map(([k]) => k);
    expect(broken).toEqual([]);
  });

  it('gives antd-mobile Hindi texts too', () => {
    expect(antdHi.locale).toBe('hi');
    expect(antdHi.common.confirm).toMatch(DEVANAGARI);
    expect(antdHi.Dialog.ok).toMatch(DEVANAGARI);
  });
});

// Proves VP6: "Please enter {{field}}" never says "enter" twice in Hindi: every field named in a
// required-field message is a noun ("पासवर्ड"), not an instruction that already ends in "दर्ज करें".
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { en } from './en';
import { hi } from './hi';

const SRC = resolve(__dirname, '..');
const REQUIRED = /t\('field\.required', \{ field: t\('([A-Za-z.]+)'\) \}\)/g;

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

function lookup(tree: unknown, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], tree);
}

describe('VP6: required-field messages in Hindi', () => {
  it('say "दर्ज करें" once', () => {
    const keys = new Set<string>();
    for (const file of sources(SRC))
      for (const m of readFileSync(file, 'utf8').matchAll(REQUIRED)) keys.add(m[1] as string);
    expect(keys.size).toBeGreaterThan(10);
    const doubled = [...keys].filter((key) => {
      const field = lookup(hi, key);
      expect(typeof field, key).toBe('string');
      expect(typeof lookup(en, key), key).toBe('string');
      const message = hi.field.required.replace('{{field}}', field as string);
      return message.split('दर्ज').length > 2;
    });
    expect(doubled).toEqual([]);
  });

  it('ask for the password again in one instruction on the register, reset and change-password forms', () => {
    for (const text of [hi.register.confirmRequired, hi.forgot.confirmRequired, hi.password.confirmRequired]) {
      expect(text.split('दर्ज')).toHaveLength(2);
    }
    expect(en.register.confirmRequired).toBe('Please enter the password again');
  });
});

// Proves the zod-free call refs match the call definitions: the generated file is what the generator
// writes now, and every customer call has a ref with its path, access and reply kind.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderCallRefs } from '../scripts/call-refs';
import * as refs from '../src/call-refs';
import { customerCallList } from '../src/index';

describe('call refs', () => {
  it('src/call-refs.ts is up to date (npm run gen:refs -w @demo/contract)', () => {
    expect(readFileSync(new URL('../src/call-refs.ts', import.meta.url), 'utf8')).toBe(renderCallRefs());
  });

  it('every customer call has one ref with the same path, access and reply kind', () => {
    const byPath = new Map(Object.values(refs).map((ref) => [ref.path, ref]));
    expect(byPath.size).toBe(customerCallList.length);
    for (const def of customerCallList) {
      const ref = byPath.get(def.path);
      expect(ref, def.path).toBeDefined();
      expect(ref?.access).toBe(def.access);
      expect(ref?.multipart).toBe(def.multipart);
      expect(ref?.download).toEqual(def.download);
    }
  });
});

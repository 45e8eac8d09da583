// Proves every list is bounded: "all" (size=-1) answers at most LIST_ALL_ROWS_MAX rows, page
// sizes stop at PAGE_SIZE_MAX (SPEC R5), and a client asks for the next page only while rows are missing.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { LIST_ALL_ROWS_MAX, nextPageOf, PAGE_SIZE_MAX, pageWindow } from '../src';
import { paging, pagingOrAll } from '../src/fields';

describe('list limits', () => {
  // SPEC R5
  it('R5: size=-1 reads the first LIST_ALL_ROWS_MAX rows; any other size reads its page', () => {
    expect(LIST_ALL_ROWS_MAX).toBe(1_000);
    expect(pageWindow(1, -1)).toEqual({ offset: 0, limit: LIST_ALL_ROWS_MAX });
    expect(pageWindow(7, -1)).toEqual({ offset: 0, limit: LIST_ALL_ROWS_MAX });
    expect(pageWindow(3, 20)).toEqual({ offset: 40, limit: 20 });
  });

  // SPEC R5
  it('R5: page sizes stop at PAGE_SIZE_MAX; only the lists that allow it take -1', () => {
    const ordinary = z.object(paging);
    const orAll = z.object(pagingOrAll);
    expect(ordinary.safeParse({ size: String(PAGE_SIZE_MAX) }).success).toBe(true);
    expect(ordinary.safeParse({ size: String(PAGE_SIZE_MAX + 1) }).success).toBe(false);
    expect(ordinary.safeParse({ size: '-1' }).success).toBe(false);
    expect(orAll.safeParse({ size: '-1' }).success).toBe(true);
    expect(orAll.safeParse({ size: String(PAGE_SIZE_MAX + 1) }).success).toBe(false);
    expect(orAll.safeParse({ size: '0' }).success).toBe(false);
  });
});

describe('the next page of a list', () => {
  const page = (rows: number, total: number) => ({ list: Array.from({ length: rows }, (_, i) => i), total });

  it('asks for the page after the ones loaded until every row has arrived', () => {
    expect(nextPageOf(page(10, 25), [page(10, 25)])).toBe(2);
    expect(nextPageOf(page(10, 25), [page(10, 25), page(10, 25)])).toBe(3);
    expect(nextPageOf(page(5, 25), [page(10, 25), page(10, 25), page(5, 25)])).toBeUndefined();
    expect(nextPageOf(page(10, 10), [page(10, 10)])).toBeUndefined();
  });

  it('stops at an empty page even when the total says more rows exist', () => {
    expect(nextPageOf(page(0, 30), [page(10, 30), page(0, 30)])).toBeUndefined();
    expect(nextPageOf(page(0, 0), [page(0, 0)])).toBeUndefined();
  });
});

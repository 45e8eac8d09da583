import { Code, DRAWINGS_PER_PRODUCT_MAX, type Drawing, type DrawingKind, type DrawingPoint } from '@demo/contract';
import { checkDrawing, parsePrice } from '@demo/core';
import type { Db } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { fail, ok, type Result, refused } from '../../lib/result';
import type { MarketContext } from '../markets';
import { drawingMessages, problemWords } from './messages';
import * as store from './store';

/**
 * Chart drawings (docs/SPEC.md DR1–DR5): a customer's lines on a product's chart, checked by core
 * `checkDrawing` and kept per customer and product. Another customer's id reads as unknown, exactly
 * like an id that does not exist (DR4), so ids reveal nothing.
 */

export interface DrawingDeps {
  db: Db;
  market: MarketContext;
}

function view(row: store.DrawingRow, code: string): Drawing {
  return {
    id: row.id,
    code,
    kind: row.kind as DrawingKind,
    points: row.points,
    createdAt: row.createdAt.getTime(),
  };
}

export async function drawingList(d: DrawingDeps, userId: number, code: string): Promise<Result<Drawing[]>> {
  const product = d.market.book.product(code);
  if (!product) return fail(Code.ABNORMAL_DATA, drawingMessages.productUnknown);
  const rows = await store.drawingsOf(d.db, userId, product.id, DRAWINGS_PER_PRODUCT_MAX);
  return ok(rows.map((row) => view(row, product.code)));
}

export async function drawingSave(
  d: DrawingDeps,
  userId: number,
  input: { code: string; kind: DrawingKind; points: DrawingPoint[]; id?: number | undefined },
): Promise<Result<Drawing>> {
  const product = d.market.book.product(input.code);
  if (!product) return fail(Code.ABNORMAL_DATA, drawingMessages.productUnknown);
  const quote = d.market.book.quote(product.code);
  const last = quote ? parsePrice(quote.price, product.decimals) : null;
  const checked = checkDrawing({
    kind: input.kind,
    points: input.points,
    decimals: product.decimals,
    lastPriceTicks: last?.ok ? last.value : null,
    nowMs: d.market.nowMs(),
  });
  if (!checked.ok) return refused(checked, problemWords(checked, product.decimals));
  // Stored as checked: the price text is the product's own, so every device draws the same level.
  const points = input.points.map((p) => ({ time: p.time, price: p.price }));
  const { id } = input;
  if (id !== undefined) {
    const existing = await store.findDrawing(d.db, userId, id);
    if (!existing || existing.productId !== product.id) return fail(Code.ABNORMAL_DATA, drawingMessages.drawingUnknown);
    if (existing.kind !== input.kind) return fail(Code.ABNORMAL_DATA, drawingMessages.kindChanged);
    const moved = await store.movePoints(d.db, userId, id, points);
    return moved ? ok(view(moved, product.code)) : fail(Code.ABNORMAL_DATA, drawingMessages.drawingUnknown);
  }
  return await inTransaction(d.db, async (tx) => {
    await store.lockUser(tx, userId);
    if ((await store.countOf(tx, userId, product.id)) >= DRAWINGS_PER_PRODUCT_MAX) {
      return fail(Code.ABNORMAL_DATA, drawingMessages.full);
    }
    const row = await store.insertDrawing(tx, { userId, productId: product.id, kind: input.kind, points });
    return ok(view(row, product.code));
  });
}

export async function drawingRemove(d: DrawingDeps, userId: number, id: number): Promise<Result<null>> {
  if (!(await store.deleteDrawing(d.db, userId, id))) return fail(Code.ABNORMAL_DATA, drawingMessages.drawingUnknown);
  return ok(null);
}

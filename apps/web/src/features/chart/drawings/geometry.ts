import type { Drawing } from '@demo/contract';

/**
 * Where drawings sit on a chart of any period (docs/SPEC.md DR5), and which one a tap is on. Pure:
 * the chart's coordinate functions are passed in, so the mapping is proved by unit tests.
 */

/** How near a tap must be to a line to pick it, in CSS pixels (half a 44 px tap target). */
export const PICK_DISTANCE_PX = 22;

/**
 * The chart time (seconds) of the bar that holds `chartSeconds`: the last bar starting at or before
 * it, the first bar for an earlier time. `barTimes` ascend. Null when there are no bars.
 */
export function snapToBar(barTimes: readonly number[], chartSeconds: number): number | null {
  if (barTimes.length === 0) return null;
  let lo = 0;
  let hi = barTimes.length - 1;
  if (chartSeconds < (barTimes[0] ?? 0)) return barTimes[0] ?? null;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if ((barTimes[mid] ?? 0) <= chartSeconds) lo = mid;
    else hi = mid - 1;
  }
  return barTimes[lo] ?? null;
}

/** A drawing placed on the pane, in CSS pixels; x is null for a horizontal line or range (full width). */
export interface PlacedDrawing {
  readonly id: number;
  readonly kind: Drawing['kind'];
  readonly points: readonly { readonly x: number | null; readonly y: number }[];
}

export interface ChartCoordinates {
  /** The bar times (chart seconds, ascending) of the period on screen. */
  readonly barTimes: readonly number[];
  /** Chart seconds of an epoch ms (the app's India-time axis). */
  readonly chartSecondsOf: (epochMs: number) => number;
  readonly timeToX: (chartSeconds: number) => number | null;
  readonly priceToY: (price: number) => number | null;
}

/** Each drawing's points on the pane; a point whose price or bar is off the scale is dropped with its drawing. */
export function placeDrawings(drawings: readonly Drawing[], c: ChartCoordinates): PlacedDrawing[] {
  const out: PlacedDrawing[] = [];
  for (const d of drawings) {
    const points: { x: number | null; y: number }[] = [];
    for (const p of d.points) {
      const y = c.priceToY(Number(p.price));
      if (y === null) break;
      if (d.kind !== 'trend') {
        points.push({ x: null, y });
        continue;
      }
      const bar = snapToBar(c.barTimes, c.chartSecondsOf(p.time));
      const x = bar === null ? null : c.timeToX(bar);
      if (x === null) break;
      points.push({ x, y });
    }
    if (points.length === d.points.length) out.push({ id: d.id, kind: d.kind, points });
  }
  return out;
}

/** Distance from (px, py) to the segment a–b, in pixels. */
function segmentDistance(px: number, py: number, a: { x: number; y: number }, b: { x: number; y: number }): number {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const lengthSquared = dx * dx + dy * dy;
  const t = lengthSquared === 0 ? 0 : Math.max(0, Math.min(1, ((px - a.x) * dx + (py - a.y) * dy) / lengthSquared));
  return Math.hypot(px - (a.x + t * dx), py - (a.y + t * dy));
}

/** The id of the drawing nearest a tap at (x, y) within PICK_DISTANCE_PX (inside a range counts), or null. */
export function pickDrawing(placed: readonly PlacedDrawing[], x: number, y: number): number | null {
  let best: { id: number; distance: number } | null = null;
  for (const d of placed) {
    const [a, b] = d.points;
    if (!a) continue;
    let distance: number;
    if (d.kind === 'hline' || !b) distance = Math.abs(y - a.y);
    else if (d.kind === 'range') {
      const [top, bottom] = a.y < b.y ? [a.y, b.y] : [b.y, a.y];
      distance = y >= top && y <= bottom ? 0 : Math.min(Math.abs(y - top), Math.abs(y - bottom));
    } else distance = segmentDistance(x, y, { x: a.x ?? 0, y: a.y }, { x: b.x ?? 0, y: b.y });
    if (distance <= PICK_DISTANCE_PX && (!best || distance < best.distance)) best = { id: d.id, distance };
  }
  return best?.id ?? null;
}

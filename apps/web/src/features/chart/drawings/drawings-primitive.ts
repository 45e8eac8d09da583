import type {
  IPrimitivePaneRenderer,
  IPrimitivePaneView,
  ISeriesPrimitive,
  SeriesAttachedParameter,
  Time,
} from 'lightweight-charts';
import type { PlacedDrawing } from './geometry';

/**
 * The customer's drawings painted on the price pane (a series primitive of lightweight-charts), and a
 * probe of the chart's redraws: every redraw re-places the drawings from the current scales and tells
 * the React layer, so the level grips follow a scroll or a rescale.
 */

type Target = Parameters<IPrimitivePaneRenderer['draw']>[0];

export interface DrawingsPaint {
  readonly placed: readonly PlacedDrawing[];
  readonly selectedId: number | null;
  /** The first point of a trend line or range being drawn: its bar (chart seconds) and price. */
  readonly draft: { readonly chartSeconds: number; readonly price: number } | null;
  readonly color: string;
  readonly selectedColor: string;
}

const EMPTY: DrawingsPaint = { placed: [], selectedId: null, draft: null, color: '#888', selectedColor: '#888' };

class DrawingsRenderer implements IPrimitivePaneRenderer {
  constructor(
    private readonly paint: DrawingsPaint,
    private readonly draft: { x: number; y: number } | null,
  ) {}

  draw(target: Target): void {
    // biome-ignore lint/correctness/useHookAtTopLevel: fancy-canvas's drawing scope, not a React hook.
    target.useMediaCoordinateSpace(({ context: ctx, mediaSize }) => {
      const { placed, selectedId, color, selectedColor } = this.paint;
      const draft = this.draft;
      for (const d of placed) {
        const selected = d.id === selectedId;
        ctx.strokeStyle = selected ? selectedColor : color;
        ctx.fillStyle = selected ? selectedColor : color;
        ctx.lineWidth = selected ? 2.5 : 1.5;
        ctx.setLineDash([]);
        const [a, b] = d.points;
        if (!a) continue;
        if (d.kind === 'range' && b) {
          ctx.globalAlpha = 0.14;
          ctx.fillRect(0, Math.min(a.y, b.y), mediaSize.width, Math.abs(a.y - b.y));
          ctx.globalAlpha = 1;
          for (const y of [a.y, b.y]) line(ctx, 0, y, mediaSize.width, y);
        } else if (d.kind === 'trend' && b) {
          line(ctx, a.x ?? 0, a.y, b.x ?? 0, b.y);
          if (selected) for (const p of [a, b]) dot(ctx, p.x ?? 0, p.y);
        } else {
          line(ctx, 0, a.y, mediaSize.width, a.y);
        }
      }
      if (draft) {
        ctx.fillStyle = selectedColor;
        dot(ctx, draft.x, draft.y);
      }
    });
  }
}

function line(ctx: CanvasRenderingContext2D, x1: number, y1: number, x2: number, y2: number): void {
  ctx.beginPath();
  ctx.moveTo(x1, y1);
  ctx.lineTo(x2, y2);
  ctx.stroke();
}

function dot(ctx: CanvasRenderingContext2D, x: number, y: number): void {
  ctx.beginPath();
  ctx.arc(x, y, 4, 0, Math.PI * 2);
  ctx.fill();
}

export class DrawingsPrimitive implements ISeriesPrimitive<Time> {
  private paint: DrawingsPaint = EMPTY;
  private attachedTo: SeriesAttachedParameter<Time> | null = null;
  private readonly view: IPrimitivePaneView = { renderer: () => new DrawingsRenderer(this.paint, this.draftXY()) };

  /** `onRedraw` runs after every redraw of the chart (at most once a frame), to re-place what is drawn. */
  constructor(private readonly onRedraw: () => void) {}

  attached(param: SeriesAttachedParameter<Time>): void {
    this.attachedTo = param;
  }

  detached(): void {
    this.attachedTo = null;
  }

  private draftXY(): { x: number; y: number } | null {
    const { draft } = this.paint;
    if (!draft || !this.attachedTo) return null;
    const x = this.attachedTo.chart.timeScale().timeToCoordinate(draft.chartSeconds as Time);
    const y = this.attachedTo.series.priceToCoordinate(draft.price);
    return x === null || y === null ? null : { x, y };
  }

  updateAllViews(): void {
    this.onRedraw();
  }

  paneViews(): readonly IPrimitivePaneView[] {
    return [this.view];
  }

  /** What to paint; the chart repaints on its next frame. */
  setPaint(paint: DrawingsPaint): void {
    this.paint = paint;
    this.attachedTo?.requestUpdate();
  }
}

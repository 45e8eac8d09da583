import type { DrawingKind, DrawingPoint, Order } from '@demo/contract';
import { DRAWINGS_PER_PRODUCT_MAX } from '@demo/contract/refs';
import type { IChartApi, IPriceLine, ISeriesApi, MouseEventParams } from 'lightweight-charts';
import { LineStyle } from 'lightweight-charts';
import { type RefObject, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuote } from '../../lib/realtime';
import { useSession } from '../../lib/session-store';
import { useOrders } from '../orders/queries';
import { chartTime, epochMsOf } from './chart-data';
import { LevelGrips } from './chart-trading/LevelGrips';
import { levelAtY } from './chart-trading/level-drag';
import { AFTER_LONG_PRESS_MS, useLongPressAlert } from './chart-trading/use-long-press-alert';
import { DrawingsPrimitive } from './drawings/drawings-primitive';
import { type PlacedDrawing, pickDrawing, placeDrawings } from './drawings/geometry';
import { useDrawings, useRemoveDrawing, useSaveDrawing } from './drawings/queries';
import './drawings/chart-tools.css';

/**
 * The chart's tools for a signed-in customer (issue 49): horizontal lines, trend lines and price
 * ranges drawn by taps and kept on the server (DR1–DR5), the held position's entry and draggable exits
 * (DR6), and a long press for a price alert (DR7). Lives in the chart's lazy chunk.
 */
export interface ChartToolsProps {
  chart: IChartApi;
  series: ISeriesApi<'Candlestick'> | ISeriesApi<'Area'>;
  /** The bar times of the period on screen, chart seconds ascending. */
  barTimes: readonly number[];
  code: string;
  decimals: number;
  host: RefObject<HTMLElement | null>;
  scheme: 'light' | 'dark';
}

type Tool = 'none' | DrawingKind;

const HELD = ['BUILD'] as const;
const TOOLS: readonly DrawingKind[] = ['hline', 'trend', 'range'];

export function ChartTools(props: ChartToolsProps) {
  const signedIn = useSession((s) => s.token !== null);
  return signedIn ? <SignedInTools {...props} /> : null;
}

function SignedInTools({ chart, series, barTimes, code, decimals, host, scheme }: ChartToolsProps) {
  const { t } = useTranslation();
  const drawings = useDrawings(code);
  const save = useSaveDrawing(code);
  const remove = useRemoveDrawing(code);
  const held = useOrders(HELD);
  const orders = useMemo(() => (held.data?.list ?? []).filter((o) => o.code === code), [held.data, code]);
  const quote = useQuote(code);
  const [tool, setTool] = useState<Tool>('none');
  const [draft, setDraft] = useState<DrawingPoint | null>(null);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [geometry, setGeometry] = useState<{ frame: number; placed: PlacedDrawing[] }>({ frame: 0, placed: [] });

  const latest = useRef({ barTimes, list: drawings.data ?? [], tool, draft, placed: geometry.placed, save });
  latest.current = { barTimes, list: drawings.data ?? [], tool, draft, placed: geometry.placed, save };

  // Drawings follow every redraw: the primitive tells after each one, and a changed placing re-renders.
  const primitive = useMemo(() => {
    let frame = 0;
    let lastKey = '';
    let pending = 0;
    const place = () =>
      placeDrawings(latest.current.list, {
        barTimes: latest.current.barTimes,
        chartSecondsOf: chartTime,
        timeToX: (s) => chart.timeScale().timeToCoordinate(s as never),
        priceToY: (p) => series.priceToCoordinate(p),
      });
    return new DrawingsPrimitive(() => {
      cancelAnimationFrame(pending);
      pending = requestAnimationFrame(() => {
        const placed = place();
        const key = `${JSON.stringify(placed)}|${series.priceToCoordinate(1)}|${series.priceToCoordinate(2)}`;
        if (key === lastKey) return;
        lastKey = key;
        frame += 1;
        setGeometry({ frame, placed });
      });
    });
  }, [chart, series]);

  useEffect(() => {
    series.attachPrimitive(primitive);
    return () => series.detachPrimitive(primitive);
  }, [series, primitive]);

  const palette =
    scheme === 'dark' ? { color: '#a5b4fc', selected: '#facc15' } : { color: '#4f46e5', selected: '#d97706' };
  useEffect(() => {
    const placed = placeDrawings(drawings.data ?? [], {
      barTimes,
      chartSecondsOf: chartTime,
      timeToX: (s) => chart.timeScale().timeToCoordinate(s as never),
      priceToY: (p) => series.priceToCoordinate(p),
    });
    primitive.setPaint({
      placed,
      selectedId,
      draft: draft ? { chartSeconds: chartTime(draft.time), price: Number(draft.price) } : null,
      color: palette.color,
      selectedColor: palette.selected,
    });
  }, [primitive, drawings.data, barTimes, chart, series, selectedId, draft, palette.color, palette.selected]);

  const pressedAtMs = useLongPressAlert({
    host,
    series,
    code,
    decimals,
    lastPrice: quote?.price,
    enabled: tool === 'none',
  });

  // Taps: a drawing tool takes its points; otherwise a tap picks the drawing under it.
  useEffect(() => {
    const onClick = (param: MouseEventParams) => {
      if (!param.point || Date.now() - pressedAtMs.current < AFTER_LONG_PRESS_MS) return;
      const now = latest.current;
      if (now.tool === 'none') {
        setSelectedId(pickDrawing(now.placed, param.point.x, param.point.y));
        return;
      }
      const price = levelAtY(param.point.y, (y) => series.coordinateToPrice(y), decimals);
      const barTime = param.time === undefined ? now.barTimes.at(-1) : Number(param.time);
      if (price === null || barTime === undefined) return;
      const point = { time: epochMsOf(barTime), price };
      if (now.tool !== 'hline' && now.draft === null) {
        setDraft(point);
        return;
      }
      const points = now.tool === 'hline' ? [point] : [now.draft ?? point, point];
      now.save.mutate({ kind: now.tool, points });
      setDraft(null);
      setTool('none');
    };
    chart.subscribeClick(onClick);
    return () => chart.unsubscribeClick(onClick);
  }, [chart, series, decimals, pressedAtMs]);

  useEntryLines(series, orders, t('chartTools.entry'));

  const count = drawings.data?.length ?? 0;
  const full = count >= DRAWINGS_PER_PRODUCT_MAX;
  const hint =
    tool !== 'none'
      ? draft
        ? t('chartTools.tapSecond')
        : t('chartTools.tapFirst')
      : selectedId !== null
        ? t('chartTools.selected')
        : t('chartTools.longPressHint');
  const offsetTopPx = host.current?.offsetTop ?? 0;

  return (
    <>
      <LevelGrips orders={orders} series={series} offsetTopPx={offsetTopPx} frame={geometry.frame} />
      <div
        className="chart-tools"
        role="toolbar"
        aria-label={t('chartTools.toolbar')}
        data-testid="chart-tools"
        data-selected={selectedId ?? ''}
        data-drawings={(drawings.data ?? [])
          .map((d) => `${d.kind}:${d.points.map((p) => p.price).join('-')}`)
          .join(' ')}
        data-state={drawings.isPending ? 'loading' : drawings.isError ? 'error' : 'ready'}
      >
        {TOOLS.map((kind) => (
          <button
            key={kind}
            type="button"
            className="chart-tools__btn"
            aria-pressed={tool === kind}
            aria-label={t(`chartTools.${kind}Label`)}
            data-testid={`draw-${kind}`}
            disabled={full || !drawings.isSuccess || save.isPending}
            onClick={() => {
              setTool(tool === kind ? 'none' : kind);
              setDraft(null);
              setSelectedId(null);
            }}
          >
            <ToolIcon kind={kind} />
            {t(`chartTools.${kind}`)}
          </button>
        ))}
        <button
          type="button"
          className="chart-tools__btn chart-tools__btn--select"
          aria-label={t('chartTools.selectLabel')}
          data-testid="draw-select"
          disabled={count === 0}
          onClick={() => {
            const list = drawings.data ?? [];
            const at = list.findIndex((d) => d.id === selectedId);
            setTool('none');
            setDraft(null);
            setSelectedId(list[(at + 1) % list.length]?.id ?? null);
          }}
        >
          {t('chartTools.select')}
        </button>
        <button
          type="button"
          className="chart-tools__btn chart-tools__btn--remove"
          aria-label={t('chartTools.removeLabel')}
          data-testid="draw-remove"
          disabled={selectedId === null || remove.isPending}
          onClick={() => {
            if (selectedId === null) return;
            remove.mutate(selectedId, { onSuccess: () => setSelectedId(null) });
          }}
        >
          {t('chartTools.remove')}
        </button>
      </div>
      <p className="chart-tools__status" aria-live="polite" data-testid="chart-tools-status">
        {drawings.isPending ? (
          t('chartTools.loading')
        ) : drawings.isError ? (
          <>
            {t('chartTools.failed')}{' '}
            <button type="button" className="chart-tools__retry" onClick={() => void drawings.refetch()}>
              {t('chartTools.retry')}
            </button>
          </>
        ) : (
          <>
            <span>{hint}</span>
            <span className="chart-tools__count">
              {t('chartTools.count', { count, max: DRAWINGS_PER_PRODUCT_MAX })}
            </span>
          </>
        )}
      </p>
    </>
  );
}

/** The held positions' entry prices as dotted lines (their exits are drawn by the chart itself). */
function useEntryLines(series: ChartToolsProps['series'], orders: readonly Order[], title: string): void {
  const lines = useRef<IPriceLine[]>([]);
  useEffect(() => {
    for (const order of orders) {
      if (order.buildPrice === null) continue;
      lines.current.push(
        series.createPriceLine({
          price: Number(order.buildPrice),
          color: '#8b8b99',
          lineWidth: 1,
          lineStyle: LineStyle.SparseDotted,
          axisLabelVisible: true,
          title,
        }),
      );
    }
    return () => {
      for (const l of lines.current) series.removePriceLine(l);
      lines.current = [];
    };
  }, [series, orders, title]);
}

function ToolIcon({ kind }: { kind: DrawingKind }) {
  const path = kind === 'hline' ? 'M2 8h12' : kind === 'trend' ? 'M2 13L14 3' : 'M2 4h12M2 12h12';
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path d={path} stroke="currentColor" strokeWidth="1.6" fill="none" strokeLinecap="round" />
    </svg>
  );
}

import type { Drawing, DrawingKind, DrawingPoint, Order } from '@demo/contract';
import { DRAWINGS_PER_PRODUCT_MAX } from '@demo/contract/refs';
import type { IChartApi, IPriceLine, MouseEventParams } from 'lightweight-charts';
import { LineStyle } from 'lightweight-charts';
import { type RefObject, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuote } from '../../lib/realtime';
import { useOrders } from '../orders/queries';
import type { ChartToolsProps } from './ChartTools';
import { chartTime, epochMsOf } from './chart-data';
import { LevelGrips } from './chart-trading/LevelGrips';
import { levelAtY } from './chart-trading/level-drag';
import { AFTER_LONG_PRESS_MS, useLongPressAlert } from './chart-trading/use-long-press-alert';
import { DrawingsPrimitive } from './drawings/drawings-primitive';
import { type PlacedDrawing, pickDrawing, placeDrawings } from './drawings/geometry';
import { useDrawings, useRemoveDrawing, useSaveDrawing } from './drawings/queries';
import './drawings/chart-tools.css';

type Tool = 'none' | DrawingKind;
type Series = ChartToolsProps['series'];

const HELD = ['BUILD'] as const;
const TOOLS: readonly DrawingKind[] = ['hline', 'trend', 'range'];

/**
 * The tools' state and parts: the drawings layer, taps that draw or pick, the long-press alert, the
 * held position's lines and grips, and the toolbar with its status line.
 */
function SignedInTools({ chart, series, barTimes, code, decimals, host, scheme }: ChartToolsProps) {
  const { t } = useTranslation();
  const drawings = useDrawings(code);
  const save = useSaveDrawing(code);
  const held = useOrders(HELD);
  const orders = useMemo(() => (held.data?.list ?? []).filter((o) => o.code === code), [held.data, code]);
  const quote = useQuote(code);
  const [tool, setTool] = useState<Tool>('none');
  const [draft, setDraft] = useState<DrawingPoint | null>(null);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const list = drawings.data ?? [];
  const geometry = useDrawingsLayer({ chart, series, barTimes, list, selectedId, draft, scheme });
  const pressedAtMs = useLongPressAlert({
    host,
    series,
    code,
    decimals,
    lastPrice: quote?.price,
    enabled: tool === 'none',
  });
  const latest = useRef({ barTimes, tool, draft, placed: geometry.placed, save });
  latest.current = { barTimes, tool, draft, placed: geometry.placed, save };
  useDrawingTaps(chart, series, decimals, pressedAtMs, latest, {
    pick: setSelectedId,
    setDraft,
    done: () => {
      setDraft(null);
      setTool('none');
    },
  });
  useEntryLines(series, orders, t('chartTools.entry'));
  return (
    <>
      <LevelGrips orders={orders} series={series} offsetTopPx={host.current?.offsetTop ?? 0} frame={geometry.frame} />
      <ToolBar
        code={code}
        drawings={drawings}
        savePending={save.isPending}
        tool={tool}
        draft={draft}
        selectedId={selectedId}
        onTool={(kind) => {
          setTool(tool === kind ? 'none' : kind);
          setDraft(null);
          setSelectedId(null);
        }}
        onSelect={(id) => {
          setTool('none');
          setDraft(null);
          setSelectedId(id);
        }}
      />
    </>
  );
}

/**
 * The drawings as a series primitive, painted after every redraw of the chart. Answers where they
 * were last placed (for picking one by a tap) and a frame count that changes when they moved.
 */
function useDrawingsLayer(input: {
  chart: IChartApi;
  series: Series;
  barTimes: readonly number[];
  list: readonly Drawing[];
  selectedId: number | null;
  draft: DrawingPoint | null;
  scheme: 'light' | 'dark';
}) {
  const { chart, series, barTimes, list, selectedId, draft, scheme } = input;
  const [geometry, setGeometry] = useState<{ frame: number; placed: PlacedDrawing[] }>({ frame: 0, placed: [] });
  const latest = useRef({ barTimes, list });
  latest.current = { barTimes, list };
  // Drawings follow every redraw: the primitive tells after each one, and a changed placing re-renders.
  const primitive = useMemo(() => {
    let frame = 0;
    let lastKey = '';
    let pending = 0;
    const place = () => placeDrawings(latest.current.list, placing(chart, series, latest.current.barTimes));
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
    primitive.setPaint({
      placed: placeDrawings(list, placing(chart, series, barTimes)),
      selectedId,
      draft: draft ? { chartSeconds: chartTime(draft.time), price: Number(draft.price) } : null,
      color: palette.color,
      selectedColor: palette.selected,
    });
  }, [primitive, list, barTimes, chart, series, selectedId, draft, palette.color, palette.selected]);
  return geometry;
}

/** How a drawing's points map to the chart's pixels now. */
function placing(chart: IChartApi, series: Series, barTimes: readonly number[]) {
  return {
    barTimes,
    chartSecondsOf: chartTime,
    timeToX: (s: number) => chart.timeScale().timeToCoordinate(s as never),
    priceToY: (p: number) => series.priceToCoordinate(p),
  };
}

/** Taps: a drawing tool takes its points (and saves the drawing); otherwise a tap picks the drawing under it. */
function useDrawingTaps(
  chart: IChartApi,
  series: Series,
  decimals: number,
  pressedAtMs: RefObject<number>,
  latest: RefObject<{
    barTimes: readonly number[];
    tool: Tool;
    draft: DrawingPoint | null;
    placed: PlacedDrawing[];
    save: ReturnType<typeof useSaveDrawing>;
  }>,
  on: { pick: (id: number | null) => void; setDraft: (point: DrawingPoint) => void; done: () => void },
): void {
  const onRef = useRef(on);
  onRef.current = on;
  useEffect(() => {
    const onClick = (param: MouseEventParams) => {
      if (!param.point || Date.now() - pressedAtMs.current < AFTER_LONG_PRESS_MS) return;
      const now = latest.current;
      if (now.tool === 'none') {
        onRef.current.pick(pickDrawing(now.placed, param.point.x, param.point.y));
        return;
      }
      const price = levelAtY(param.point.y, (y) => series.coordinateToPrice(y), decimals);
      const barTime = param.time === undefined ? now.barTimes.at(-1) : Number(param.time);
      if (price === null || barTime === undefined) return;
      const point = { time: epochMsOf(barTime), price };
      if (now.tool !== 'hline' && now.draft === null) {
        onRef.current.setDraft(point);
        return;
      }
      const points = now.tool === 'hline' ? [point] : [now.draft ?? point, point];
      now.save.mutate({ kind: now.tool, points });
      onRef.current.done();
    };
    chart.subscribeClick(onClick);
    return () => chart.unsubscribeClick(onClick);
  }, [chart, series, decimals, pressedAtMs, latest]);
}

/** The drawing buttons, select and remove, and the status line under them (loading, failed, the hint and count). */
function ToolBar(props: {
  code: string;
  drawings: ReturnType<typeof useDrawings>;
  savePending: boolean;
  tool: Tool;
  draft: DrawingPoint | null;
  selectedId: number | null;
  onTool: (kind: DrawingKind) => void;
  onSelect: (id: number | null) => void;
}) {
  const { t } = useTranslation();
  const { drawings, tool, selectedId } = props;
  const remove = useRemoveDrawing(props.code);
  const list = drawings.data ?? [];
  const count = list.length;
  const full = count >= DRAWINGS_PER_PRODUCT_MAX;
  return (
    <>
      <div
        className="chart-tools"
        role="toolbar"
        aria-label={t('chartTools.toolbar')}
        data-testid="chart-tools"
        data-selected={selectedId ?? ''}
        data-drawings={list.map((d) => `${d.kind}:${d.points.map((p) => p.price).join('-')}`).join(' ')}
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
            disabled={full || !drawings.isSuccess || props.savePending}
            onClick={() => props.onTool(kind)}
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
            const at = list.findIndex((d) => d.id === selectedId);
            props.onSelect(list[(at + 1) % list.length]?.id ?? null);
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
            remove.mutate(selectedId, { onSuccess: () => props.onSelect(null) });
          }}
        >
          {t('chartTools.remove')}
        </button>
      </div>
      <ToolStatus drawings={drawings} hint={toolHint(tool, props.draft, selectedId)} count={count} />
    </>
  );
}

type HintKey = 'chartTools.tapSecond' | 'chartTools.tapFirst' | 'chartTools.selected' | 'chartTools.longPressHint';

/** The status line's hint key: what a tap does next. */
function toolHint(tool: Tool, draft: DrawingPoint | null, selectedId: number | null): HintKey {
  if (tool !== 'none') return draft ? 'chartTools.tapSecond' : 'chartTools.tapFirst';
  return selectedId !== null ? 'chartTools.selected' : 'chartTools.longPressHint';
}

function ToolStatus({
  drawings,
  hint,
  count,
}: {
  drawings: ReturnType<typeof useDrawings>;
  hint: HintKey;
  count: number;
}) {
  const { t } = useTranslation();
  return (
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
          <span>{t(hint)}</span>
          <span className="chart-tools__count">{t('chartTools.count', { count, max: DRAWINGS_PER_PRODUCT_MAX })}</span>
        </>
      )}
    </p>
  );
}

/** The held positions' entry prices as dotted lines (their exits are drawn by the chart itself). */
function useEntryLines(series: Series, orders: readonly Order[], title: string): void {
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

export default SignedInTools;

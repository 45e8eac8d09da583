import { formatDecimal } from '@demo/client';
import type { Order } from '@demo/contract';
import Dialog from 'antd-mobile/es/components/dialog';
import type { IPriceLine, ISeriesApi } from 'lightweight-charts';
import { LineStyle } from 'lightweight-charts';
import { type KeyboardEvent, type PointerEvent, type RefObject, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { newRequestId } from '../../../lib/request-id';
import { toast } from '../../../lib/toast';
import { useUpdateOrder } from '../../orders/mutations';
import { useMarkQuotes } from '../../positions/position-marks';
import { LEVEL_COLORS } from '../chart-colors';
import { type DraggableLevel, levelAtY, levelUpdatePayload, pnlAtLevel, stepLevel } from './level-drag';

/**
 * A grip on each held position's stop loss and take profit line (docs/SPEC.md DR6): drag it (mouse,
 * pen or touch) or focus it and use the arrow keys; the P&L at the new level shows while it moves,
 * and letting go (or Enter) asks to confirm before `order/update`. Cancel, Escape or a refusal put
 * the line back.
 */

interface Grip {
  readonly order: Order;
  readonly kind: DraggableLevel;
  readonly price: string;
}

interface Drag extends Grip {
  /** The level it is being moved to. */
  readonly to: string;
}

/** The draggable exits of the held positions: a trailing stop is the server's to move, so only a fixed one. */
export function gripsOf(orders: readonly Order[]): Grip[] {
  const out: Grip[] = [];
  for (const order of orders) {
    if (order.stopLoss !== null && order.trailingDistance === null)
      out.push({ order, kind: 'stopLoss', price: order.stopLoss });
    if (order.takeProfit !== null) out.push({ order, kind: 'takeProfit', price: order.takeProfit });
  }
  return out;
}

interface GripsProps {
  orders: readonly Order[];
  series: ISeriesApi<'Candlestick'> | ISeriesApi<'Area'>;
  /** Where the chart's pane starts inside the positioned box the grips are laid in. */
  offsetTopPx: number;
  /** Changes after each redraw of the chart, so the grips follow a scroll or a rescale. */
  frame: number;
}

export function LevelGrips({ orders, series, offsetTopPx, frame }: GripsProps) {
  const { t } = useTranslation();
  const quoteOf = useMarkQuotes(orders);
  const [drag, setDrag] = useState<Drag | null>(null);
  const dragRef = useRef<Drag | null>(null);
  dragRef.current = drag;
  useDraftLine(series, drag);
  const pnlText = (d: Drag) => {
    const pnl = pnlAtLevel(d.order, d.to, quoteOf);
    return pnl === null ? null : formatDecimal(pnl, { currency: d.order.currency, signed: true }).text;
  };
  const { confirm, confirming } = useConfirmMove(pnlText, () => setDrag(null));
  const on = gripHandlers({ series, offsetTopPx, dragRef, setDrag, confirm, confirming });
  return (
    <>
      {gripsOf(orders).map((grip) => {
        const moving = drag && drag.order.id === grip.order.id && drag.kind === grip.kind ? drag : null;
        const price = moving?.to ?? grip.price;
        const y = series.priceToCoordinate(Number(price));
        if (y === null) return null;
        const pnl = moving ? pnlText(moving) : null;
        const level = t(`chart.level.${grip.kind}`);
        const label = moving
          ? pnl
            ? t('chartTools.dragging', { level, price, pnl })
            : t('chartTools.draggingNoPnl', { level, price })
          : t('chartTools.grip', { level: t(`chartTools.${grip.kind}`), price });
        return (
          <button
            key={`${grip.order.id}:${grip.kind}`}
            type="button"
            className={`level-grip level-grip--${grip.kind}${moving ? ' level-grip--moving' : ''}`}
            style={{ top: offsetTopPx + y, borderColor: LEVEL_COLORS[grip.kind] }}
            data-testid={`level-grip-${grip.kind}`}
            data-order-id={grip.order.id}
            data-price={price}
            data-frame={frame}
            aria-label={label}
            onPointerDown={on.pointerDown(grip)}
            onPointerMove={on.pointerMove}
            onPointerUp={on.pointerUp}
            onPointerCancel={() => setDrag(null)}
            onKeyDown={on.keyDown(grip)}
            onBlur={() => {
              if (!confirming.current && moving) setDrag(null);
            }}
          >
            <span aria-hidden="true">{moving ? label : `${level} ⇅`}</span>
          </button>
        );
      })}
    </>
  );
}

/** The level being moved is drawn as its own solid line; the old one stays until the server agrees. */
function useDraftLine(series: GripsProps['series'], drag: Drag | null): void {
  const draftLine = useRef<IPriceLine | null>(null);
  useEffect(() => {
    if (!drag) return;
    const options = {
      price: Number(drag.to),
      color: LEVEL_COLORS[drag.kind],
      lineWidth: 2,
      lineStyle: LineStyle.Solid,
      axisLabelVisible: true,
      title: '',
    } as const;
    if (draftLine.current) draftLine.current.applyOptions(options);
    else draftLine.current = series.createPriceLine(options);
  }, [drag, series]);
  useEffect(() => {
    if (drag || !draftLine.current) return;
    series.removePriceLine(draftLine.current);
    draftLine.current = null;
  }, [drag, series]);
  useEffect(
    () => () => {
      if (draftLine.current) series.removePriceLine(draftLine.current);
      draftLine.current = null;
    },
    [series],
  );
}

/**
 * Letting go of a moved level: a confirm naming the level, its old and new price and the P&L there,
 * then `order/update`; the line goes back on cancel or a refusal (the client has toasted its reason).
 */
function useConfirmMove(pnlText: (d: Drag) => string | null, end: () => void) {
  const { t } = useTranslation();
  const update = useUpdateOrder();
  const confirming = useRef(false);
  async function confirm(d: Drag) {
    if (confirming.current) return;
    if (d.to === d.price) return end();
    confirming.current = true;
    const pnl = pnlText(d);
    const ok = await Dialog.confirm({
      title: t('chartTools.confirmTitle', { level: t(`chartTools.${d.kind}`) }),
      content: pnl
        ? t('chartTools.confirmBody', { from: d.price, to: d.to, pnl })
        : t('chartTools.confirmBodyNoPnl', { from: d.price, to: d.to }),
      confirmText: t('chartTools.confirm'),
      cancelText: t('chartTools.keep'),
    });
    if (ok) {
      try {
        await update.mutateAsync({ payload: levelUpdatePayload(d.order, d.kind, d.to), requestId: newRequestId() });
        toast(t('chartTools.moved', { level: t(`chart.level.${d.kind}`), price: d.to }), 'success');
      } catch {
        // The API client has toasted the server's reason, naming the field; the line goes back.
      }
    }
    confirming.current = false;
    end();
  }
  return { confirm, confirming };
}

/** A grip's pointer and key handlers: drag with a pointer, or arrows (Shift for 10 ticks), Enter and Escape. */
function gripHandlers(input: {
  series: GripsProps['series'];
  offsetTopPx: number;
  dragRef: RefObject<Drag | null>;
  setDrag: (drag: Drag | null) => void;
  confirm: (d: Drag) => Promise<void>;
  confirming: RefObject<boolean>;
}) {
  const { series, offsetTopPx, dragRef, setDrag, confirm, confirming } = input;
  const yOf = (e: PointerEvent<HTMLElement>) => {
    const pane = e.currentTarget.parentElement?.getBoundingClientRect();
    return e.clientY - (pane?.top ?? 0) - offsetTopPx;
  };
  return {
    pointerDown: (grip: Grip) => (e: PointerEvent<HTMLButtonElement>) => {
      if (confirming.current) return;
      e.currentTarget.setPointerCapture(e.pointerId);
      e.preventDefault();
      setDrag({ ...grip, to: grip.price });
    },
    pointerMove: (e: PointerEvent<HTMLButtonElement>) => {
      const d = dragRef.current;
      if (!d || !e.currentTarget.hasPointerCapture(e.pointerId)) return;
      const to = levelAtY(yOf(e), (y) => series.coordinateToPrice(y), d.order.decimals);
      if (to !== null && to !== d.to) setDrag({ ...d, to });
    },
    pointerUp: (e: PointerEvent<HTMLButtonElement>) => {
      const d = dragRef.current;
      if (!d || !e.currentTarget.hasPointerCapture(e.pointerId)) return;
      e.currentTarget.releasePointerCapture(e.pointerId);
      void confirm(d);
    },
    keyDown: (grip: Grip) => (e: KeyboardEvent<HTMLButtonElement>) => {
      const d =
        dragRef.current?.order.id === grip.order.id && dragRef.current.kind === grip.kind ? dragRef.current : null;
      if (e.key === 'ArrowUp' || e.key === 'ArrowDown') {
        e.preventDefault();
        const steps = (e.key === 'ArrowUp' ? 1 : -1) * (e.shiftKey ? 10 : 1);
        const to = stepLevel(d?.to ?? grip.price, steps, grip.order.decimals);
        if (to !== null) setDrag({ ...grip, to });
      } else if (e.key === 'Enter' && d) {
        e.preventDefault();
        void confirm(d);
      } else if (e.key === 'Escape' && d) {
        e.preventDefault();
        setDrag(null);
      }
    },
  };
}

import Dialog from 'antd-mobile/es/components/dialog';
import type { ISeriesApi } from 'lightweight-charts';
import { type RefObject, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import { useCreateAlert } from '../../alerts/queries';
import { alertConditionAt } from './alert-at';
import { levelAtY } from './level-drag';

/** How long a press must rest on the chart to offer an alert, in ms, and how far it may wander, in px. */
const LONG_PRESS_MS = 600;
/** How long after a long press the chart's own tap is ignored, in ms. */
export const AFTER_LONG_PRESS_MS = 1500;
const LONG_PRESS_SLOP_PX = 8;

/**
 * A long press on the chart offers a price alert at the pressed price (docs/SPEC.md DR7): `above` or
 * `below` from the last price, created with `alert/create` after a confirm. Off while a drawing tool
 * waits for its taps.
 */
export function useLongPressAlert(input: {
  host: RefObject<HTMLElement | null>;
  series: ISeriesApi<'Candlestick'> | ISeriesApi<'Area'>;
  code: string;
  decimals: number;
  lastPrice: string | undefined;
  enabled: boolean;
}): RefObject<number> {
  const { t } = useTranslation();
  const create = useCreateAlert();
  const latest = useRef(input);
  latest.current = input;
  const createRef = useRef(create);
  createRef.current = create;
  const tRef = useRef(t);
  tRef.current = t;
  // When the last press fired: the tap the chart reports as the finger lifts is that press, not a tap.
  const firedAtMs = useRef(0);

  useEffect(() => {
    const host = input.host.current;
    if (!host) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let start: { x: number; y: number } | null = null;
    const stop = () => {
      clearTimeout(timer);
      start = null;
    };
    const offer = async (y: number) => {
      const { series, decimals, code, lastPrice } = latest.current;
      const price = levelAtY(y, (at) => series.coordinateToPrice(at), decimals);
      if (price === null) return;
      const condition = alertConditionAt(price, lastPrice);
      const tr = tRef.current;
      const ok = await Dialog.confirm({
        title: tr('chartTools.alertTitle', { price }),
        content: tr(condition === 'above' ? 'chartTools.alertAbove' : 'chartTools.alertBelow', { price }),
        confirmText: tr('chartTools.alertConfirm'),
        cancelText: tr('chartTools.alertCancel'),
      });
      if (!ok) return;
      try {
        await createRef.current.mutateAsync({ code, condition, value: price });
        toast(tr('chartTools.alertDone', { price }), 'success');
      } catch {
        // The API client has toasted the server's reason.
      }
    };
    const onDown = (e: PointerEvent) => {
      if (!latest.current.enabled || (e.pointerType === 'mouse' && e.button !== 0)) return;
      const box = host.getBoundingClientRect();
      const point = { x: e.clientX, y: e.clientY };
      start = point;
      clearTimeout(timer);
      timer = setTimeout(() => {
        start = null;
        firedAtMs.current = Date.now();
        void offer(point.y - box.top);
      }, LONG_PRESS_MS);
    };
    const onMove = (e: PointerEvent) => {
      if (start && Math.hypot(e.clientX - start.x, e.clientY - start.y) > LONG_PRESS_SLOP_PX) stop();
    };
    // A long press on a phone would otherwise open the browser's own menu over the chart.
    const onMenu = (e: Event) => e.preventDefault();
    host.addEventListener('pointerdown', onDown);
    host.addEventListener('pointermove', onMove);
    host.addEventListener('pointerup', stop);
    host.addEventListener('pointercancel', stop);
    host.addEventListener('pointerleave', stop);
    host.addEventListener('contextmenu', onMenu);
    return () => {
      stop();
      host.removeEventListener('pointerdown', onDown);
      host.removeEventListener('pointermove', onMove);
      host.removeEventListener('pointerup', stop);
      host.removeEventListener('pointercancel', stop);
      host.removeEventListener('pointerleave', stop);
      host.removeEventListener('contextmenu', onMenu);
    };
  }, [input.host]);
  return firedAtMs;
}

import { formatDecimal } from '@demo/client';
import type { KlinePeriod, Locale, MarketColorMode } from '@demo/contract';
import { ColorType } from 'lightweight-charts';
import { type RefObject, useEffect } from 'react';
import { candleColors, chartPalette, fade } from './chart-colors';
import type { Bar } from './chart-data';
import type { Handles } from './chart-handles';
import { applyChartLanguage } from './chart-locale';
import { volumeBar } from './use-chart-data';
import type { ChartStage } from './use-chart-handles';

/** Axis labels kept per chart; the scale asks for the same few prices on every frame. */
const PRICE_LABELS_MAX = 1_000;

/**
 * How the chart looks: theme and colour mode (re-coloured in place), the language of its dates,
 * and the price precision, digit grouping and time axis of the product and period.
 */
export function useChartLooks(
  handles: RefObject<Handles | null>,
  look: {
    scheme: 'light' | 'dark';
    colorMode: MarketColorMode;
    locale: Locale;
    decimals: number;
    currency: string;
    period: KlinePeriod;
    stageRef: RefObject<ChartStage>;
    barsRef: RefObject<readonly Bar[]>;
  },
): void {
  const { scheme, colorMode, locale, decimals, currency, period, stageRef, barsRef } = look;
  useEffect(() => {
    const h = handles.current;
    if (!h) return;
    const palette = chartPalette(scheme);
    const { rise, fall } = candleColors(colorMode);
    h.chart.applyOptions({
      layout: {
        background: { type: ColorType.Solid, color: palette.background },
        textColor: palette.text,
        panes: { separatorColor: palette.border, separatorHoverColor: palette.grid },
      },
      grid: { vertLines: { color: palette.grid }, horzLines: { color: palette.grid } },
      rightPriceScale: { borderColor: palette.border },
      timeScale: { borderColor: palette.border },
      crosshair: { vertLine: { color: palette.crosshair }, horzLine: { color: palette.crosshair } },
    });
    h.price.applyOptions({ upColor: rise, downColor: fall, wickUpColor: rise, wickDownColor: fall });
    h.line.applyOptions({
      lineColor: palette.line,
      topColor: fade(palette.line, 0.3),
      bottomColor: fade(palette.line, 0),
    });
    h.ma.forEach((s, i) => void s.applyOptions({ color: palette.ma[i] ?? palette.line }));
    for (const s of h.boll) s.applyOptions({ color: palette.boll });
    h.compareBase.applyOptions({ color: fade(palette.line, 0.7) });
    h.compareOther.applyOptions({ color: palette.ma[1] });
    // Volume bars carry their own colours, so they are redrawn with the new ones (once drawn at all).
    if (stageRef.current !== 'series') h.volume.setData(barsRef.current.map((b) => volumeBar(b, rise, fall)));
  }, [handles, scheme, colorMode, stageRef, barsRef]);

  useEffect(() => {
    const h = handles.current;
    return h ? applyChartLanguage([h.chart], locale) : undefined;
  }, [handles, locale]);

  useEffect(() => {
    const h = handles.current;
    if (!h) return;
    const priceFormat = { type: 'price', precision: decimals, minMove: 10 ** -decimals } as const;
    h.price.applyOptions({ priceFormat });
    h.line.applyOptions({ priceFormat });
    const intraday = !['day', 'week', 'month', 'year'].includes(period);
    // The price axis groups digits the way every other price on the page does.
    const labels = new Map<number, string>();
    const priceFormatter = (p: number) => {
      let text = labels.get(p);
      if (text === undefined) {
        if (labels.size >= PRICE_LABELS_MAX) labels.clear();
        text = formatDecimal(p.toFixed(decimals), { decimals, currency, symbol: false }).text;
        labels.set(p, text);
      }
      return text;
    };
    h.chart.applyOptions({
      timeScale: { timeVisible: intraday, secondsVisible: false },
      localization: { priceFormatter },
    });
    const session = period === 'session';
    h.price.applyOptions({ visible: !session });
    h.line.applyOptions({ visible: session });
  }, [handles, decimals, currency, period]);
}

import {
  AreaSeries,
  CandlestickSeries,
  CrosshairMode,
  createChart,
  HistogramSeries,
  type IChartApi,
  type ISeriesApi,
  LineSeries,
  PriceScaleMode,
} from 'lightweight-charts';
import { overlayAutoscale, PRICE_MARGINS, priceAutoscale, VOLUME_SHARE } from './price-axis';

/** The chart and its series, created once per mounted chart; options and data are the hooks' to apply. */
export interface Handles {
  chart: IChartApi;
  price: ISeriesApi<'Candlestick'>;
  line: ISeriesApi<'Area'>;
  volume: ISeriesApi<'Histogram'>;
  ma: ISeriesApi<'Line'>[];
  boll: ISeriesApi<'Line'>[];
  ema: ISeriesApi<'Line'>;
  vwap: ISeriesApi<'Line'>;
  /** The comparison: this product's closes and the other's, both on the left scale in %. */
  compareBase: ISeriesApi<'Line'>;
  compareOther: ISeriesApi<'Line'>;
}

export const CHART_HEIGHT_PX = 300;
/** The left scale the comparison draws on. */
export const COMPARE_SCALE = 'left';

/** Overlays are thin, unlabelled and never stretch the price axis. */
const THIN = {
  lineWidth: 1,
  lastValueVisible: false,
  priceLineVisible: false,
  crosshairMarkerVisible: false,
  autoscaleInfoProvider: overlayAutoscale,
} as const;

/**
 * Creates the chart in `host` with every series it may draw, hidden until used: candles (or the
 * session's area line), volume, MA and BOLL, EMA and VWAP, and the comparison's two % lines. The
 * price axis takes in `levelPrices` (the held position's exits) and stays above zero (K11).
 */
export function buildChart(host: HTMLElement, levelPrices: { readonly current: readonly number[] }): Handles {
  const chart = createChart(host, {
    autoSize: true,
    height: CHART_HEIGHT_PX,
    crosshair: { mode: CrosshairMode.Normal },
    rightPriceScale: { scaleMargins: PRICE_MARGINS },
    timeScale: { rightOffset: 4, barSpacing: 7 },
  });
  const autoscaleInfoProvider = priceAutoscale(levelPrices);
  const price = chart.addSeries(CandlestickSeries, { borderVisible: false, autoscaleInfoProvider });
  const line = chart.addSeries(AreaSeries, { lineWidth: 2, visible: false, autoscaleInfoProvider });
  const volume = chart.addSeries(HistogramSeries, {
    priceScaleId: 'volume',
    priceFormat: { type: 'volume' },
    lastValueVisible: false,
    priceLineVisible: false,
  });
  chart.priceScale('volume').applyOptions({ scaleMargins: { top: 1 - VOLUME_SHARE, bottom: 0 } });
  const ma = [0, 1, 2].map(() => chart.addSeries(LineSeries, THIN));
  const boll = [0, 1, 2].map(() => chart.addSeries(LineSeries, THIN));
  const ema = chart.addSeries(LineSeries, { ...THIN, lineWidth: 2, visible: false });
  const vwap = chart.addSeries(LineSeries, { ...THIN, lineWidth: 2, visible: false });
  const percent = { priceScaleId: COMPARE_SCALE, visible: false, priceLineVisible: false, lineWidth: 2 } as const;
  const compareBase = chart.addSeries(LineSeries, { ...percent, lineWidth: 1, lastValueVisible: false });
  const compareOther = chart.addSeries(LineSeries, percent);
  chart.priceScale(COMPARE_SCALE).applyOptions({ mode: PriceScaleMode.Percentage, scaleMargins: PRICE_MARGINS });
  return { chart, price, line, volume, ma, boll, ema, vwap, compareBase, compareOther };
}

import type { IChartApi } from 'lightweight-charts';

/** Bars an arrow key scrolls the chart by. */
const KEY_SCROLL_BARS = 5;
/** The bar spacing + and − multiply or divide by, and its limits in pixels. */
const KEY_ZOOM_FACTOR = 1.25;
const BAR_SPACING_MIN_PX = 2;
const BAR_SPACING_MAX_PX = 40;

/**
 * What a key does to the focused chart: arrows scroll, + and − zoom, End returns to the latest bar;
 * undefined for any other key (it is left to the browser).
 */
export function chartKeyAction(chart: IChartApi, key: string): (() => void) | undefined {
  const time = chart.timeScale();
  const spacing = time.options().barSpacing;
  const zoom = (factor: number) =>
    time.applyOptions({
      barSpacing: Math.min(BAR_SPACING_MAX_PX, Math.max(BAR_SPACING_MIN_PX, spacing * factor)),
    });
  const actions: Record<string, () => void> = {
    ArrowLeft: () => time.scrollToPosition(time.scrollPosition() - KEY_SCROLL_BARS, false),
    ArrowRight: () => time.scrollToPosition(time.scrollPosition() + KEY_SCROLL_BARS, false),
    '+': () => zoom(KEY_ZOOM_FACTOR),
    '=': () => zoom(KEY_ZOOM_FACTOR),
    '-': () => zoom(1 / KEY_ZOOM_FACTOR),
    End: () => time.scrollToRealTime(),
  };
  return actions[key];
}

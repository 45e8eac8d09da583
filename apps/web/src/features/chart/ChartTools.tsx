import type { IChartApi, ISeriesApi } from 'lightweight-charts';
import { lazy, type RefObject, Suspense } from 'react';
import { useSession } from '../../lib/session-store';

// The tools (drawings, chart trading, the long-press alert) load only for a signed-in customer, after
// the chart has drawn: a visitor's detail page never fetches or runs them.
const SignedInTools = lazy(() => import('./SignedInTools'));

/**
 * The chart's tools for a signed-in customer (issue 49): horizontal lines, trend lines and price
 * ranges drawn by taps and kept on the server (DR1–DR5), the held position's entry and draggable exits
 * (DR6), and a long press for a price alert (DR7).
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

export function ChartTools(props: ChartToolsProps) {
  const signedIn = useSession((s) => s.token !== null);
  if (!signedIn) return null;
  return (
    <Suspense fallback={null}>
      <SignedInTools {...props} />
    </Suspense>
  );
}

import { lazy, Suspense, useRef, useState } from 'react';
import { useOnScreen } from '../../lib/use-on-screen';

// The card and its math load only when its place scrolls into view: the first screen does not grow.
const DepthCard = lazy(() => import('./DepthCard'));

/**
 * The place of a product's market depth on its detail page (SPEC DP6). The card's code loads the
 * first time the place is on screen; the card holds the live depth topic only while it is on screen.
 */
export function DepthSlot({ code, decimals, currency }: { code: string; decimals: number; currency: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const onScreen = useOnScreen(ref);
  const [seen, setSeen] = useState(false);
  if (onScreen && !seen) setSeen(true);
  return (
    <div ref={ref} className="depth-slot" data-testid="depth-slot">
      {seen && (
        <Suspense fallback={<div className="card depth-card depth-card--loading" />}>
          <DepthCard code={code} decimals={decimals} currency={currency} visible={onScreen} />
        </Suspense>
      )}
    </div>
  );
}

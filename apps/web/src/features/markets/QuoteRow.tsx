import { formatDecimal, priceFormat } from '@demo/client';
import type { Product } from '@demo/contract';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Money } from '../../components/Money';
import { useQuote } from '../../lib/realtime';
import { useOnScreen } from '../../lib/use-on-screen';

/** How long a row's price flashes after a tick, in ms (matches the CSS animation). */
const FLASH_MS = 700;

type Flash = { dir: 'rise' | 'fall'; n: number } | null;

/** Compares two decimal strings as numbers; display direction only, never arithmetic on money. */
function direction(before: string, after: string): 'rise' | 'fall' | null {
  const a = Number(before);
  const b = Number(after);
  if (!Number.isFinite(a) || !Number.isFinite(b) || a === b) return null;
  return b > a ? 'rise' : 'fall';
}

/** A flash in the rise or fall colour each time `price` changes. */
function useFlash(price: string): Flash {
  const before = useRef(price);
  const [flash, setFlash] = useState<Flash>(null);
  useEffect(() => {
    const dir = direction(before.current, price);
    before.current = price;
    if (!dir) return;
    setFlash((f) => ({ dir, n: (f?.n ?? 0) + 1 }));
    const timer = setTimeout(() => setFlash(null), FLASH_MS);
    return () => clearTimeout(timer);
  }, [price]);
  return flash;
}

/** The change-rate chip: a signed percentage on the rise or fall colour. */
function ChangeChip({ rate }: { rate: string }) {
  const { text, sign } = formatDecimal(rate, { decimals: 2, signed: true });
  const tone = sign > 0 ? 'rise' : sign < 0 ? 'fall' : 'flat';
  return (
    <span className={`change-chip change-chip--${tone} tabular`} data-testid="quote-change">
      {text === '--' ? text : `${text}%`}
    </span>
  );
}

export interface QuoteRowProps {
  product: Product;
  onOpen: (product: Product) => void;
  /** Shown instead of the change chip (e.g. bid and ask on the forex page). */
  columns?: (price: { bid: string; ask: string; decimals: number }) => ReactNode;
  /** Controls beside the row (e.g. reorder buttons on the watchlist). */
  trailing?: ReactNode;
  /** Shown after the code, e.g. the market in search results where NSE and BSE list the same name. */
  market?: string;
}

/** One product with its live price: name and code, price with a flash on each tick, change chip. */
export function QuoteRow({ product, onOpen, columns, trailing, market }: QuoteRowProps) {
  // The list refreshes itself while the socket is down, so rows do not poll one by one; a row holds
  // its quote topic only while on screen, so scrolling a long list changes what the socket carries.
  const row = useRef<HTMLDivElement>(null);
  const onScreen = useOnScreen(row);
  const quote = useQuote(product.code, { poll: false, live: onScreen });
  const price = quote?.price ?? product.price;
  const flash = useFlash(price);
  return (
    <div ref={row} className="quote-row" data-testid="quote-row" data-code={product.code}>
      <button type="button" className="quote-row__main" onClick={() => onOpen(product)}>
        <span className="quote-row__name">
          <strong>{product.name}</strong>
          <small className="muted">{market ? `${product.code} · ${market}` : product.code}</small>
        </span>
        {columns ? (
          columns({ bid: quote?.bid ?? product.bid, ask: quote?.ask ?? product.ask, decimals: product.decimals })
        ) : (
          <>
            <span
              key={flash?.n ?? 0}
              className={flash ? `quote-row__price flash-${flash.dir}` : 'quote-row__price'}
              data-flash={flash?.dir}
            >
              <Money value={price} decimals={product.decimals} {...priceFormat(product)} data-testid="quote-price" />
            </span>
            <ChangeChip rate={quote?.changeRate ?? product.changeRate} />
          </>
        )}
      </button>
      {trailing}
    </div>
  );
}

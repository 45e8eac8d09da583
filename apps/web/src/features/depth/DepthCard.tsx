import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Money } from '../../components/Money';
import { ErrorRetry, LoadingSkeleton } from '../../components/PageStates';
import { type DepthRow, depthRows } from './depth-math';
import { useDepth } from './use-depth';
import './depth.css';

export interface DepthCardProps {
  code: string;
  decimals: number;
  currency: string;
  /** Whether the card is on screen: it holds the live depth topic only then (SPEC DP6). */
  visible: boolean;
}

type DepthBook = ReturnType<typeof depthRows>;

/** A level's price, or nothing on a side with fewer levels. */
function LevelPrice({
  row,
  decimals,
  currency,
  testId,
}: {
  row: DepthRow | undefined;
  decimals: number;
  currency: string;
  testId: string;
}) {
  return row ? (
    <Money value={row.price} decimals={decimals} currency={currency} symbol={false} data-testid={testId} />
  ) : null;
}

/** One rank of the book: the bid at that rank on the left, the ask on the right. */
function DepthLevelRow({
  bid,
  ask,
  decimals,
  currency,
}: {
  bid: DepthRow | undefined;
  ask: DepthRow | undefined;
  decimals: number;
  currency: string;
}) {
  return (
    <tr data-testid="depth-row">
      <td
        className="depth-cell depth-cell--bid"
        style={{ '--share': bid?.share ?? 0 } as CSSProperties}
        data-testid="depth-bid"
        data-cumulative={bid?.cumulative}
      >
        <div className="depth-cell__inner">
          <span className="depth-cell__size tabular" data-testid="depth-bid-size">
            {bid?.size ?? ''}
          </span>
          <LevelPrice row={bid} decimals={decimals} currency={currency} testId="depth-bid-price" />
        </div>
      </td>
      <td
        className="depth-cell depth-cell--ask"
        style={{ '--share': ask?.share ?? 0 } as CSSProperties}
        data-testid="depth-ask"
        data-cumulative={ask?.cumulative}
      >
        <div className="depth-cell__inner">
          <LevelPrice row={ask} decimals={decimals} currency={currency} testId="depth-ask-price" />
          <span className="depth-cell__size tabular" data-testid="depth-ask-size">
            {ask?.size ?? ''}
          </span>
        </div>
      </td>
    </tr>
  );
}

/** The table of levels, its head naming each side's columns. */
function DepthTable({
  rows,
  time,
  decimals,
  currency,
}: {
  rows: DepthBook;
  time: number | undefined;
  decimals: number;
  currency: string;
}) {
  const { t } = useTranslation();
  const count = Math.max(rows.bids.length, rows.asks.length);
  return (
    <table className="depth-table" data-testid="depth-table" data-time={time}>
      <caption className="depth-table__caption">{t('depth.caption')}</caption>
      <thead>
        <tr>
          <th scope="col" className="depth-table__head depth-table__head--bid">
            <div className="depth-cell__inner">
              <span>{t('depth.lots')}</span>
              <span>{t('depth.bid')}</span>
            </div>
          </th>
          <th scope="col" className="depth-table__head depth-table__head--ask">
            <div className="depth-cell__inner">
              <span>{t('depth.ask')}</span>
              <span>{t('depth.lots')}</span>
            </div>
          </th>
        </tr>
      </thead>
      <tbody>
        {Array.from({ length: count }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a row is a level's rank, 1 to 5, not an item that moves.
          <DepthLevelRow key={i} bid={rows.bids[i]} ask={rows.asks[i]} decimals={decimals} currency={currency} />
        ))}
      </tbody>
    </table>
  );
}

/**
 * Five levels of bids and asks of a product, best first, each with its lots and a bar of the lots
 * from the best level down to it (the cumulative depth), against the deeper side's total.
 */
export default function DepthCard({ code, decimals, currency, visible }: DepthCardProps) {
  const { t } = useTranslation();
  const { depth, failed, retry } = useDepth(visible ? code : null);
  const rows = depth ? depthRows(depth) : null;
  return (
    <section className="card depth-card" data-testid="depth-card" aria-labelledby="depth-card-title">
      <h2 className="depth-card__title" id="depth-card-title">
        {t('depth.title')}
      </h2>
      {!rows ? (
        failed ? (
          <ErrorRetry onRetry={retry} />
        ) : (
          <LoadingSkeleton lines={5} />
        )
      ) : (
        <DepthTable rows={rows} time={depth?.time} decimals={decimals} currency={currency} />
      )}
      <p className="depth-card__note muted">{t('depth.note')}</p>
    </section>
  );
}

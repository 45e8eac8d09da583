import type { Order } from '@demo/contract';
import Dialog from 'antd-mobile/es/components/dialog';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListRefresh } from '../../components/ListRefresh';
import { EmptyState, ErrorRetry, LoadingSkeleton } from '../../components/PageStates';
import { toast } from '../../lib/toast';
import { EditOrderSheet } from '../orders/EditOrderSheet';
import { useCoverAll } from '../orders/mutations';
import { useOrders } from '../orders/queries';
import { SegmentBar } from '../orders/SegmentBar';
import { ReceiptSheet } from '../receipts/ReceiptSheet';
import { CoverSheet } from './CoverSheet';
import { PositionRow } from './PositionRow';
import { positionKind } from './position-kind';
import { usePositionMarks } from './position-marks';

const HELD = ['BUILD'] as const;
/** A stable empty list while the positions load, so the marks are not recomputed on every render. */
const NONE: readonly Order[] = [];
const FILTERS = ['all', 'intraday', 'holding'] as const;
type Filter = (typeof FILTERS)[number];

/** Whether a position shows under a filter: intraday is today's, holdings are shares kept outright. */
function shows(filter: Filter, order: Order, nowMs: number): boolean {
  if (filter === 'all') return true;
  const kind = positionKind(order, nowMs);
  return filter === 'holding' ? kind === 'holding' : kind !== 'holding';
}

/** Held positions of the active account with live P&L, cover and close all. */
export function PositionList() {
  const { t } = useTranslation();
  const positions = useOrders(HELD);
  const coverAll = useCoverAll();
  // The id, not a copy: the sheet reads the position from the list, whose P&L refreshes with the feed.
  const [coveringId, setCoveringId] = useState<Order['id'] | null>(null);
  const all = positions.data?.list ?? NONE;
  // One snapshot of the quotes marks every row; the summary above computes the same marks (SPEC MK1).
  const marks = usePositionMarks(all);
  const [filter, setFilter] = useState<Filter>('all');
  const nowMs = Date.now();
  // The filter appears where there is something to tell apart: holdings and trading positions both.
  const mixed =
    all.some((o) => positionKind(o, nowMs) === 'holding') && all.some((o) => positionKind(o, nowMs) !== 'holding');
  const list = mixed ? all.filter((o) => shows(filter, o, nowMs)) : all;
  const covering = list.find((o) => o.id === coveringId) ?? null;
  const [editingId, setEditingId] = useState<Order['id'] | null>(null);
  const editing = list.find((o) => o.id === editingId) ?? null;
  const [receiptOf, setReceiptOf] = useState<Order | null>(null);
  const closeAll = async () => {
    const ok = await Dialog.confirm({
      content: t('positions.closeAllConfirm', { count: list.length }),
      confirmText: t('positions.closeAll'),
      cancelText: t('common.cancel'),
    });
    if (ok) coverAll.mutate(list, { onSuccess: () => toast(t('positions.covered'), 'success') });
  };
  if (positions.isPending) return <LoadingSkeleton lines={4} />;
  if (positions.isError) return <ErrorRetry onRetry={() => void positions.refetch()} />;
  return (
    <ListRefresh onRefresh={() => positions.refetch()}>
      <div data-testid="position-list" data-count={list.length}>
        {all.length === 0 ? (
          <EmptyState text={t('positions.empty')} />
        ) : (
          <>
            {mixed && (
              <SegmentBar
                segments={FILTERS.map((key) => ({ key, label: t(`positions.filter.${key}`) }))}
                value={filter}
                onChange={setFilter}
              />
            )}
            <div className="list-toolbar">
              <button
                type="button"
                className="link-button"
                onClick={() => void closeAll()}
                disabled={coverAll.isPending}
                data-testid="positions-close-all"
              >
                {t('positions.closeAll')}
              </button>
            </div>
            {list.map((o) => (
              <PositionRow
                key={o.id}
                order={o}
                mark={marks.rows.get(o.id) ?? { currentPrice: o.currentPrice, pnl: o.profit, rate: null, live: false }}
                onCover={(order) => setCoveringId(order.id)}
                onEdit={(order) => setEditingId(order.id)}
                onReceipt={setReceiptOf}
              />
            ))}
          </>
        )}
      </div>
      {editing && <EditOrderSheet key={editing.id} order={editing} onClose={() => setEditingId(null)} />}
      {covering && <CoverSheet key={covering.id} order={covering} onClose={() => setCoveringId(null)} />}
      {receiptOf && <ReceiptSheet key={receiptOf.id} order={receiptOf} onClose={() => setReceiptOf(null)} />}
    </ListRefresh>
  );
}

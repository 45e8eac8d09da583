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
import { CoverSheet } from './CoverSheet';
import { PositionRow } from './PositionRow';

const HELD = ['BUILD'] as const;

/** Held positions of the active account with live P&L, cover and close all. */
export function PositionList() {
  const { t } = useTranslation();
  const positions = useOrders(HELD);
  const coverAll = useCoverAll();
  // The id, not a copy: the sheet reads the position from the list, whose P&L refreshes with the feed.
  const [coveringId, setCoveringId] = useState<Order['id'] | null>(null);
  const list = positions.data?.list ?? [];
  const covering = list.find((o) => o.id === coveringId) ?? null;
  const [editingId, setEditingId] = useState<Order['id'] | null>(null);
  const editing = list.find((o) => o.id === editingId) ?? null;
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
        {list.length === 0 ? (
          <EmptyState text={t('positions.empty')} />
        ) : (
          <>
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
                onCover={(order) => setCoveringId(order.id)}
                onEdit={(order) => setEditingId(order.id)}
              />
            ))}
          </>
        )}
      </div>
      {editing && <EditOrderSheet key={editing.id} order={editing} onClose={() => setEditingId(null)} />}
      {covering && <CoverSheet key={covering.id} order={covering} onClose={() => setCoveringId(null)} />}
    </ListRefresh>
  );
}

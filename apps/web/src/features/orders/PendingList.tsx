import type { Order } from '@demo/contract';
import Dialog from 'antd-mobile/es/components/dialog';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListRefresh } from '../../components/ListRefresh';
import { EmptyState, ErrorRetry, LoadingSkeleton } from '../../components/PageStates';
import { toast } from '../../lib/toast';
import { EditOrderSheet } from './EditOrderSheet';
import { useCancelAll, useCancelOrder } from './mutations';
import { OrderCard } from './OrderCard';
import { useOrders } from './queries';

/** Pending limit orders, and after-market ones queued for their market's open (SPEC AMO2). */
const PENDING = ['QUEUED', 'CREATED'] as const;

/** Pending (QUEUED or CREATED) limit orders of the active account, each with edit and cancel, and cancel all. */
export function PendingList() {
  const { t } = useTranslation();
  const pending = useOrders(PENDING);
  const cancel = useCancelOrder();
  const cancelAll = useCancelAll();
  const list = pending.data?.list ?? [];
  // The id, not a copy: the sheet reads the order from the list, which refreshes on order events.
  const [editingId, setEditingId] = useState<Order['id'] | null>(null);
  const editing = list.find((o) => o.id === editingId) ?? null;
  // The two buttons must not both say "Cancel": one cancels the order, the other keeps it (SPEC V5).
  const ask = async (content: string, confirmText: string, keepText: string) =>
    Dialog.confirm({ content, confirmText, cancelText: keepText });
  const done = () => toast(t('orders.cancelled'), 'success');
  if (pending.isPending) return <LoadingSkeleton lines={4} />;
  if (pending.isError) return <ErrorRetry onRetry={() => void pending.refetch()} />;
  return (
    <ListRefresh onRefresh={() => pending.refetch()}>
      <div data-testid="pending-list" data-count={list.length}>
        {list.length === 0 ? (
          <EmptyState text={t('orders.pendingEmpty')} />
        ) : (
          <>
            <div className="list-toolbar">
              <button
                type="button"
                className="link-button"
                disabled={cancelAll.isPending}
                data-testid="pending-cancel-all"
                onClick={async () => {
                  if (
                    await ask(
                      t('orders.cancelAllConfirm', { count: list.length }),
                      t('orders.cancelAll'),
                      t('sheet.keepOrders'),
                    )
                  )
                    cancelAll.mutate(list, { onSuccess: done });
                }}
              >
                {t('orders.cancelAll')}
              </button>
            </div>
            {list.map((o) => (
              <OrderCard
                key={o.id}
                order={o}
                testId="pending-row"
                action={
                  <span className="row-actions">
                    <button
                      type="button"
                      className="outline-button"
                      data-testid="pending-edit"
                      onClick={() => setEditingId(o.id)}
                    >
                      {t('orders.edit.action')}
                    </button>
                    <button
                      type="button"
                      className="outline-button"
                      data-testid="pending-cancel"
                      disabled={cancel.isPending}
                      onClick={async () => {
                        if (await ask(t('orders.cancelConfirm'), t('sheet.cancelOrder'), t('sheet.keepOrder')))
                          cancel.mutate(o.id, { onSuccess: done });
                      }}
                    >
                      {t('orders.cancel')}
                    </button>
                  </span>
                }
              />
            ))}
          </>
        )}
      </div>
      {editing && <EditOrderSheet key={editing.id} order={editing} onClose={() => setEditingId(null)} />}
    </ListRefresh>
  );
}

import { formatDecimal, formatIndiaTime } from '@demo/client';
import type { GroupOrder } from '@demo/contract';
import Button from 'antd-mobile/es/components/button';
import Dialog from 'antd-mobile/es/components/dialog';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Money } from '../../components/Money';
import { PATHS } from '../../lib/paths';
import { toast } from '../../lib/toast';
import { unpaidLabelKey } from './group-money';
import { usePayGroupOrder } from './mutations';

/** The order's amounts in its currency and the lots allotted. */
function GroupOrderMoney({ order }: { order: GroupOrder }) {
  const { t } = useTranslation();
  const currency = order.currency;
  const row = (label: string, value: string | null, testId: string) => (
    <div>
      <dt>{label}</dt>
      <dd>
        <Money value={value ?? '0'} currency={currency} data-testid={testId} />
      </dd>
    </div>
  );
  return (
    <dl className="group-grid">
      {row(t('groups.orderAmount'), order.amount, 'group-order-amount')}
      {row(t('groups.deposit'), order.depositAmount, 'group-order-deposit')}
      {row(t('groups.paid'), order.paidAmount, 'group-order-paid')}
      {row(t(unpaidLabelKey(order.status)), order.unpaidAmount, 'group-order-unpaid')}
      {order.allocatedQty !== null && (
        <div>
          <dt>{t('groups.allocated')}</dt>
          <dd className="tabular" data-testid="group-order-lots">
            {t('groups.allocatedLots', { count: order.allocatedQty })}
          </dd>
        </div>
      )}
      {order.allottedAmount !== null && row(t('groups.allottedValue'), order.allottedAmount, 'group-order-allotted')}
      {order.refundedAmount !== '0.00' && row(t('groups.refunded'), order.refundedAmount, 'group-order-refunded')}
    </dl>
  );
}

/** One of the member's group orders: its status, money and allotment; pay the rest while PAYING. */
export function GroupOrderCard({ order }: { order: GroupOrder }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const pay = usePayGroupOrder();
  const currency = order.currency;
  const askPay = async () => {
    const ok = await Dialog.confirm({
      content: t('groups.payConfirm', {
        amount: formatDecimal(order.unpaidAmount, { currency }).text,
        count: order.allocatedQty ?? 0,
        name: order.group.name,
      }),
      confirmText: t('groups.pay'),
      cancelText: t('common.cancel'),
    });
    if (!ok) return;
    pay.mutate(order.id, { onSuccess: () => toast(t('groups.paidToast'), 'success') });
  };
  return (
    <article className="card group-card" data-testid="group-order" data-order-id={order.id} data-status={order.status}>
      <header className="group-card__head">
        <div>
          <strong className="group-card__name">{order.group.name}</strong>
          <div className="muted">
            {order.group.productName} · {formatIndiaTime(order.createdAt, 'YYYY-MM-DD HH:mm')}
          </div>
        </div>
        <span className={`group-tag group-tag--${order.status}`} data-testid="group-order-status">
          {t(`groups.orderStatus.${order.status}`)}
        </span>
      </header>
      <GroupOrderMoney order={order} />
      {order.status === 'PAYING' && (
        <>
          <p className="muted">
            {t('groups.deadlineNote', { time: formatIndiaTime(order.group.payDeadline, 'YYYY-MM-DD HH:mm') })}
          </p>
          <Button block color="primary" loading={pay.isPending} onClick={() => void askPay()} data-testid="group-pay">
            {t('groups.pay')} · <Money value={order.unpaidAmount} currency={currency} />
          </Button>
        </>
      )}
      {order.status === 'HOLDING' && (
        <div className="group-card__foot">
          <span className="muted">{t('groups.holdingNote')}</span>
          <Button
            size="small"
            fill="outline"
            color="primary"
            onClick={() => navigate(`${PATHS.orderSource}?tab=group`)}
            data-testid="group-view-position"
          >
            {t('groups.viewPosition')}
          </Button>
        </div>
      )}
      {order.status === 'LAPSED' && <p className="muted">{t('groups.lapsedNote')}</p>}
    </article>
  );
}

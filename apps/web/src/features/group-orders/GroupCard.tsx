import { formatIndiaTime } from '@demo/client';
import type { Group } from '@demo/contract';
import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';
import { Money } from '../../components/Money';

/** One group purchase: its product, price, block, limits, deposit and times, with a Join button while open. */
export function GroupCard({ group, onJoin }: { group: Group; onJoin: (group: Group) => void }) {
  const { t } = useTranslation();
  const depositPercent = `${(Number(group.depositRate) * 100).toFixed(0)}%`;
  return (
    <article className="card group-card" data-testid="group-card" data-group-id={group.id} data-status={group.status}>
      <header className="group-card__head">
        <div>
          <strong className="group-card__name">{group.name}</strong>
          <div className="muted">
            {group.productName} · {group.code}
          </div>
        </div>
        <span className={`group-tag group-tag--${group.status}`} data-testid="group-status">
          {t(`groups.status.${group.status}`)}
        </span>
      </header>
      <dl className="group-grid">
        <div>
          <dt>{t('groups.price')}</dt>
          <dd>
            <Money value={group.price} currency={group.currency} decimals={group.price.split('.')[1]?.length ?? 0} />
          </dd>
        </div>
        <div>
          <dt>{t('groups.lot')}</dt>
          <dd className="tabular">{t('groups.lotShares', { count: group.handCount })}</dd>
        </div>
        <div>
          <dt>{t('groups.block')}</dt>
          <dd className="tabular">{t('groups.blockLots', { count: group.blockQty })}</dd>
        </div>
        <div>
          <dt>{t('groups.depositRate')}</dt>
          <dd className="tabular">{depositPercent}</dd>
        </div>
        <div className="group-grid__wide">
          <dt>{t('groups.limits')}</dt>
          <dd>
            <Money value={group.minAmount} currency={group.accountCurrency} /> –{' '}
            <Money value={group.maxAmount} currency={group.accountCurrency} />
          </dd>
        </div>
        <div>
          <dt>{t('groups.allocateAt')}</dt>
          <dd className="tabular">{formatIndiaTime(group.allocateAt, 'YYYY-MM-DD HH:mm')}</dd>
        </div>
        <div>
          <dt>{t('groups.payDeadline')}</dt>
          <dd className="tabular">{formatIndiaTime(group.payDeadline, 'YYYY-MM-DD HH:mm')}</dd>
        </div>
        {group.unitCost !== null && (
          <div className="group-grid__wide">
            <dt>{t('groups.unitCost')}</dt>
            <dd>
              <Money value={group.unitCost} currency={group.accountCurrency} />
            </dd>
          </div>
        )}
      </dl>
      {group.status === 'open' && (
        <Button block color="primary" onClick={() => onJoin(group)} data-testid="group-join">
          {t('groups.join')}
        </Button>
      )}
    </article>
  );
}

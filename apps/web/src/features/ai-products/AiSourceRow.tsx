import { formatIndiaTime } from '@demo/client';
import type { AiSourceRecord, AiStatus } from '@demo/contract';
import Button from 'antd-mobile/es/components/button';
import Tag from 'antd-mobile/es/components/tag';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Money } from '../../components/Money';
import { PATHS } from '../../lib/paths';
import { StrategyTag } from './AiFigures';
import { aiStatusText } from './archive-text';

const STATUS_COLOR: Record<AiStatus, 'primary' | 'warning' | 'default' | 'success'> = {
  running: 'primary',
  paused: 'warning',
  ended: 'success',
  unlocked: 'default',
};

/**
 * One AI purchase as a row of "Order source" (docs/SPEC.md I10): its product, account, amount, status
 * and P&L, with a link to "My AI products", where it can be paused or stopped.
 */
export function AiSourceRow({ purchase }: { purchase: AiSourceRecord }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { product } = purchase;
  return (
    <article
      className="card position-row"
      data-testid="ai-source-row"
      data-id={purchase.id}
      data-status={purchase.status}
      data-account={purchase.accountType}
    >
      <header className="position-row__head">
        <strong>{product.name}</strong>
        <span className="muted">{product.code}</span>
        <Tag color={STATUS_COLOR[purchase.status]} data-testid="ai-source-status">
          {aiStatusText(t, purchase.status)}
        </Tag>
      </header>
      <div className="muted">
        <StrategyTag product={product} /> · {t('ai.leverValue', { lever: purchase.lever })}
      </div>
      <dl className="kv-grid">
        <dt>{t('ai.account')}</dt>
        <dd data-testid="ai-source-account">{t(`ai.${purchase.accountType}`)}</dd>
        <dt>{t('ai.invested')}</dt>
        <dd>
          <Money value={purchase.amount} currency={product.currency} data-testid="ai-source-amount" />
        </dd>
        <dt>{t('ai.pnl')}</dt>
        <dd>
          <Money value={purchase.pnl} currency={product.currency} signed colored data-testid="ai-source-pnl" />
        </dd>
        <dt>{t('ai.started')}</dt>
        <dd className="tabular">{formatIndiaTime(purchase.startAt, 'YYYY-MM-DD HH:mm')}</dd>
      </dl>
      <Button size="mini" fill="none" color="primary" onClick={() => navigate(PATHS.mineAiStock)}>
        {t('ai.mine')}
      </Button>
    </article>
  );
}

import { formatIndiaTime } from '@demo/client';
import type { AiStatus, UserAi } from '@demo/contract';
import Button from 'antd-mobile/es/components/button';
import Dialog from 'antd-mobile/es/components/dialog';
import Tag from 'antd-mobile/es/components/tag';
import { useTranslation } from 'react-i18next';
import { Money } from '../../components/Money';
import { toast } from '../../lib/toast';
import { StrategyTag } from './AiFigures';
import { aiStatusText, archiveText } from './archive-text';
import { useUpdateAiStatus } from './mutations';

const STATUS_COLOR: Record<AiStatus, 'primary' | 'warning' | 'default' | 'success'> = {
  running: 'primary',
  paused: 'warning',
  ended: 'success',
  unlocked: 'default',
};

/** The buttons a purchase offers in its status: pause or resume, stop, and archive once it has ended. */
function MyAiActions({ purchase }: { purchase: UserAi }) {
  const { t } = useTranslation();
  const update = useUpdateAiStatus();
  const change = (status: AiStatus, done: string) =>
    update.mutate({ id: purchase.id, status }, { onSuccess: () => toast(done, 'success') });
  const stop = async () => {
    const ok = await Dialog.confirm({
      content: t('ai.stopConfirm'),
      confirmText: t('ai.stop'),
      cancelText: t('common.cancel'),
    });
    if (ok) change('ended', t('ai.stopped'));
  };
  const archive = archiveText(t, purchase);
  return (
    <div className="ai-mine__actions">
      {purchase.status === 'running' && (
        <Button
          size="small"
          fill="outline"
          loading={update.isPending}
          onClick={() => change('paused', t('ai.paused'))}
          data-testid="ai-pause"
        >
          {t('ai.pause')}
        </Button>
      )}
      {purchase.status === 'paused' && (
        <Button
          size="small"
          color="primary"
          fill="outline"
          loading={update.isPending}
          onClick={() => change('running', t('ai.resumed'))}
          data-testid="ai-resume"
        >
          {t('ai.resume')}
        </Button>
      )}
      {(purchase.status === 'running' || purchase.status === 'paused') && (
        <Button
          size="small"
          color="danger"
          fill="outline"
          loading={update.isPending}
          onClick={() => void stop()}
          data-testid="ai-stop"
        >
          {t('ai.stop')}
        </Button>
      )}
      {archive && (
        <Button
          size="small"
          fill="outline"
          loading={update.isPending}
          onClick={() => change('unlocked', archive.done)}
          data-testid="ai-unlock"
        >
          {archive.action}
        </Button>
      )}
    </div>
  );
}

/** What was put in, what it is worth now, and when it started and ends (or ended). */
function MyAiTerms({ purchase }: { purchase: UserAi }) {
  const { t } = useTranslation();
  const { product } = purchase;
  return (
    <dl className="ai-terms ai-terms--compact">
      <dt>{t('ai.invested')}</dt>
      <dd>
        <Money value={purchase.amount} currency={product.currency} data-testid="ai-amount-value" />
      </dd>
      <dt>{t('ai.value')}</dt>
      <dd>
        <Money value={purchase.value} currency={product.currency} data-testid="ai-value" />
      </dd>
      <dt>{t('ai.started')}</dt>
      <dd className="tabular">{formatIndiaTime(purchase.startAt, 'YYYY-MM-DD HH:mm')}</dd>
      {purchase.endAt !== null && (
        <>
          <dt>{purchase.settledAt === null ? t('ai.ends') : t('ai.ended')}</dt>
          <dd className="tabular">{formatIndiaTime(purchase.endAt, 'YYYY-MM-DD HH:mm')}</dd>
        </>
      )}
    </dl>
  );
}

/** One of the customer's products: its live P&L × lever, its position, and what can be done with it. */
export function MyAiCard({ purchase }: { purchase: UserAi }) {
  const { t } = useTranslation();
  const { product } = purchase;
  const live = purchase.status === 'running';
  const archive = archiveText(t, purchase);
  return (
    <article className="card ai-mine" data-testid="ai-purchase" data-id={purchase.id} data-status={purchase.status}>
      <div className="ai-card__head">
        <strong className="ai-card__name">{product.name}</strong>
        <Tag color={STATUS_COLOR[purchase.status]} data-testid="ai-status">
          {aiStatusText(t, purchase.status)}
        </Tag>
      </div>
      <div className="muted ai-card__sub">
        <StrategyTag product={product} /> {product.codeName} · {t('ai.leverValue', { lever: purchase.lever })}
        {live && (
          <>
            {' · '}
            <span data-testid="ai-position">{t(`ai.position.${purchase.position}`)}</span>
          </>
        )}
      </div>
      <div className="ai-mine__pnl">
        <span className="muted">
          {t('ai.pnl')}
          {live && <span className="ai-live-dot" title={t('ai.live')} />}
        </span>
        <Money
          value={purchase.pnl}
          currency={product.currency}
          signed
          colored
          className="ai-mine__pnl-value"
          data-testid="ai-pnl"
        />
      </div>
      <MyAiTerms purchase={purchase} />
      {purchase.settledAt !== null && <p className="muted">{t('ai.settledNote')}</p>}
      {archive && (
        <p className="muted ai-mine__archive-hint" data-testid="ai-archive-hint">
          {archive.hint}
        </p>
      )}
      <MyAiActions purchase={purchase} />
    </article>
  );
}

import { formatIndiaTime } from '@demo/client';
import type { SipPlan } from '@demo/contract';
import Button from 'antd-mobile/es/components/button';
import Dialog from 'antd-mobile/es/components/dialog';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Money } from '../../components/Money';
import { EmptyState, ErrorRetry, LoadingSkeleton } from '../../components/PageStates';
import { toast } from '../../lib/toast';
import { useAccountLabel } from '../account/use-account-label';
import { scheduleText } from './describe';
import { useSipAction, useSipInstalments } from './queries';

/** One plan: what, how often, next date, invested and value now, its actions and its instalments. */
export function SipPlanCard({ plan }: { plan: SipPlan }) {
  const { t } = useTranslation();
  const accountLabel = useAccountLabel();
  const [showHistory, setShowHistory] = useState(false);

  const what = plan.hands === null ? null : t('sip.lotsCount', { count: plan.hands });
  return (
    <section className="card sip-card" data-testid="sip-plan" data-id={plan.id} data-status={plan.status}>
      <div className="sip-card__head">
        <strong className="sip-card__name">{plan.name}</strong>
        <span className={`sip-status sip-status--${plan.status}`} data-testid="sip-status">
          {t(`sip.status.${plan.status}`)}
        </span>
      </div>
      <div className="sip-card__line">
        {plan.amount !== null ? (
          <Money value={plan.amount} currency={plan.currency} />
        ) : (
          <span className="tabular">{what}</span>
        )}
        <span>
          {' '}
          · {scheduleText(t, plan)} · {accountLabel(plan.accountType)}
        </span>
      </div>
      {plan.status === 'paused' && plan.skipsInARow >= 3 && <p className="sip-form__hint">{t('sip.pausedBySkips')}</p>}
      <SipFigures plan={plan} />
      <div className="sip-card__counts tabular">{t('sip.counts', { filled: plan.filled, skipped: plan.skipped })}</div>
      {plan.count !== null && (
        <div className="sip-card__counts tabular" data-testid="sip-count-left">
          {t('sip.countLeft', { done: plan.filled + plan.skipped, count: plan.count })}
        </div>
      )}
      <SipActions plan={plan} showHistory={showHistory} onToggleHistory={() => setShowHistory((v) => !v)} />
      {showHistory && <SipHistory plan={plan} />}
    </section>
  );
}

/** Next date, invested and value now (SP9). */
function SipFigures({ plan }: { plan: SipPlan }) {
  const { t } = useTranslation();
  return (
    <dl className="sip-card__figures">
      <div>
        <dt>{t('sip.next')}</dt>
        <dd className="tabular" data-testid="sip-next">
          {plan.nextAt === null || plan.status !== 'active' ? '—' : formatIndiaTime(plan.nextAt, 'YYYY-MM-DD HH:mm')}
        </dd>
      </div>
      <div>
        <dt>{t('sip.invested')}</dt>
        <dd>
          <Money value={plan.invested} currency={plan.currency} data-testid="sip-invested" />
        </dd>
      </div>
      <div>
        <dt>{t('sip.value')}</dt>
        <dd>
          <Money value={plan.value} currency={plan.currency} data-testid="sip-value" />
        </dd>
      </div>
    </dl>
  );
}

/** Pause, resume, cancel (SP8) and the history's toggle, each a 44 px button. */
function SipActions({
  plan,
  showHistory,
  onToggleHistory,
}: {
  plan: SipPlan;
  showHistory: boolean;
  onToggleHistory: () => void;
}) {
  const { t } = useTranslation();
  const action = useSipAction();
  const act = async (kind: 'pause' | 'resume' | 'cancel') => {
    if (kind === 'cancel') {
      const sure = await Dialog.confirm({
        content: t('sip.cancelConfirm'),
        confirmText: t('sip.cancel'),
        cancelText: t('sip.keep'),
      });
      if (!sure) return;
    }
    try {
      await action.mutateAsync({ action: kind, id: plan.id });
      toast(t(kind === 'pause' ? 'sip.paused' : kind === 'resume' ? 'sip.resumed' : 'sip.cancelled'), 'success');
    } catch {
      // The API client has already toasted why.
    }
  };

  return (
    <div className="sip-card__actions">
      {plan.status === 'active' && (
        <Button size="small" onClick={() => void act('pause')} data-testid="sip-pause" loading={action.isPending}>
          {t('sip.pause')}
        </Button>
      )}
      {plan.status === 'paused' && (
        <Button
          size="small"
          color="primary"
          onClick={() => void act('resume')}
          data-testid="sip-resume"
          loading={action.isPending}
        >
          {t('sip.resume')}
        </Button>
      )}
      {plan.status !== 'ended' && (
        <Button size="small" color="danger" fill="outline" onClick={() => void act('cancel')} data-testid="sip-cancel">
          {t('sip.cancel')}
        </Button>
      )}
      <Button size="small" fill="none" color="primary" onClick={onToggleHistory} data-testid="sip-history-toggle">
        {showHistory ? t('sip.hideHistory') : t('sip.history')}
      </Button>
    </div>
  );
}

/** A plan's instalments, newest first: filled with the order, or skipped and why (SP7). */
function SipHistory({ plan }: { plan: SipPlan }) {
  const { t } = useTranslation();
  const history = useSipInstalments(plan.id);
  if (history.isPending) return <LoadingSkeleton lines={2} />;
  if (history.isError) return <ErrorRetry onRetry={() => void history.refetch()} />;
  if (history.data.list.length === 0) return <EmptyState text={t('sip.noHistory')} />;
  return (
    <ul className="sip-history" data-testid="sip-history">
      {history.data.list.map((i) => (
        <li key={i.date} className="sip-history__row" data-status={i.status}>
          <div className="sip-history__top">
            <span className="tabular">{formatIndiaTime(i.at, 'YYYY-MM-DD HH:mm')}</span>
            <span className={`sip-status sip-status--${i.status === 'filled' ? 'active' : 'paused'}`}>
              {t(i.status === 'filled' ? 'sip.filled' : 'sip.skipped')}
            </span>
          </div>
          {i.status === 'filled' ? (
            <div className="sip-history__detail">
              {i.hands !== null && <span className="tabular">{t('sip.lotsCount', { count: i.hands })} · </span>}
              {i.amount !== null && <Money value={i.amount} currency={plan.currency} />}
              {i.orderId !== null && <span className="tabular"> · {t('sip.order', { id: i.orderId })}</span>}
            </div>
          ) : (
            <div className="sip-history__detail">{i.reason}</div>
          )}
        </li>
      ))}
    </ul>
  );
}

import { formatDecimal } from '@demo/client';
import type { LiabilitiesProof, MyLiabilityProof } from '@demo/contract';
import { currencyDecimals, formatMoney, minor, type ProofCheck } from '@demo/core';
import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Money } from '../../components/Money';
import { PageNav } from '../../components/PageNav';
import { EmptyState, ErrorRetry, LoadingSkeleton } from '../../components/PageStates';
import { type MyVerification, usePublishedProof, useVerifyChain, useVerifyMine } from '../../features/proof/queries';
import { isNotFound } from '../../lib/api';
import { PATHS } from '../../lib/paths';
import { useSession } from '../../lib/session-store';
import '../../features/proof/proof.css';

/**
 * `/pages/common/proof` (docs/SPEC.md PF): the day's published liabilities proof for anyone, and
 * for a signed-in customer a button that fetches their leaf and path and checks them here, in the
 * browser, with core's own SHA-256, showing every step.
 */
export function ProofPage() {
  const { t } = useTranslation();
  const published = usePublishedProof();
  const signedIn = useSession((s) => s.token !== null);
  const navigate = useNavigate();

  return (
    <div className="page" data-testid="proof-page">
      <PageNav parent={PATHS.mine} title={t('proof.title')} />
      <div className="page-body">
        <p className="muted">{t('proof.intro')}</p>
        {published.isError && isNotFound(published.error) ? (
          <EmptyState text={t('proof.none')} />
        ) : published.isError ? (
          <ErrorRetry onRetry={() => void published.refetch()} />
        ) : published.isPending ? (
          <LoadingSkeleton lines={5} />
        ) : (
          <>
            {published.data.currencies.map((root) => (
              <PublishedRoot key={root.currency} date={published.data.date} root={root} />
            ))}
            {signedIn ? (
              <VerifyMine currency={published.data.currency} />
            ) : (
              <section className="card proof-actions">
                <span>{t('proof.signIn')}</span>
                <Button color="primary" onClick={() => navigate(PATHS.login)} data-testid="proof-sign-in">
                  {t('proof.signInButton')}
                </Button>
              </section>
            )}
          </>
        )}
      </div>
    </div>
  );
}

function PublishedRoot({ date, root }: { date: string; root: LiabilitiesProof['currencies'][number] }) {
  const { t } = useTranslation();
  return (
    <section className="card proof-root" data-testid="proof-root" data-currency={root.currency}>
      <h2 className="card-title">{root.currency}</h2>
      <div className="proof-row">
        <span className="muted">{t('proof.date')}</span>
        <span data-testid="proof-date">{date}</span>
      </div>
      <div className="proof-row">
        <span className="muted">{t('proof.total')}</span>
        <Money value={root.total} currency={root.currency} data-testid="proof-total" />
      </div>
      <div className="proof-row">
        <span className="muted">{t('proof.accounts')}</span>
        <span className="tabular" data-testid="proof-accounts">
          {root.accounts}
        </span>
      </div>
      <span className="muted">{t('proof.root')}</span>
      <code className="proof-hash" data-testid="proof-root-hash">
        {root.root}
      </code>
    </section>
  );
}

function VerifyMine({ currency }: { currency: string }) {
  const { t } = useTranslation();
  const verify = useVerifyMine();
  return (
    <section className="card" data-testid="proof-mine">
      <Button
        block
        color="primary"
        loading={verify.isPending}
        onClick={() => verify.mutate(currency)}
        data-testid="proof-verify"
      >
        {t('proof.verify')}
      </Button>
      {verify.isError && isNotFound(verify.error) && (
        <p className="muted" data-testid="proof-not-yet">
          {t('proof.notYet')}
        </p>
      )}
      {verify.data && <Verification result={verify.data} />}
    </section>
  );
}

function Verification({ result }: { result: MyVerification }) {
  const { t } = useTranslation();
  const { proof, check } = result;
  const sum = (value: bigint) =>
    formatDecimal(formatMoney(minor(value), currencyDecimals(proof.currency)), { currency: proof.currency }).text;
  return (
    <div className="proof-verification" data-testid="proof-verification">
      <h3 className="card-title">{t('proof.leaf')}</h3>
      <div className="proof-row">
        <span className="muted">{t('proof.balance')}</span>
        <Money value={proof.leaf.balance} currency={proof.currency} data-testid="proof-balance" />
      </div>
      <span className="muted">{t('proof.salt')}</span>
      <code className="proof-hash">{proof.leaf.salt}</code>
      <span className="muted">{t('proof.chainHead', { count: proof.leaf.records })}</span>
      <code className="proof-hash">{proof.leaf.chainHead}</code>
      <span className="muted">{t('proof.leafHash')}</span>
      <code className="proof-hash" data-testid="proof-leaf-hash">
        {check.leaf.hash}
      </code>
      <h3 className="card-title">{t('proof.steps')}</h3>
      {proof.path.length === 0 && <p className="muted">{t('proof.noSteps')}</p>}
      <ol className="proof-steps">
        {proof.path.map((step, i) => (
          <li key={step.hash} data-testid="proof-step">
            <span>
              {t('proof.step', {
                n: i + 1,
                side: t(step.side === 'left' ? 'proof.left' : 'proof.right'),
                sum: sum(BigInt(step.sumMinor)),
              })}
            </span>
            <code className="proof-hash">{step.hash}</code>
            <span className="muted">{t('proof.reached')}</span>
            <code className="proof-hash">{check.steps[i]?.hash}</code>
          </li>
        ))}
      </ol>
      <Outcome check={check} result={result} />
      <p className="muted" data-testid="proof-chain" data-intact={proof.chainIntact}>
        {proof.chainIntact ? t('proof.chainIntact') : t('proof.chainBroken')}
      </p>
      <VerifyChain proof={proof} />
    </div>
  );
}

/** PF8: the customer's records downloaded and their chain recomputed here, to the head the leaf committed. */
function VerifyChain({ proof }: { proof: MyLiabilityProof }) {
  const { t } = useTranslation();
  const verify = useVerifyChain();
  return (
    <div className="proof-chain-check">
      <Button block loading={verify.isPending} onClick={() => verify.mutate(proof)} data-testid="proof-chain-verify">
        {t('proof.chainVerify')}
      </Button>
      {verify.isError && <ErrorRetry onRetry={() => verify.mutate(proof)} />}
      {verify.data && (
        <>
          <span className="muted">{t('proof.chainRecomputed', { count: verify.data.records })}</span>
          <code className="proof-hash" data-testid="proof-chain-head">
            {verify.data.check.head}
          </code>
          <div
            className={verify.data.check.ok ? 'proof-result proof-result--ok' : 'proof-result proof-result--bad'}
            role="status"
            data-testid="proof-chain-result"
            data-ok={verify.data.check.ok}
          >
            {verify.data.check.ok
              ? t('proof.chainOk', { count: proof.leaf.records, date: proof.date })
              : t('proof.chainBad', { date: proof.date })}
          </div>
        </>
      )}
    </div>
  );
}

function Outcome({ check, result }: { check: ProofCheck; result: MyVerification }) {
  const { t } = useTranslation();
  const { proof } = result;
  const money = (value: string) => formatDecimal(value, { currency: proof.currency }).text;
  return (
    <div
      className={check.ok ? 'proof-result proof-result--ok' : 'proof-result proof-result--bad'}
      role="status"
      data-testid="proof-result"
      data-ok={check.ok}
    >
      {check.ok
        ? t('proof.ok', { balance: money(proof.leaf.balance), total: money(proof.total), date: proof.date })
        : t(`proof.bad_${check.failure ?? 'root_differs'}`)}
    </div>
  );
}

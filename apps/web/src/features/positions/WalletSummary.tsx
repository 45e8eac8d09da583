import type { AccountType, Order } from '@demo/contract';
import { useTranslation } from 'react-i18next';
import { Money } from '../../components/Money';
import { LoadingSkeleton } from '../../components/PageStates';
import { usePrefs } from '../../lib/prefs-store';
import { useAccountLabel } from '../account/use-account-label';
import { useSettings } from '../content/queries';
import { useOrders } from '../orders/queries';
import { useWalletStatistics } from '../wallet/queries';
import { liveSummaryOf, type PositionMarksView, usePositionMarks } from './position-marks';

const HELD = ['BUILD'] as const;
const NONE: readonly Order[] = [];

/** The summary's figures as `user/statisticsWallet` sends them. */
interface SummaryFigures {
  readonly totalAssets: string;
  readonly availableAssets: string;
  readonly fundsInUse: string;
  readonly marketValue: string;
  readonly positionProfit: string;
}

/**
 * The account summary of the active account (`user/statisticsWallet`) on top of the Position tab. Its
 * position P&L is the total of the rows' marks below it, of the same quotes (SPEC MK1), and total
 * assets and market value move with it; the balances are the server's.
 */
export function WalletSummary() {
  const accountType = usePrefs((s) => s.accountType);
  const stats = useWalletStatistics(accountType);
  // The list's own query (the same key, so one request): the marks need the held positions.
  const positions = useOrders(HELD);
  const marks = usePositionMarks(positions.data?.list ?? NONE);
  // Every figure of the summary is in the account's currency (`defaultCurrency`, docs/SPEC.md X1).
  const currency = useSettings().data?.defaultCurrency;
  if (!stats.data) return <LoadingSkeleton lines={2} />;
  return (
    <WalletSummaryView
      accountType={accountType}
      stats={stats.data}
      marks={positions.data ? marks : null}
      currency={currency}
    />
  );
}

/** The summary card for `stats`, its moving figures at `marks` (the server's alone while positions load). */
export function WalletSummaryView({
  accountType,
  stats,
  marks,
  currency,
}: {
  accountType: AccountType;
  stats: SummaryFigures;
  marks: PositionMarksView | null;
  currency: string | undefined;
}) {
  const { t } = useTranslation();
  const label = useAccountLabel();
  const live = marks ? liveSummaryOf(stats, marks) : null;
  const s = { ...stats, ...live };
  return (
    <section className="card" data-testid="position-summary" data-account={accountType}>
      <h2 className="card-title">
        {t('positions.summary')} · {label(accountType)}
      </h2>
      <div className="stat-grid__label">{t('positions.totalAssets')}</div>
      <div className="stat-hero">
        <Money currency={currency} value={s.totalAssets} data-testid="summary-total-assets" />
      </div>
      <div className="stat-grid stat-grid--3">
        <div>
          <div className="stat-grid__label">{t('positions.available')}</div>
          <Money
            currency={currency}
            className="stat-grid__value"
            value={s.availableAssets}
            data-testid="summary-available"
          />
        </div>
        <div>
          <div className="stat-grid__label">{t('positions.fundsInUse')}</div>
          <Money currency={currency} className="stat-grid__value" value={s.fundsInUse} data-testid="summary-in-use" />
        </div>
        <div>
          <div className="stat-grid__label">{t('positions.marketValue')}</div>
          <Money
            currency={currency}
            className="stat-grid__value"
            value={s.marketValue}
            data-testid="summary-market-value"
          />
        </div>
        <div>
          <div className="stat-grid__label">{t('positions.positionProfit')}</div>
          <Money
            currency={currency}
            className="stat-grid__value"
            value={s.positionProfit}
            signed
            colored
            data-testid="summary-position-pnl"
          />
        </div>
      </div>
    </section>
  );
}

import { MARKETS } from '@demo/core';
import { useTranslation } from 'react-i18next';
import { Money } from '../../../components/Money';
import { PageNav } from '../../../components/PageNav';
import { ConnectionBadge } from '../../../features/markets/ConnectionBadge';
import { CategoryQuotes, QuoteListHead } from '../../../features/markets/QuoteList';

/** The category code of the forex tab (`category/front`). */
const FOREX_CATEGORY = 'forex';

/** Forex: every currency pair with its live bid and ask. */
export function ForexPage() {
  const { t } = useTranslation();
  return (
    <div className="page" data-testid="forex-page">
      <PageNav title={t('forex.title')} right={<ConnectionBadge exchange={MARKETS.forex.exchange} />} />
      <div className="card forex-body">
        <CategoryQuotes
          category={FOREX_CATEGORY}
          head={<QuoteListHead middle={t('forex.bid')} right={t('forex.ask')} />}
          columns={({ bid, ask, decimals }) => (
            <>
              <Money value={bid} decimals={decimals} className="quote-row__price" data-testid="quote-bid" />
              <Money value={ask} decimals={decimals} className="quote-row__price" data-testid="quote-ask" />
            </>
          )}
        />
      </div>
    </div>
  );
}

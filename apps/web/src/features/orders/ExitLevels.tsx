import type { Order } from '@demo/contract';
import { useTranslation } from 'react-i18next';
import { Money } from '../../components/Money';
// The trailing distance's style lives with the position cards, where these rows are shown.
import '../positions/positions.css';

/**
 * An order's exits as rows of its card's key-value grid: the stop loss, or the trailing stop with the
 * level it has reached and, after it, its signed distance in the instrument's currency (the server's `stopLoss`, which only tightens, SPEC O11, MK3), and
 * the take profit. `always` shows empty levels as dashes (held positions), else they are left out.
 */
export function ExitLevels({ order, always }: { order: Order; always: boolean }) {
  const { t } = useTranslation();
  const priced = { decimals: order.decimals, currency: order.instrumentCurrency };
  return (
    <>
      {order.trailingDistance !== null ? (
        <>
          <dt>{t('positions.trailing')}</dt>
          <dd data-testid="order-trailing">
            <Money value={order.stopLoss} {...priced} data-testid="order-trailing-level" />{' '}
            <small className="muted tabular trail-distance">
              ({order.direction === 'buy' ? '−' : '+'}
              <Money value={order.trailingDistance} {...priced} data-testid="order-trailing-distance" />)
            </small>
          </dd>
        </>
      ) : (
        (always || order.stopLoss !== null) && (
          <>
            <dt>{t('positions.stopLoss')}</dt>
            <dd>
              <Money value={order.stopLoss} {...priced} data-testid="order-stop-loss" />
            </dd>
          </>
        )
      )}
      {(always || order.takeProfit !== null) && (
        <>
          <dt>{t('positions.takeProfit')}</dt>
          <dd>
            <Money value={order.takeProfit} {...priced} data-testid="order-take-profit" />
          </dd>
        </>
      )}
    </>
  );
}

import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { loginPathFor } from '../../lib/route-guard';
import { useSession } from '../../lib/session-store';

export type TradeDirection = 'buy' | 'sell';

/**
 * The Buy / Sell bar at the foot of a detail page. It shows only while `TRADING_ENABLED` is on;
 * an anonymous visitor goes to login and comes back, a signed-in one opens the order sheet.
 */
export function TradeBar({ onTrade }: { onTrade: (direction: TradeDirection) => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const token = useSession((s) => s.token);
  const press = (direction: TradeDirection) => {
    if (!token) navigate(loginPathFor(location.pathname + location.search));
    else onTrade(direction);
  };
  return (
    <div className="trade-bar" data-testid="trade-bar">
      <Button block className="trade-bar__buy" data-testid="trade-buy" onClick={() => press('buy')}>
        {t('detail.buy')}
      </Button>
      <Button block className="trade-bar__sell" data-testid="trade-sell" onClick={() => press('sell')}>
        {t('detail.sell')}
      </Button>
    </div>
  );
}

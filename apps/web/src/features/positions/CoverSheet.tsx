import type { Order } from '@demo/contract';
import Button from 'antd-mobile/es/components/button';
import Popup from 'antd-mobile/es/components/popup';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Money } from '../../components/Money';
import { QuantityField } from '../../components/QuantityField';
import { parseQuantity } from '../../components/quantity-clamp';
import { contentKeeper } from '../../lib/request-id';
import { toast } from '../../lib/toast';
import { useSettings } from '../content/queries';
import { useCoverOrder } from '../orders/mutations';
// The sheet's layout is the trade sheet's; imported here too so the close sheet is styled even when no
// trade sheet was opened before it.
import '../trade/trade.css';
import { COVER_PERCENTS, percentToHands } from './cover-hands';
import { coverEstimateOf, useMarkQuotes } from './position-marks';

/**
 * Covers part or all of a position: 25/50/75/100 % or an exact number of lots, with the price it closes
 * at (the live closing side of the quote: a buy's bid, a sell's ask) and the P&L a cover of those lots
 * at that quote realises (core `closeEstimate`, SPEC MK2), both moving with the feed.
 */
export function CoverSheet({ order, onClose }: { order: Order; onClose: () => void }) {
  const { t } = useTranslation();
  const [handsText, setHandsText] = useState(String(order.hands));
  const [picked, setPicked] = useState<number | null>(100);
  const cover = useCoverOrder();
  const keeper = useRef(contentKeeper()).current;
  const quoteOf = useMarkQuotes(useMemo(() => [order], [order]));
  const saleFee = useSettings().data?.tradeSaleFee;
  const lots = parseQuantity(handsText, { min: 1, max: order.hands });
  const hands = lots.ok ? lots.value : null;
  const estimate = coverEstimateOf(order, hands, quoteOf, saleFee);
  const quote = quoteOf(order.code);
  const submit = () => {
    if (hands === null) return;
    cover.mutate(
      { orderId: order.id, hands, requestId: keeper.idFor(`${order.id}:${hands}`) },
      {
        onSuccess: () => {
          keeper.renew();
          toast(t('positions.covered'), 'success');
          onClose();
        },
      },
    );
  };
  return (
    <Popup visible onMaskClick={onClose} onClose={onClose} bodyClassName="trade-sheet" destroyOnClose>
      <div data-testid="cover-sheet">
        <header className="trade-sheet__head">
          <strong>
            {t('positions.coverTitle')} · {order.name}
          </strong>
        </header>
        <div className="chip-row chip-row--start">
          {COVER_PERCENTS.map((p) => {
            const n = percentToHands(order.hands, p);
            return (
              <button
                type="button"
                key={p}
                className={picked === p ? 'chip chip--on' : 'chip'}
                aria-pressed={picked === p}
                onClick={() => {
                  setPicked(p);
                  setHandsText(String(n));
                }}
                data-testid={`cover-percent-${p}`}
              >
                {`${p}%`}
              </button>
            );
          })}
        </div>
        <div className="trade-row">
          <span className="trade-row__label">
            {t('positions.coverHands')}{' '}
            <small className="muted">{t('positions.coverOf', { count: order.hands })}</small>
          </span>
          <QuantityField
            text={handsText}
            onText={(text) => {
              setPicked(null);
              setHandsText(text);
            }}
            min={1}
            max={order.hands}
            label={t('positions.coverHands')}
            decreaseLabel={t('trade.decrease')}
            increaseLabel={t('trade.increase')}
            data-testid="cover-hands"
          />
        </div>
        <div className="trade-row">
          <span className="trade-row__label">{t('sheet.closePrice')}</span>
          <span data-bid={quote?.bid} data-ask={quote?.ask} data-testid="cover-quote">
            <Money
              value={estimate.closePrice}
              decimals={order.decimals}
              currency={order.instrumentCurrency}
              data-testid="cover-price"
            />
          </span>
        </div>
        <div className="trade-row">
          <span className="trade-row__label">
            {t('sheet.estimatedPnl')} <small className="muted">{t('sheet.beforeFee')}</small>
          </span>
          <Money value={estimate.pnl} currency={order.currency} signed colored data-testid="cover-pnl" />
        </div>
        {!lots.ok && (
          <p className="trade-problem" role="alert" data-testid="cover-problem">
            {t(`validation.lots.${lots.problem}`, { min: 1, max: order.hands })}
          </p>
        )}
        <div className="trade-actions">
          <Button fill="outline" className="trade-actions__secondary" onClick={onClose}>
            {t('sheet.keepPosition')}
          </Button>
          <Button
            block
            color="primary"
            loading={cover.isPending}
            disabled={hands === null}
            onClick={submit}
            data-testid="cover-confirm"
          >
            {t('positions.coverConfirm')}
          </Button>
        </div>
      </div>
    </Popup>
  );
}

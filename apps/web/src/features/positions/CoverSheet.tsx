import type { Order } from '@demo/contract';
import { coveredPnlShare, formatMoney, parseMoney } from '@demo/core';
import Button from 'antd-mobile/es/components/button';
import Popup from 'antd-mobile/es/components/popup';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Money } from '../../components/Money';
import { QuantityField } from '../../components/QuantityField';
import { parseQuantity } from '../../components/quantity-clamp';
import { useQuote } from '../../lib/realtime';
import { contentKeeper } from '../../lib/request-id';
import { toast } from '../../lib/toast';
import { useCoverOrder } from '../orders/mutations';
// The sheet's layout is the trade sheet's; imported here too so the close sheet is styled even when no
// trade sheet was opened before it.
import '../trade/trade.css';
import { COVER_PERCENTS, percentToHands } from './cover-hands';
import { livePosition } from './position-money';

/** The part of the position's P&L that covering `hands` lots realises, in the P&L's own decimals (SPEC V7). */
export function coverPnlText(profit: string, hands: number, held: number): string | null {
  const decimals = profit.split('.')[1]?.length ?? 0;
  const parsed = parseMoney(profit, decimals);
  if (!parsed.ok) return null;
  const share = coveredPnlShare(parsed.value, hands, held);
  return share === null ? null : formatMoney(share, decimals);
}

/**
 * Covers part or all of a position: 25/50/75/100 % or an exact number of lots, with the price it closes
 * at (the live closing side of the quote) and the P&L those lots would realise, both moving with the feed.
 */
export function CoverSheet({ order, onClose }: { order: Order; onClose: () => void }) {
  const { t } = useTranslation();
  const [handsText, setHandsText] = useState(String(order.hands));
  const [picked, setPicked] = useState<number | null>(100);
  const cover = useCoverOrder();
  const keeper = useRef(contentKeeper()).current;
  const quote = useQuote(order.code);
  const live = livePosition(order, quote);
  const lots = parseQuantity(handsText, { min: 1, max: order.hands });
  const hands = lots.ok ? lots.value : null;
  const pnl = hands === null ? null : coverPnlText(live.pnl, hands, order.hands);
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
          <Money
            value={live.currentPrice}
            decimals={order.decimals}
            currency={order.instrumentCurrency}
            data-testid="cover-price"
          />
        </div>
        <div className="trade-row">
          <span className="trade-row__label">
            {t('sheet.estimatedPnl')} <small className="muted">{t('sheet.beforeFee')}</small>
          </span>
          <Money value={pnl} currency={order.currency} signed colored data-testid="cover-pnl" />
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

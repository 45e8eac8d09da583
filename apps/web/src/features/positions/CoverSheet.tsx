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
 * The lots to cover, typed or picked as a share of the position, what a cover of them realises at the
 * live quote, and the cover itself: one requestId per lot count, so a retry after a failure is the same
 * request.
 */
function useCover(order: Order, onClose: () => void) {
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
  const pick = (percent: number) => {
    setPicked(percent);
    setHandsText(String(percentToHands(order.hands, percent)));
  };
  const type = (text: string) => {
    setPicked(null);
    setHandsText(text);
  };
  return { handsText, picked, pick, type, lots, hands, estimate, quote, submit, pending: cover.isPending };
}

type Cover = ReturnType<typeof useCover>;

/** The share chips (25/50/75/100 %), each setting the lots to that share of the position. */
function PercentChips({ cover }: { cover: Cover }) {
  return (
    <div className="chip-row chip-row--start">
      {COVER_PERCENTS.map((p) => (
        <button
          type="button"
          key={p}
          className={cover.picked === p ? 'chip chip--on' : 'chip'}
          aria-pressed={cover.picked === p}
          onClick={() => cover.pick(p)}
          data-testid={`cover-percent-${p}`}
        >
          {`${p}%`}
        </button>
      ))}
    </div>
  );
}

/** The lots to cover, then the price they close at and the P&L that realises. */
function CoverRows({ order, cover }: { order: Order; cover: Cover }) {
  const { t } = useTranslation();
  const { estimate, quote } = cover;
  return (
    <>
      <div className="trade-row">
        <span className="trade-row__label">
          {t('positions.coverHands')} <small className="muted">{t('positions.coverOf', { count: order.hands })}</small>
        </span>
        <QuantityField
          text={cover.handsText}
          onText={cover.type}
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
    </>
  );
}

/**
 * Covers part or all of a position: 25/50/75/100 % or an exact number of lots, with the price it closes
 * at (the live closing side of the quote: a buy's bid, a sell's ask) and the P&L a cover of those lots
 * at that quote realises (core `closeEstimate`, SPEC MK2), both moving with the feed.
 */
export function CoverSheet({ order, onClose }: { order: Order; onClose: () => void }) {
  const { t } = useTranslation();
  const cover = useCover(order, onClose);
  const { lots } = cover;
  return (
    <Popup visible onMaskClick={onClose} onClose={onClose} bodyClassName="trade-sheet" destroyOnClose>
      <div data-testid="cover-sheet">
        <header className="trade-sheet__head">
          <strong>
            {t('positions.coverTitle')} · {order.name}
          </strong>
        </header>
        <PercentChips cover={cover} />
        <CoverRows order={order} cover={cover} />
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
            loading={cover.pending}
            disabled={cover.hands === null}
            onClick={cover.submit}
            data-testid="cover-confirm"
          >
            {t('positions.coverConfirm')}
          </Button>
        </div>
      </div>
    </Popup>
  );
}

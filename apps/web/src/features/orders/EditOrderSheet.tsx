import type { Order } from '@demo/contract';
import { currencyDecimals, isPendingState } from '@demo/core';
import Button from 'antd-mobile/es/components/button';
import Popup from 'antd-mobile/es/components/popup';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Money } from '../../components/Money';
import { TextInput } from '../../components/TextField';
import { useQuote } from '../../lib/realtime';
import { contentKeeper } from '../../lib/request-id';
import { toast } from '../../lib/toast';
import { useSettings } from '../content/queries';
import { ExitFields } from '../trade/ExitFields';
import { priceTicksOf, stepPrice, type TradeEstimate, tradeEstimate, tradingSettingsOf } from '../trade/estimate';
import { exitProblem } from '../trade/exit-levels';
import { useAccountFx } from '../trade/use-account-fx';
import { useWalletStatistics } from '../wallet/queries';
import { type EditForm, editFormOf, editReferenceTicks, editsPrice, updatePayloadOf } from './edit-levels';
import { useUpdateOrder } from './mutations';
// The sheet's layout is the trade sheet's, loaded here too so it is styled when opened first.
import '../trade/trade.css';

/**
 * What a pending limit order holds at a price: the trade sheet's estimate (margin, opening fee and
 * insurance by core's `orderCosts`, converted as the server converts), null until its inputs arrive.
 */
function useHoldAt(order: Order, priceText: string): TradeEstimate | null {
  const settings = useSettings();
  const stats = useWalletStatistics(order.accountType);
  const fx = useAccountFx(order.instrumentCurrency, order.currency);
  const trading = useMemo(() => tradingSettingsOf(settings.data), [settings.data]);
  if (!trading || !stats.data || !fx) return null;
  return tradeEstimate({
    direction: order.direction,
    priceType: 'limit',
    bid: priceText,
    ask: priceText,
    limitPrice: priceText,
    hands: order.hands,
    lever: order.multiple,
    insurance: order.insurance,
    terms: { decimals: order.decimals, handCount: order.handCount, lever: order.multiple },
    settings: trading,
    ...stats.data,
    fx,
  });
}

/**
 * Edits a held position's or a pending order's stop loss (or trailing stop) and take profit, and a
 * pending limit order's price with the hold it would take at the new price; calls `order/update`.
 */
export function EditOrderSheet({ order, onClose }: { order: Order; onClose: () => void }) {
  const { t } = useTranslation();
  const [form, setForm] = useState<EditForm>(() => editFormOf(order));
  const quote = useQuote(order.code);
  const fallback = order.currentPrice ?? order.price ?? '';
  const bid = quote?.bid ?? fallback;
  const ask = quote?.ask ?? fallback;
  const withPrice = editsPrice(order);
  const priced = { currency: order.instrumentCurrency, symbol: true };
  // A held position's levels are checked against the current price, a pending order's against its limit.
  const held = !isPendingState(order.status);
  const problem = useEditProblem(order, form, { bid, ask }, quote);
  const sameDistance =
    order.trailingDistance !== null &&
    priceTicksOf(form.trailingDistance, order.decimals) === priceTicksOf(order.trailingDistance, order.decimals);
  const keptLevel = held && form.stopMode === 'trailing' && sameDistance ? order.stopLoss : null;
  const holdNow = useHoldAt(order, order.price ?? '');
  const holdNew = useHoldAt(order, form.price);
  const patch = (p: Partial<EditForm>) => setForm((f) => ({ ...f, ...p }));
  const { save, saving } = useSaveEdit(order, form, onClose);
  return (
    <Popup visible onMaskClick={onClose} onClose={onClose} bodyClassName="trade-sheet" destroyOnClose>
      <div data-testid="edit-sheet" data-id={order.id}>
        <SheetHead order={order} held={held} />
        {withPrice && (
          <PriceStepperRow price={form.price} decimals={order.decimals} onChange={(price) => patch({ price })} />
        )}
        {held && (
          <div className="trade-row">
            <span className="trade-row__label">{t('positions.current')}</span>
            <Money
              value={order.direction === 'buy' ? bid : ask}
              decimals={order.decimals}
              {...priced}
              data-testid="edit-current"
            />
          </div>
        )}
        <ExitFields
          form={form}
          onChange={patch}
          direction={order.direction}
          bid={bid}
          ask={ask}
          decimals={order.decimals}
          priced={priced}
          testIdPrefix="edit"
          keptLevel={keptLevel}
        />
        {withPrice && <HoldSection order={order} holdNow={holdNow} holdNew={holdNew} />}
        {problem && (
          <p className="trade-problem" role="alert" data-testid="edit-problem">
            {problem}
          </p>
        )}
        <div className="trade-actions">
          <Button fill="outline" className="trade-actions__secondary" onClick={onClose} disabled={saving}>
            {t('orders.edit.keep')}
          </Button>
          <Button
            block
            color="primary"
            loading={saving}
            disabled={problem !== null}
            onClick={save}
            data-testid="edit-save"
          >
            {t('orders.edit.save')}
          </Button>
        </div>
      </div>
    </Popup>
  );
}

/** What is wrong with the edit, in words: a bad price, or a level on the wrong side or too close. */
function useEditProblem(
  order: Order,
  form: EditForm,
  { bid, ask }: { bid: string; ask: string },
  quote: ReturnType<typeof useQuote>,
) {
  const { t } = useTranslation();
  const withPrice = editsPrice(order);
  const held = !isPendingState(order.status);
  const reference = editReferenceTicks(order, form, quote ?? { bid, ask });
  const problemKey =
    withPrice && priceTicksOf(form.price, order.decimals) === null
      ? 'price'
      : exitProblem({
          ...form,
          direction: order.direction,
          referenceTicks: reference,
          trailsFromTicks: reference,
          insurance: order.insurance,
          decimals: order.decimals,
          bid,
          ask,
        });
  const side = problemKey === 'stopLossSide' || problemKey === 'takeProfitSide';
  const problem = problemKey
    ? t(`trade.problem.${side && held ? `${problemKey}Now` : problemKey}` as 'trade.problem.price', {
        side: t(
          (problemKey === 'stopLossSide') === (order.direction === 'buy')
            ? 'trade.problem.below'
            : 'trade.problem.above',
        ),
      })
    : null;
  return problem;
}

/** A pending limit order's price, typed or stepped one tick at a time. */
function PriceStepperRow({
  price,
  decimals,
  onChange,
}: {
  price: string;
  decimals: number;
  onChange: (price: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="trade-row">
      <span className="trade-row__label">{t('trade.price')}</span>
      <span className="price-stepper">
        <button
          type="button"
          className="icon-button"
          aria-label={t('trade.decrease')}
          onClick={() => onChange(stepPrice(price, decimals, -1))}
        >
          −
        </button>
        <TextInput
          value={price}
          onChange={onChange}
          inputMode="decimal"
          data-testid="edit-price"
          aria-label={t('trade.price')}
        />
        <button
          type="button"
          className="icon-button"
          aria-label={t('trade.increase')}
          onClick={() => onChange(stepPrice(price, decimals, 1))}
        >
          +
        </button>
      </span>
    </div>
  );
}

/** The hold the order takes now and the one it would take at the new price. */
function HoldSection({
  order,
  holdNow,
  holdNew,
}: {
  order: Order;
  holdNow: TradeEstimate | null;
  holdNew: TradeEstimate | null;
}) {
  const { t } = useTranslation();
  const accountDecimals = currencyDecimals(order.currency);
  return (
    <section className="trade-estimate" aria-label={t('orders.edit.hold')} data-testid="edit-hold">
      <div className="trade-estimate__row">
        <span className="muted">{t('orders.edit.holdNow')}</span>
        <Money value={holdNow?.total} currency={order.currency} decimals={accountDecimals} />
      </div>
      <div className="trade-estimate__row trade-estimate__row--total">
        <span>{t('orders.edit.holdNew')}</span>
        <Money
          value={holdNew?.total}
          currency={order.currency}
          decimals={accountDecimals}
          data-testid="edit-hold-new"
        />
      </div>
    </section>
  );
}

/** Saves the edit once: the same levels sent again (a retry, a double tap) are one request. */
function useSaveEdit(order: Order, form: EditForm, onClose: () => void) {
  const { t } = useTranslation();
  const update = useUpdateOrder();
  const keeper = useRef(contentKeeper()).current;
  const save = () => {
    const payload = updatePayloadOf(order, form);
    update.mutate(
      { payload, requestId: keeper.idFor(JSON.stringify(payload)) },
      {
        onSuccess: () => {
          keeper.renew();
          toast(t('orders.edit.saved'), 'success');
          onClose();
        },
      },
    );
  };
  return { save, saving: update.isPending };
}

/** What is edited: a held position or a pending order, its name and its side. */
function SheetHead({ order, held }: { order: Order; held: boolean }) {
  const { t } = useTranslation();
  return (
    <header className="trade-sheet__head">
      <strong>
        {t(held ? 'orders.edit.titleHeld' : 'orders.edit.titlePending')} · {order.name}
      </strong>
      <span className={order.direction === 'buy' ? 'side-tag side-tag--buy' : 'side-tag side-tag--sell'}>
        {order.direction === 'buy' ? t('trade.buy') : t('trade.sell')}
      </span>
    </header>
  );
}

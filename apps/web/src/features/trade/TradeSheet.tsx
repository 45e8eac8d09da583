import { formatDecimal, priceFormat } from '@demo/client';
import type { ProductInfo } from '@demo/contract';
import { formatPrice, isPendingState } from '@demo/core';
import Button from 'antd-mobile/es/components/button';
import Popup from 'antd-mobile/es/components/popup';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { parseQuantity } from '../../components/quantity-clamp';
import { PATHS } from '../../lib/paths';
import { usePrefs } from '../../lib/prefs-store';
import { useQuote } from '../../lib/realtime';
import { requestIdKeeper } from '../../lib/request-id';
import { toast } from '../../lib/toast';
import { useAccountLabel } from '../account/use-account-label';
import { DisclosurePanel } from '../brakes/DisclosurePanel';
import { NudgePanel } from '../brakes/NudgePanel';
import { type OrderStep, stepAfter, useOrderBrakes } from '../brakes/order-brakes';
import { useSettings } from '../content/queries';
import { bookOfDepth } from '../depth/depth-math';
import { useDepth } from '../depth/use-depth';
import { shortIndiaTime } from '../orders/validity-label';
import { useWalletStatistics } from '../wallet/queries';
import { draftOf } from './draft';
import { EstimateView } from './EstimateView';
import { entryPriceTicks, estimateForLots, priceTicksOf, stopBeyondForceCover, tradingSettingsOf } from './estimate';
import { closingTicks, defaultUntilText, exitProblem, validityPayload } from './exit-levels';
import { LeverageNote } from './LeverageNote';
import { initialLever } from './lever-choice';
import { usePlaceOrder } from './mutations';
import { TradeFields, type TradeForm } from './TradeFields';
import { useAccountFx } from './use-account-fx';
import './trade.css';
import { HaltBanner } from './HaltBanner';

export interface TradeSheetProps {
  product: ProductInfo;
  direction: 'buy' | 'sell';
  onClose: () => void;
}

/**
 * The trade panel: a bottom sheet with the order form and its estimate, then a confirm step. Each
 * confirmation carries one requestId; pressing "Place order" again after a failure resends the same
 * one, and going back to edit starts a new confirmation.
 */
export function TradeSheet({ product, direction, onClose }: TradeSheetProps) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const accountType = usePrefs((s) => s.accountType);
  const rememberLever = usePrefs((s) => s.rememberLever);
  const accountLabel = useAccountLabel();
  const quote = useQuote(product.code);
  const settings = useSettings();
  const stats = useWalletStatistics(accountType);
  const place = usePlaceOrder();
  const keeper = useRef(requestIdKeeper()).current;
  const [step, setStep] = useState<OrderStep>('form');
  // AMO4: a shut market that opens again takes a limit order, queued for the open; a suspended one takes none.
  const closed = !product.tradable;
  const afterMarket = closed && product.nextOpen !== null;
  const [form, setForm] = useState<TradeForm>(() => ({
    direction,
    priceType: afterMarket ? 'limit' : 'market',
    // The limit starts at the last price it would trade at, as picking "Limit" does.
    limitPrice: afterMarket ? (direction === 'buy' ? product.ask : product.bid) : '',
    hands: 1,
    handsText: '1',
    // LV1: 1× unless the customer chose more for this product before.
    lever: initialLever(usePrefs.getState().leverByProduct, product.code, product.lever),
    stopMode: 'fixed',
    stopLoss: '',
    takeProfit: '',
    trailingDistance: '',
    insurance: false,
    validity: 'gtc',
    untilText: defaultUntilText(Date.now()),
  }));
  const terms = { decimals: product.decimals, handCount: product.handCount, lever: form.lever };
  // BR8, BR18: the chips offer no lever above the customer's cap; a remembered one above it falls to 1×.
  const brakes = useOrderBrakes(accountType, product.lever);
  useEffect(() => {
    if (form.lever > brakes.maxLever) setForm((f) => ({ ...f, lever: 1 }));
  }, [form.lever, brakes.maxLever]);
  const tradingSettings = useMemo(() => tradingSettingsOf(settings.data), [settings.data]);
  const bid = quote?.bid ?? product.bid;
  const ask = quote?.ask ?? product.ask;
  // The dollar pairs of both currencies price the conversion as the server does (SPEC X4).
  const accountCurrency = settings.data?.defaultCurrency ?? product.currency;
  const priced = priceFormat(product);
  const priceText = (value: string) => formatDecimal(value, { decimals: product.decimals, ...priced }).text;
  const fx = useAccountFx(product.currency, accountCurrency);
  // DP4: a market order follows the live book while the sheet is open, to estimate past the best level.
  const { depth: wireDepth } = useDepth(form.priceType === 'market' ? product.code : null);
  const depth = useMemo(() => wireDepth && bookOfDepth(wireDepth, product.decimals), [wireDepth, product.decimals]);
  // LV4: no figures while the lots are not a valid count, never the last valid count's.
  const estimate =
    tradingSettings && stats.data && fx
      ? estimateForLots(form.handsText, {
          ...form,
          bid,
          ask,
          terms,
          settings: tradingSettings,
          ...stats.data,
          fx,
          depth,
        })
      : null;
  const entry = entryPriceTicks({ ...form, bid, ask, terms });
  // The clock is read at render: an "until" that passes while the sheet is open is refused at review.
  const validity = validityPayload({ ...form, nowMs: Date.now() });
  const problemKey =
    form.priceType === 'limit' && priceTicksOf(form.limitPrice, product.decimals) === null
      ? 'price'
      : (exitProblem({
          ...form,
          referenceTicks: entry,
          trailsFromTicks:
            form.priceType === 'limit' ? entry : closingTicks(form.direction, bid, ask, product.decimals),
          decimals: product.decimals,
          bid,
          ask,
        }) ?? (validity.ok ? null : validity.problem));
  // A lot count that is empty, 0 or a fraction is refused here, before anything is sent (SPEC V6).
  const lots = parseQuantity(form.handsText, { min: 1 });
  // LV3: the server's rule, said before Review: a stop beyond the forced-cover price never acts.
  const beyondTicks =
    form.stopMode === 'fixed' ? stopBeyondForceCover({ ...form, decimals: product.decimals, estimate }) : null;
  const beyond = beyondTicks === null ? null : priceText(formatPrice(beyondTicks, product.decimals));
  const problem = !lots.ok
    ? t(`validation.lots.${lots.problem}`, { min: 1 })
    : problemKey
      ? t(`trade.problem.${problemKey}`, {
          side: t(
            (problemKey === 'stopLossSide') === (form.direction === 'buy')
              ? 'trade.problem.below'
              : 'trade.problem.above',
          ),
        })
      : beyond
        ? t('trade.problem.stopBeyondForceCover', {
            level: beyond,
            side: t(form.direction === 'buy' ? 'trade.problem.above' : 'trade.problem.below'),
          })
        : null;
  // A closed market is said on the sheet, before "Place order", not only in the server's refusal (SPEC V5).
  const hours = product.sessionHours.map((h) => `${h.open}–${h.close}`).join(', ');
  const refused = closed && (!afterMarket || form.priceType !== 'limit');

  const update = (patch: Partial<TradeForm>) => {
    // LV1: a lever picked on a chip is the customer's choice for this product from now on.
    if (patch.lever !== undefined) rememberLever(product.code, patch.lever);
    setForm((f) => ({ ...f, ...patch }));
  };
  const leverNote = <LeverageNote lever={form.lever} estimate={estimate} decimals={product.decimals} />;
  // BR12–BR17: the nudges are taken when Review is tapped and stay as read while the customer reads them.
  const [nudges, setNudges] = useState<ReturnType<typeof brakes.nudgesOf>>([]);
  const review = () => {
    keeper.renew();
    const found = brakes.nudgesOf({
      ...form,
      decimals: product.decimals,
      bid,
      ask,
      last: quote?.price ?? product.price,
      prevClose: quote?.prevClose ?? product.prevClose,
      margin: estimate?.margin ?? null,
      forceCoverTicks: estimate?.forceCoverTicks ?? null,
      available: stats.data?.availableAssets ?? null,
      accountCurrency,
      nextOpen: product.nextOpen,
      nextClose: product.nextClose ?? null,
      nowMs: Date.now(),
    });
    setNudges(found);
    setStep(stepAfter('form', { lever: form.lever, disclosed: brakes.disclosed, nudges: found.length }));
  };
  const goOn = (from: OrderStep) =>
    setStep(stepAfter(from, { lever: form.lever, disclosed: true, nudges: nudges.length }));
  const confirm = () => {
    place.mutate(
      {
        draft: draftOf(product.code, form, validity.ok ? validity.value : {}),
        accountType,
        requestId: keeper.current(),
      },
      {
        onSuccess: (order) => {
          const pending = isPendingState(order.status);
          toast(
            order.status === 'QUEUED'
              ? t('trade.queuedPlaced')
              : pending
                ? t('trade.pendingPlaced')
                : t('trade.placed'),
            'success',
          );
          onClose();
          navigate(`${PATHS.position}?tab=${pending ? 'pending' : 'positions'}`);
        },
      },
    );
  };
  const sideClass = form.direction === 'buy' ? 'trade-submit--buy' : 'trade-submit--sell';
  return (
    <Popup visible onMaskClick={onClose} onClose={onClose} bodyClassName="trade-sheet" destroyOnClose>
      <div data-testid="trade-sheet" data-step={step} data-direction={form.direction}>
        <header className="trade-sheet__head">
          <strong>
            {step === 'form' ? t('trade.title') : t('trade.confirmTitle')} · {product.name}
          </strong>
          <span className="account-chip account-chip--static" data-testid="trade-account" data-account={accountType}>
            <span className="account-chip__dot" />
            {accountLabel(accountType)}
          </span>
        </header>
        <HaltBanner product={product} />
        {closed && !product.halt && (
          <p
            className="trade-closed"
            role="status"
            data-testid="trade-market-closed"
            data-after-market={afterMarket ? 'true' : 'false'}
          >
            {product.nextOpen !== null
              ? t('sheet.marketClosedAmo', { at: shortIndiaTime(product.nextOpen, i18n.language) })
              : hours
                ? t('sheet.marketClosedHours', { hours })
                : t('sheet.marketClosed')}
          </p>
        )}
        {step === 'form' ? (
          <TradeFields
            form={form}
            onChange={update}
            terms={terms}
            maxLever={brakes.maxLever}
            priced={priced}
            quote={quote}
            bid={bid}
            ask={ask}
            insuranceRate={settings.data?.tradeInsuranceRate ?? '0'}
            problem={problem}
            leverNote={leverNote}
            marketTypeDisabled={closed}
          />
        ) : step === 'disclosure' ? (
          <DisclosurePanel
            accepting={brakes.accepting}
            onAccept={() => brakes.accept(() => goOn('disclosure'))}
            onEdit={() => setStep('form')}
          />
        ) : step === 'nudges' ? (
          <NudgePanel nudges={nudges} onGoOn={() => goOn('nudges')} onEdit={() => setStep('form')} />
        ) : (
          <dl className="trade-summary" data-testid="trade-summary">
            <dt>{form.direction === 'buy' ? t('trade.buy') : t('trade.sell')}</dt>
            <dd className="tabular">
              {t('trade.hands')} {form.hands} · {form.priceType === 'market' ? t('trade.market') : t('trade.limit')}{' '}
              {estimate ? priceText(estimate.entryPrice) : ''} · {form.lever}×
            </dd>
            {afterMarket && <dt>{t('trade.afterMarket')}</dt>}
            {afterMarket && product.nextOpen !== null && (
              <dd data-testid="trade-summary-after-market">
                {t('trade.queuesForOpen', { at: shortIndiaTime(product.nextOpen, i18n.language) })}
              </dd>
            )}
            {form.stopMode === 'fixed' && form.stopLoss && <dt>{t('trade.stopLoss')}</dt>}
            {form.stopMode === 'fixed' && form.stopLoss && (
              <dd className="tabular">
                {priceText(form.stopLoss)}
                {form.insurance ? ` · ${t('trade.insurance')}` : ''}
              </dd>
            )}
            {form.stopMode === 'trailing' && <dt>{t('trade.trailingStop')}</dt>}
            {form.stopMode === 'trailing' && (
              <dd className="tabular" data-testid="trade-summary-trailing">
                {t('trade.trailingBy', { distance: priceText(form.trailingDistance) })}
                {form.insurance ? ` · ${t('trade.insurance')}` : ''}
              </dd>
            )}
            {form.takeProfit && <dt>{t('trade.takeProfit')}</dt>}
            {form.takeProfit && <dd className="tabular">{priceText(form.takeProfit)}</dd>}
            {form.priceType === 'limit' && <dt>{t('trade.validity')}</dt>}
            {form.priceType === 'limit' && (
              <dd data-testid="trade-summary-validity">
                {form.validity === 'until' && validity.ok && validity.value.validUntil !== undefined
                  ? t('orders.validity.until', { at: shortIndiaTime(validity.value.validUntil, i18n.language) })
                  : t(`trade.validityChoice.${form.validity}`)}
              </dd>
            )}
          </dl>
        )}
        {step === 'confirm' && leverNote}
        <EstimateView estimate={estimate} decimals={product.decimals} />
        {step === 'confirm' && <p className="trade-hint muted">{t('trade.estimateNote')}</p>}
        {(step === 'form' || step === 'confirm') && (
          <div className="trade-actions">
            {step === 'form' ? (
              <Button
                block
                className={`trade-submit ${sideClass}`}
                disabled={refused || !estimate || problem !== null || !estimate.enough}
                onClick={review}
                data-testid="trade-review"
              >
                {t('trade.review')}
              </Button>
            ) : (
              <>
                <Button
                  fill="outline"
                  onClick={() => setStep('form')}
                  disabled={place.isPending}
                  data-testid="trade-edit"
                >
                  {t('trade.edit')}
                </Button>
                <Button
                  block
                  className={`trade-submit ${sideClass}`}
                  loading={place.isPending}
                  loadingText={t('trade.placing')}
                  onClick={confirm}
                  data-testid="trade-confirm"
                >
                  {t('trade.confirm')}
                </Button>
              </>
            )}
          </div>
        )}
      </div>
    </Popup>
  );
}

import type { ProductInfo } from '@demo/contract';
import { accountFxFromQuotes, FX_PIVOT_CURRENCY } from '@demo/core';
import Button from 'antd-mobile/es/components/button';
import Popup from 'antd-mobile/es/components/popup';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAccountLabel } from '../../app/AppHeader';
import { PATHS } from '../../app/paths';
import { usePrefs } from '../../lib/prefs-store';
import { useQuote } from '../../lib/realtime';
import { toast } from '../../lib/toast';
import { useSettings } from '../content/queries';
import { useWalletStatistics } from '../wallet/queries';
import { EstimateView } from './EstimateView';
import { entryPriceTicks, priceTicksOf, stopsProblem, tradeEstimate, tradingSettingsOf } from './estimate';
import { type OrderDraft, usePlaceOrder } from './mutations';
import { requestIdKeeper } from './request-id';
import { TradeFields, type TradeForm } from './TradeFields';
import './trade.css';

export interface TradeSheetProps {
  product: ProductInfo;
  direction: 'buy' | 'sell';
  onClose: () => void;
}

/** The order draft sent to `order/create`, from the form; empty optional fields are left out. */
export function draftOf(code: string, form: TradeForm): OrderDraft {
  return {
    code,
    direction: form.direction,
    priceType: form.priceType,
    hands: form.hands,
    lever: form.lever,
    insurance: form.insurance ? 1 : 0,
    ...(form.priceType === 'limit' ? { price: form.limitPrice.trim() } : {}),
    ...(form.stopLoss.trim() ? { stopLoss: form.stopLoss.trim() } : {}),
    ...(form.takeProfit.trim() ? { takeProfit: form.takeProfit.trim() } : {}),
  };
}

/**
 * The trade panel: a bottom sheet with the order form and its estimate, then a confirm step. Each
 * confirmation carries one requestId; pressing "Place order" again after a failure resends the same
 * one, and going back to edit starts a new confirmation.
 */
export function TradeSheet({ product, direction, onClose }: TradeSheetProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const accountType = usePrefs((s) => s.accountType);
  const accountLabel = useAccountLabel();
  const quote = useQuote(product.code);
  const settings = useSettings();
  const stats = useWalletStatistics(accountType);
  const place = usePlaceOrder();
  const keeper = useRef(requestIdKeeper()).current;
  const [step, setStep] = useState<'form' | 'confirm'>('form');
  const [form, setForm] = useState<TradeForm>({
    direction,
    priceType: 'market',
    limitPrice: '',
    hands: 1,
    lever: product.lever,
    stopLoss: '',
    takeProfit: '',
    insurance: false,
  });
  const terms = { decimals: product.decimals, handCount: product.handCount, lever: form.lever };
  const tradingSettings = useMemo(() => tradingSettingsOf(settings.data), [settings.data]);
  const bid = quote?.bid ?? product.bid;
  const ask = quote?.ask ?? product.ask;
  // The dollar pairs of both currencies price the conversion as the server does (SPEC X4).
  const accountCurrency = settings.data?.defaultCurrency ?? product.currency;
  const instrumentPair = product.currency === FX_PIVOT_CURRENCY ? '' : `${FX_PIVOT_CURRENCY}${product.currency}`;
  const accountPair = accountCurrency === FX_PIVOT_CURRENCY ? '' : `${FX_PIVOT_CURRENCY}${accountCurrency}`;
  const instrumentPairQuote = useQuote(instrumentPair);
  const accountPairQuote = useQuote(accountPair);
  const fx = accountFxFromQuotes(
    (code) => (code === instrumentPair ? instrumentPairQuote : code === accountPair ? accountPairQuote : undefined),
    product.currency,
    accountCurrency,
  );
  const estimate =
    tradingSettings && stats.data && fx
      ? tradeEstimate({ ...form, bid, ask, lever: form.lever, terms, settings: tradingSettings, ...stats.data, fx })
      : null;
  const entry = entryPriceTicks({ ...form, bid, ask, terms });
  const problemKey =
    form.priceType === 'limit' && priceTicksOf(form.limitPrice, product.decimals) === null
      ? 'price'
      : stopsProblem({ ...form, entryPriceTicks: entry, decimals: product.decimals });
  const problem = problemKey
    ? t(`trade.problem.${problemKey}`, {
        side: t(
          (problemKey === 'stopLossSide') === (form.direction === 'buy')
            ? 'trade.problem.below'
            : 'trade.problem.above',
        ),
      })
    : null;

  const update = (patch: Partial<TradeForm>) => setForm((f) => ({ ...f, ...patch }));
  const review = () => {
    keeper.renew();
    setStep('confirm');
  };
  const confirm = () => {
    place.mutate(
      { draft: draftOf(product.code, form), accountType, requestId: keeper.current() },
      {
        onSuccess: (order) => {
          toast(order.status === 'CREATED' ? t('trade.pendingPlaced') : t('trade.placed'), 'success');
          onClose();
          navigate(`${PATHS.position}?tab=${order.status === 'CREATED' ? 'pending' : 'positions'}`);
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
        {step === 'form' ? (
          <TradeFields
            form={form}
            onChange={update}
            terms={terms}
            quote={quote}
            insuranceRate={settings.data?.tradeInsuranceRate ?? '0'}
            problem={problem}
          />
        ) : (
          <dl className="trade-summary" data-testid="trade-summary">
            <dt>{form.direction === 'buy' ? t('trade.buy') : t('trade.sell')}</dt>
            <dd className="tabular">
              {t('trade.hands')} {form.hands} · {form.priceType === 'market' ? t('trade.market') : t('trade.limit')}{' '}
              {estimate?.entryPrice} · {form.lever}×
            </dd>
            {form.stopLoss && <dt>{t('trade.stopLoss')}</dt>}
            {form.stopLoss && (
              <dd className="tabular">
                {form.stopLoss}
                {form.insurance ? ` · ${t('trade.insurance')}` : ''}
              </dd>
            )}
            {form.takeProfit && <dt>{t('trade.takeProfit')}</dt>}
            {form.takeProfit && <dd className="tabular">{form.takeProfit}</dd>}
          </dl>
        )}
        <EstimateView estimate={estimate} decimals={product.decimals} />
        {step === 'confirm' && <p className="trade-hint muted">{t('trade.estimateNote')}</p>}
        <div className="trade-actions">
          {step === 'form' ? (
            <Button
              block
              className={`trade-submit ${sideClass}`}
              disabled={!estimate || problem !== null || !estimate.enough}
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
      </div>
    </Popup>
  );
}

import { priceFormat } from '@demo/client';
import type { AccountType, ProductInfo } from '@demo/contract';
import { isPendingState } from '@demo/core';
import Button from 'antd-mobile/es/components/button';
import Popup from 'antd-mobile/es/components/popup';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PATHS } from '../../lib/paths';
import { requestIdKeeper } from '../../lib/request-id';
import { toast } from '../../lib/toast';
import { useAccountLabel } from '../account/use-account-label';
import { DisclosurePanel } from '../brakes/DisclosurePanel';
import { NudgePanel } from '../brakes/NudgePanel';
import { type OrderStep, stepAfter, type useOrderBrakes } from '../brakes/order-brakes';
import { shortIndiaTime } from '../orders/validity-label';
import { draftOf } from './draft';
import { EstimateView } from './EstimateView';
import { LeverageNote } from './LeverageNote';
import { usePlaceOrder } from './mutations';
import { OrderSummary } from './OrderSummary';
import { TradeFields, type TradeForm } from './TradeFields';
import { type TradeFigures, useTradeFigures, useTradeForm, useTradeProblem } from './use-trade-ticket';
import './trade.css';
import { HaltBanner } from './HaltBanner';

export interface TradeSheetProps {
  product: ProductInfo;
  direction: 'buy' | 'sell';
  onClose: () => void;
}

interface StepsInput {
  product: ProductInfo;
  form: TradeForm;
  figures: TradeFigures;
  brakes: ReturnType<typeof useOrderBrakes>;
  accountType: AccountType;
  onClose: () => void;
}

/**
 * The steps from the form to a placed order: Review takes the nudges (BR12–BR17) and goes to the
 * disclosure, the nudges or the confirm step; each confirmation carries one requestId.
 */
function useOrderSteps({ product, form, figures, brakes, accountType, onClose }: StepsInput) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const place = usePlaceOrder();
  const keeper = useRef(requestIdKeeper()).current;
  const [step, setStep] = useState<OrderStep>('form');
  // BR12–BR17: the nudges are taken when Review is tapped and stay as read while the customer reads them.
  const [nudges, setNudges] = useState<ReturnType<typeof brakes.nudgesOf>>([]);
  const { quote, estimate, stats, validity } = figures;
  const review = () => {
    keeper.renew();
    const found = brakes.nudgesOf({
      ...form,
      decimals: product.decimals,
      bid: figures.bid,
      ask: figures.ask,
      last: quote?.price ?? product.price,
      prevClose: quote?.prevClose ?? product.prevClose,
      margin: estimate?.margin ?? null,
      forceCoverTicks: estimate?.forceCoverTicks ?? null,
      available: stats.data?.availableAssets ?? null,
      accountCurrency: figures.accountCurrency,
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
  return { step, setStep, nudges, review, goOn, confirm, placing: place.isPending };
}

/** The sheet's title and the account the order goes to. */
function SheetHead({
  product,
  step,
  accountType,
}: {
  product: ProductInfo;
  step: OrderStep;
  accountType: AccountType;
}) {
  const { t } = useTranslation();
  const accountLabel = useAccountLabel();
  return (
    <header className="trade-sheet__head">
      <strong>
        {step === 'form' ? t('trade.title') : t('trade.confirmTitle')} · {product.name}
      </strong>
      <span className="account-chip account-chip--static" data-testid="trade-account" data-account={accountType}>
        <span className="account-chip__dot" />
        {accountLabel(accountType)}
      </span>
    </header>
  );
}

/** A closed market is said on the sheet, before "Place order", not only in the server's refusal (SPEC V5). */
function ClosedNotice({ product, afterMarket }: { product: ProductInfo; afterMarket: boolean }) {
  const { t, i18n } = useTranslation();
  const hours = product.sessionHours.map((h) => `${h.open}–${h.close}`).join(', ');
  return (
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
  );
}

/** Review on the form step; Edit and Place order on the confirm step. */
function TradeActions({
  steps,
  sideClass,
  reviewDisabled,
}: {
  steps: ReturnType<typeof useOrderSteps>;
  sideClass: string;
  reviewDisabled: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div className="trade-actions">
      {steps.step === 'form' ? (
        <Button
          block
          className={`trade-submit ${sideClass}`}
          disabled={reviewDisabled}
          onClick={steps.review}
          data-testid="trade-review"
        >
          {t('trade.review')}
        </Button>
      ) : (
        <>
          <Button
            fill="outline"
            onClick={() => steps.setStep('form')}
            disabled={steps.placing}
            data-testid="trade-edit"
          >
            {t('trade.edit')}
          </Button>
          <Button
            block
            className={`trade-submit ${sideClass}`}
            loading={steps.placing}
            loadingText={t('trade.placing')}
            onClick={steps.confirm}
            data-testid="trade-confirm"
          >
            {t('trade.confirm')}
          </Button>
        </>
      )}
    </div>
  );
}

/**
 * The trade panel: a bottom sheet with the order form and its estimate, then a confirm step. Each
 * confirmation carries one requestId; pressing "Place order" again after a failure resends the same
 * one, and going back to edit starts a new confirmation.
 */
export function TradeSheet({ product, direction, onClose }: TradeSheetProps) {
  const { t } = useTranslation();
  // AMO4: a shut market that opens again takes a limit order, queued for the open; a suspended one takes none.
  const closed = !product.tradable;
  const afterMarket = closed && product.nextOpen !== null;
  const { form, update, brakes, accountType } = useTradeForm(product, direction, afterMarket);
  const figures = useTradeFigures(product, form, accountType);
  const problem = useTradeProblem(product, form, figures);
  const steps = useOrderSteps({ product, form, figures, brakes, accountType, onClose });
  const { step } = steps;
  const { estimate } = figures;
  const refused = closed && (!afterMarket || form.priceType !== 'limit');
  const leverNote = <LeverageNote lever={form.lever} estimate={estimate} decimals={product.decimals} />;
  const sideClass = form.direction === 'buy' ? 'trade-submit--buy' : 'trade-submit--sell';
  return (
    <Popup visible onMaskClick={onClose} onClose={onClose} bodyClassName="trade-sheet" destroyOnClose>
      <div data-testid="trade-sheet" data-step={step} data-direction={form.direction}>
        <SheetHead product={product} step={step} accountType={accountType} />
        <HaltBanner product={product} />
        {closed && !product.halt && <ClosedNotice product={product} afterMarket={afterMarket} />}
        {step === 'form' ? (
          <TradeFields
            form={form}
            onChange={update}
            terms={figures.terms}
            maxLever={brakes.maxLever}
            priced={priceFormat(product)}
            quote={figures.quote}
            bid={figures.bid}
            ask={figures.ask}
            insuranceRate={figures.settings.data?.tradeInsuranceRate ?? '0'}
            problem={problem}
            leverNote={leverNote}
            marketTypeDisabled={closed}
          />
        ) : step === 'disclosure' ? (
          <DisclosurePanel
            accepting={brakes.accepting}
            onAccept={() => brakes.accept(() => steps.goOn('disclosure'))}
            onEdit={() => steps.setStep('form')}
          />
        ) : step === 'nudges' ? (
          <NudgePanel nudges={steps.nudges} onGoOn={() => steps.goOn('nudges')} onEdit={() => steps.setStep('form')} />
        ) : (
          <OrderSummary product={product} form={form} figures={figures} afterMarket={afterMarket} />
        )}
        {step === 'confirm' && leverNote}
        <EstimateView estimate={estimate} decimals={product.decimals} />
        {step === 'confirm' && <p className="trade-hint muted">{t('trade.estimateNote')}</p>}
        {(step === 'form' || step === 'confirm') && (
          <TradeActions
            steps={steps}
            sideClass={sideClass}
            reviewDisabled={refused || !estimate || problem !== null || !estimate.enough}
          />
        )}
      </div>
    </Popup>
  );
}

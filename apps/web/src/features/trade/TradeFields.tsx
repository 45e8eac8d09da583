import type { Quote } from '@demo/contract';
import Switch from 'antd-mobile/es/components/switch';
import { useTranslation } from 'react-i18next';
import { Money } from '../../components/Money';
import { QuantityStepper } from '../../components/QuantityStepper';
import { TextInput } from '../../components/TextField';
import type { TradeTerms } from './estimate';
import { ratePercent, stepPrice } from './estimate';
import { leverOptions } from './lever-options';

export interface TradeForm {
  direction: 'buy' | 'sell';
  priceType: 'market' | 'limit';
  limitPrice: string;
  hands: number;
  lever: number;
  stopLoss: string;
  takeProfit: string;
  insurance: boolean;
}

interface Props {
  form: TradeForm;
  onChange: (patch: Partial<TradeForm>) => void;
  terms: TradeTerms;
  quote: Quote | undefined;
  insuranceRate: string;
  problem: string | null;
}

function Chip({
  on,
  onClick,
  children,
  testId,
}: {
  on: boolean;
  onClick: () => void;
  children: string;
  testId: string;
}) {
  return (
    <button
      type="button"
      className={on ? 'chip chip--on' : 'chip'}
      aria-pressed={on}
      onClick={onClick}
      data-testid={testId}
    >
      {children}
    </button>
  );
}

/** The fields of the trade panel: side, order type, price, lots, lever, exits and insurance. */
export function TradeFields({ form, onChange, terms, quote, insuranceRate, problem }: Props) {
  const { t } = useTranslation();
  const buy = form.direction === 'buy';
  const marketPrice = buy ? quote?.ask : quote?.bid;
  const percent = `${ratePercent(insuranceRate)}%`;
  const setType = (priceType: TradeForm['priceType']) =>
    onChange(
      priceType === 'limit' && !form.limitPrice && marketPrice ? { priceType, limitPrice: marketPrice } : { priceType },
    );
  return (
    <div className="trade-fields">
      <fieldset className="trade-side" aria-label={t('trade.title')}>
        <button
          type="button"
          className={buy ? 'trade-side__btn trade-side__btn--buy is-on' : 'trade-side__btn trade-side__btn--buy'}
          aria-pressed={buy}
          onClick={() => onChange({ direction: 'buy' })}
          data-testid="trade-side-buy"
        >
          {t('trade.buy')}
        </button>
        <button
          type="button"
          className={buy ? 'trade-side__btn trade-side__btn--sell' : 'trade-side__btn trade-side__btn--sell is-on'}
          aria-pressed={!buy}
          onClick={() => onChange({ direction: 'sell' })}
          data-testid="trade-side-sell"
        >
          {t('trade.sell')}
        </button>
      </fieldset>

      <div className="trade-row">
        <span className="trade-row__label">{t('trade.priceType')}</span>
        <span className="chip-row">
          <Chip on={form.priceType === 'market'} onClick={() => setType('market')} testId="trade-type-market">
            {t('trade.market')}
          </Chip>
          <Chip on={form.priceType === 'limit'} onClick={() => setType('limit')} testId="trade-type-limit">
            {t('trade.limit')}
          </Chip>
        </span>
      </div>

      {form.priceType === 'market' ? (
        <div className="trade-row">
          <span className="trade-row__label">{t('trade.marketPrice')}</span>
          <span className="tabular" data-testid="trade-market-price">
            <Money value={marketPrice} decimals={terms.decimals} />
            <small className="muted"> · {t('trade.marketHint', { side: buy ? t('trade.ask') : t('trade.bid') })}</small>
          </span>
        </div>
      ) : (
        <div className="trade-row">
          <span className="trade-row__label">{t('trade.price')}</span>
          <span className="price-stepper">
            <button
              type="button"
              className="icon-button"
              aria-label={t('trade.decrease')}
              onClick={() => onChange({ limitPrice: stepPrice(form.limitPrice, terms.decimals, -1) })}
            >
              −
            </button>
            <TextInput
              value={form.limitPrice}
              onChange={(limitPrice) => onChange({ limitPrice })}
              inputMode="decimal"
              data-testid="trade-price"
              aria-label={t('trade.price')}
            />
            <button
              type="button"
              className="icon-button"
              aria-label={t('trade.increase')}
              onClick={() => onChange({ limitPrice: stepPrice(form.limitPrice, terms.decimals, 1) })}
            >
              +
            </button>
          </span>
        </div>
      )}

      <div className="trade-row">
        <span className="trade-row__label">
          {t('trade.hands')}
          <small className="muted"> {t('trade.handSize', { count: terms.handCount })}</small>
        </span>
        <QuantityStepper
          value={form.hands}
          min={1}
          onChange={(hands) => onChange({ hands })}
          data-testid="trade-hands"
        />
      </div>

      <div className="trade-row">
        <span className="trade-row__label">{t('trade.lever')}</span>
        <span className="chip-row">
          {leverOptions(terms.lever).map((l) => (
            <Chip key={l} on={form.lever === l} onClick={() => onChange({ lever: l })} testId={`trade-lever-${l}`}>
              {`${l}×`}
            </Chip>
          ))}
        </span>
      </div>

      <div className="trade-row">
        <span className="trade-row__label">{t('trade.stopLoss')}</span>
        <TextInput
          value={form.stopLoss}
          onChange={(stopLoss) => onChange({ stopLoss })}
          inputMode="decimal"
          placeholder={t('trade.optional')}
          data-testid="trade-stop-loss"
          aria-label={t('trade.stopLoss')}
        />
      </div>
      <div className="trade-row">
        <span className="trade-row__label">{t('trade.takeProfit')}</span>
        <TextInput
          value={form.takeProfit}
          onChange={(takeProfit) => onChange({ takeProfit })}
          inputMode="decimal"
          placeholder={t('trade.optional')}
          data-testid="trade-take-profit"
          aria-label={t('trade.takeProfit')}
        />
      </div>

      <div className="trade-row">
        <span className="trade-row__label">{t('trade.insurance')}</span>
        <Switch
          checked={form.insurance}
          onChange={(insurance) => onChange({ insurance })}
          data-testid="trade-insurance"
          aria-label={t('trade.insurance')}
        />
      </div>
      <p className="trade-hint muted">{t('trade.insuranceHint', { rate: percent })}</p>
      {problem && (
        <p className="trade-problem" role="alert" data-testid="trade-problem">
          {problem}
        </p>
      )}
    </div>
  );
}

import type { Quote } from '@demo/contract';
import { ORDER_VALIDITIES } from '@demo/contract/refs';
import Switch from 'antd-mobile/es/components/switch';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Money } from '../../components/Money';
import { QuantityField } from '../../components/QuantityField';
import { parseQuantity } from '../../components/quantity-clamp';
import { TextInput } from '../../components/TextField';
import { ExitFields, type ExitForm } from './ExitFields';
import type { TradeTerms } from './estimate';
import { ratePercent, stepPrice } from './estimate';
import type { Validity } from './exit-levels';
import { leverOptions } from './lever-options';

export interface TradeForm extends ExitForm {
  direction: 'buy' | 'sell';
  priceType: 'market' | 'limit';
  limitPrice: string;
  hands: number;
  /** The lot count as typed; `hands` is its last valid value (SPEC V6). */
  handsText: string;
  lever: number;
  insurance: boolean;
  /** How long a limit order waits (SPEC O10); `untilText` is a datetime-local value in India time. */
  validity: Validity;
  untilText: string;
}

interface Props {
  form: TradeForm;
  onChange: (patch: Partial<TradeForm>) => void;
  terms: TradeTerms;
  /** The product's highest lever: the choices stay the same whichever one is picked (SPEC V5). */
  maxLever: number;
  /** How the instrument's prices are written: its currency, with the symbol unless it is a rate or points. */
  priced: { currency: string; symbol: boolean };
  quote: Quote | undefined;
  /** The live quote, or the product's own until it arrives: the trailing stop's hint starts from it. */
  bid: string;
  ask: string;
  insuranceRate: string;
  problem: string | null;
  /** What the chosen lever means, shown under the lever chips (SPEC LV1). */
  leverNote?: ReactNode;
  /** The market is shut: only a limit order can be placed, to queue for the open (SPEC AMO4). */
  marketTypeDisabled?: boolean;
}

function Chip({
  on,
  onClick,
  children,
  testId,
  disabled = false,
}: {
  on: boolean;
  onClick: () => void;
  children: string;
  testId: string;
  disabled?: boolean;
}) {
  return (
    <button
      type="button"
      className={on ? 'chip chip--on' : 'chip'}
      aria-pressed={on}
      disabled={disabled}
      onClick={onClick}
      data-testid={testId}
    >
      {children}
    </button>
  );
}

type Change = (patch: Partial<TradeForm>) => void;

/** Buy or sell, as two halves of one switch. */
function SideSwitch({ buy, onChange }: { buy: boolean; onChange: Change }) {
  const { t } = useTranslation();
  return (
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
  );
}

/** Market or limit, then the price: the live side of the quote, or a limit with − and + steppers. */
function PriceRows({
  form,
  onChange,
  terms,
  priced,
  quote,
  marketTypeDisabled,
}: Pick<Props, 'form' | 'onChange' | 'terms' | 'priced' | 'quote'> & { marketTypeDisabled: boolean }) {
  const { t } = useTranslation();
  const buy = form.direction === 'buy';
  const marketPrice = buy ? quote?.ask : quote?.bid;
  const setType = (priceType: TradeForm['priceType']) =>
    onChange(
      priceType === 'limit' && !form.limitPrice && marketPrice ? { priceType, limitPrice: marketPrice } : { priceType },
    );
  return (
    <>
      <div className="trade-row">
        <span className="trade-row__label">{t('trade.priceType')}</span>
        <span className="chip-row">
          <Chip
            on={form.priceType === 'market'}
            onClick={() => setType('market')}
            testId="trade-type-market"
            disabled={marketTypeDisabled}
          >
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
            <Money value={marketPrice} decimals={terms.decimals} {...priced} />
            <small className="muted"> · {t('trade.marketHint', { side: buy ? t('trade.ask') : t('trade.bid') })}</small>
          </span>
        </div>
      ) : (
        <div className="trade-row">
          <span className="trade-row__label">{t('trade.price')}</span>
          <LimitStepper value={form.limitPrice} decimals={terms.decimals} onChange={onChange} />
        </div>
      )}
    </>
  );
}

/** The limit price with a − and a + that move it by one tick. */
function LimitStepper({ value, decimals, onChange }: { value: string; decimals: number; onChange: Change }) {
  const { t } = useTranslation();
  return (
    <span className="price-stepper">
      <button
        type="button"
        className="icon-button"
        aria-label={t('trade.decrease')}
        onClick={() => onChange({ limitPrice: stepPrice(value, decimals, -1) })}
      >
        −
      </button>
      <TextInput
        value={value}
        onChange={(limitPrice) => onChange({ limitPrice })}
        inputMode="decimal"
        data-testid="trade-price"
        aria-label={t('trade.price')}
      />
      <button
        type="button"
        className="icon-button"
        aria-label={t('trade.increase')}
        onClick={() => onChange({ limitPrice: stepPrice(value, decimals, 1) })}
      >
        +
      </button>
    </span>
  );
}

/** How long a limit order waits (SPEC O10), with the date and time of an "until". */
function ValidityRow({ form, onChange }: Pick<Props, 'form' | 'onChange'>) {
  const { t } = useTranslation();
  return (
    <div className="trade-row trade-row--wrap">
      <span className="trade-row__label">{t('trade.validity')}</span>
      <span className="chip-row">
        {ORDER_VALIDITIES.map((v) => (
          <Chip
            key={v}
            on={form.validity === v}
            onClick={() => onChange({ validity: v })}
            testId={`trade-validity-${v}`}
          >
            {t(`trade.validityChoice.${v}`)}
          </Chip>
        ))}
      </span>
      {form.validity === 'until' && (
        <label className="trade-until">
          <small className="muted">{t('trade.validUntil')}</small>
          <input
            type="datetime-local"
            className="trade-until__input"
            value={form.untilText}
            onChange={(e) => onChange({ untilText: e.target.value })}
            data-testid="trade-valid-until"
          />
        </label>
      )}
    </div>
  );
}

/** The lots as typed (SPEC V6), then the lever chips up to the highest one allowed. */
function LotsAndLever({ form, onChange, terms, maxLever }: Pick<Props, 'form' | 'onChange' | 'terms' | 'maxLever'>) {
  const { t } = useTranslation();
  return (
    <>
      <div className="trade-row">
        <span className="trade-row__label">
          {t('trade.hands')}
          <small className="muted"> {t('trade.handSize', { count: terms.handCount })}</small>
        </span>
        <QuantityField
          text={form.handsText}
          onText={(handsText) => {
            const parsed = parseQuantity(handsText, { min: 1 });
            onChange(parsed.ok ? { handsText, hands: parsed.value } : { handsText });
          }}
          min={1}
          label={t('trade.hands')}
          decreaseLabel={t('trade.decrease')}
          increaseLabel={t('trade.increase')}
          data-testid="trade-hands"
        />
      </div>

      <div className="trade-row">
        <span className="trade-row__label">{t('trade.lever')}</span>
        <span className="chip-row">
          {leverOptions(maxLever).map((l) => (
            <Chip key={l} on={form.lever === l} onClick={() => onChange({ lever: l })} testId={`trade-lever-${l}`}>
              {`${l}×`}
            </Chip>
          ))}
        </span>
      </div>
    </>
  );
}

/** The fields of the trade panel: side, order type, price, lots, lever, exits and insurance. */
export function TradeFields({
  form,
  onChange,
  terms,
  maxLever,
  priced,
  quote,
  bid,
  ask,
  insuranceRate,
  problem,
  leverNote,
  marketTypeDisabled = false,
}: Props) {
  const { t } = useTranslation();
  const percent = `${ratePercent(insuranceRate)}%`;
  return (
    <div className="trade-fields">
      <SideSwitch buy={form.direction === 'buy'} onChange={onChange} />
      <PriceRows
        form={form}
        onChange={onChange}
        terms={terms}
        priced={priced}
        quote={quote}
        marketTypeDisabled={marketTypeDisabled}
      />
      {form.priceType === 'limit' && <ValidityRow form={form} onChange={onChange} />}
      <LotsAndLever form={form} onChange={onChange} terms={terms} maxLever={maxLever} />
      {leverNote}

      <ExitFields
        form={form}
        onChange={onChange}
        direction={form.direction}
        bid={bid}
        ask={ask}
        decimals={terms.decimals}
        priced={priced}
        testIdPrefix="trade"
      />

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

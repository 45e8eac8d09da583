import { formatDecimal } from '@demo/client';
import type { Direction } from '@demo/core';
import Switch from 'antd-mobile/es/components/switch';
import { useTranslation } from 'react-i18next';
import { Money } from '../../components/Money';
import { TextInput } from '../../components/TextField';
import { type StopMode, trailingStartText } from './exit-levels';

export interface ExitForm {
  stopMode: StopMode;
  stopLoss: string;
  takeProfit: string;
  /** A trailing stop's distance in price units, used when `stopMode` is trailing. */
  trailingDistance: string;
}

interface Props {
  form: ExitForm;
  onChange: (patch: Partial<ExitForm>) => void;
  direction: Direction;
  /** The live quote the trailing stop starts from (its closing side). */
  bid: string;
  ask: string;
  decimals: number;
  priced: { currency: string; symbol: boolean };
  /** Prefix of the test ids: `trade` on the trade sheet, `edit` on the edit sheet. */
  testIdPrefix: string;
  /**
   * A held position's trailing level, when the distance shown is its own: sent again unchanged, the
   * server keeps the level the stop reached instead of starting it again (SPEC O11).
   */
  keptLevel?: string | null;
}

/** Where the trailing stop stands: the level a held position keeps, or where it would start now (V9). */
function TrailingHint({
  keptLevel,
  start,
  distance,
  direction,
  decimals,
  priced,
  testIdPrefix,
}: {
  keptLevel: string | null;
  start: string | null;
  distance: string;
  direction: Direction;
  decimals: number;
  priced: { currency: string; symbol: boolean };
  testIdPrefix: string;
}) {
  const { t } = useTranslation();
  return (
    <p className="trade-hint muted" data-testid={`${testIdPrefix}-trailing-hint`}>
      {keptLevel ? (
        <>
          {t('trade.trailingKept')}{' '}
          <Money value={keptLevel} decimals={decimals} {...priced} data-testid={`${testIdPrefix}-trailing-kept`} />
        </>
      ) : start ? (
        <>
          {/* LV4: the distance in the instrument's money ("$3.00 behind the price"), not a bare number. */}
          <span data-testid={`${testIdPrefix}-trailing-by`}>
            {t('trade.trailingBy', {
              distance: formatDecimal(distance, { decimals, ...priced }).text,
            })}
          </span>
          {'. '}
          {t(direction === 'buy' ? 'trade.trailingHintBuy' : 'trade.trailingHintSell')}{' '}
          <Money value={start} decimals={decimals} {...priced} data-testid={`${testIdPrefix}-trailing-start`} />
        </>
      ) : (
        t('trade.trailingExplain')
      )}
    </p>
  );
}

/**
 * Stop loss, or a trailing stop in its place, and take profit: shared by the trade sheet and the edit
 * sheet. The trailing stop's hint says where it would start now (SPEC V9).
 */
export function ExitFields({
  form,
  onChange,
  direction,
  bid,
  ask,
  decimals,
  priced,
  testIdPrefix,
  keptLevel = null,
}: Props) {
  const { t } = useTranslation();
  const trailing = form.stopMode === 'trailing';
  const start = trailing ? trailingStartText({ direction, bid, ask, distance: form.trailingDistance, decimals }) : null;
  return (
    <>
      <div className="trade-row">
        <span className="trade-row__label">{t('trade.trailingStop')}</span>
        <Switch
          checked={trailing}
          onChange={(on) => onChange({ stopMode: on ? 'trailing' : 'fixed' })}
          data-testid={`${testIdPrefix}-trailing-toggle`}
          aria-label={t('trade.trailingStop')}
        />
      </div>
      {trailing ? (
        <>
          <div className="trade-row">
            <span className="trade-row__label">{t('trade.trailingDistance')}</span>
            <TextInput
              value={form.trailingDistance}
              onChange={(trailingDistance) => onChange({ trailingDistance })}
              inputMode="decimal"
              placeholder={t('trade.distancePlaceholder')}
              data-testid={`${testIdPrefix}-trailing-distance`}
              aria-label={`${t('trade.trailingDistance')} (${priced.currency})`}
              suffix={
                <span className="muted trade-unit" data-testid={`${testIdPrefix}-trailing-currency`}>
                  {priced.currency}
                </span>
              }
            />
          </div>
          <TrailingHint
            keptLevel={keptLevel}
            start={start}
            distance={form.trailingDistance}
            direction={direction}
            decimals={decimals}
            priced={priced}
            testIdPrefix={testIdPrefix}
          />
        </>
      ) : (
        <div className="trade-row">
          <span className="trade-row__label">{t('trade.stopLoss')}</span>
          <TextInput
            value={form.stopLoss}
            onChange={(stopLoss) => onChange({ stopLoss })}
            inputMode="decimal"
            placeholder={t('trade.optional')}
            data-testid={`${testIdPrefix}-stop-loss`}
            aria-label={t('trade.stopLoss')}
          />
        </div>
      )}
      <div className="trade-row">
        <span className="trade-row__label">{t('trade.takeProfit')}</span>
        <TextInput
          value={form.takeProfit}
          onChange={(takeProfit) => onChange({ takeProfit })}
          inputMode="decimal"
          placeholder={t('trade.optional')}
          data-testid={`${testIdPrefix}-take-profit`}
          aria-label={t('trade.takeProfit')}
        />
      </div>
    </>
  );
}

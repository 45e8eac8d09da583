import type { KlinePeriod } from '@demo/contract';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type IndicatorSettings, vwapAvailable } from './indicator-settings';

// The settings form loads on the first tap on Settings, not with the detail page.
const ParamsForm = lazy(() => import('./ParamsForm'));

/** The compared product as the chart shows it: its code and its name in the customer's language. */
export interface CompareTarget {
  code: string;
  name: string;
}

interface Props {
  settings: IndicatorSettings;
  onChange: (next: IndicatorSettings) => void;
  period: KlinePeriod;
  compare: CompareTarget | null;
  onCompareOpen: () => void;
  onCompareRemove: () => void;
}

type Toggle = 'rsi' | 'macd' | 'ema' | 'vwap';

function Chip(props: {
  on: boolean;
  label: string;
  name: string;
  testId: string;
  onClick: () => void;
  disabled?: boolean;
  describedBy?: string;
}) {
  return (
    <button
      type="button"
      aria-pressed={props.on}
      aria-disabled={props.disabled || undefined}
      aria-describedby={props.describedBy}
      title={props.name}
      className={`overlay-chip${props.on ? ' overlay-chip--on' : ''}${props.disabled ? ' overlay-chip--disabled' : ''}`}
      data-testid={props.testId}
      onClick={props.disabled ? undefined : props.onClick}
    >
      {props.label}
    </button>
  );
}

/**
 * The indicator chips (RSI and MACD in their own panes, EMA and VWAP over the price), the settings
 * form of their parameters, and the comparison's chip. Every control is a native button or input, so
 * each is reached with Tab and worked with Enter or Space.
 */
export function IndicatorControls({ settings, onChange, period, compare, onCompareOpen, onCompareRemove }: Props) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const vwapReason = useId();
  const vwapOk = vwapAvailable(period);
  const toggle = (key: Toggle) => onChange({ ...settings, [key]: { ...settings[key], on: !settings[key].on } });
  return (
    <>
      <IndicatorChips
        settings={settings}
        onToggle={toggle}
        vwapOk={vwapOk}
        vwapReason={vwapReason}
        editing={editing}
        onEdit={() => setEditing((v) => !v)}
        compare={compare}
        onCompareOpen={onCompareOpen}
        onCompareRemove={onCompareRemove}
      />
      {!vwapOk && (
        <p id={vwapReason} className="chart-note" data-testid="vwap-reason">
          {t('chartTools.vwapIntradayOnly')}
        </p>
      )}
      {editing && (
        <Suspense fallback={null}>
          <ParamsForm
            settings={settings}
            onCancel={() => setEditing(false)}
            onApply={(next) => {
              onChange(next);
              setEditing(false);
            }}
          />
        </Suspense>
      )}
    </>
  );
}

/** The chips themselves: each indicator's switch, Settings, and Compare (or the compared product's chip). */
function IndicatorChips({
  settings: s,
  onToggle,
  vwapOk,
  vwapReason,
  editing,
  onEdit,
  compare,
  onCompareOpen,
  onCompareRemove,
}: Pick<Props, 'settings' | 'compare' | 'onCompareOpen' | 'onCompareRemove'> & {
  onToggle: (key: Toggle) => void;
  vwapOk: boolean;
  vwapReason: string;
  editing: boolean;
  onEdit: () => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="overlay-chips overlay-chips--wrap" aria-label={t('chartTools.indicators')}>
      <Chip
        on={s.rsi.on}
        label={`RSI ${s.rsi.length}`}
        name={t('chartTools.rsiLabel', { length: s.rsi.length })}
        testId="indicator-rsi"
        onClick={() => onToggle('rsi')}
      />
      <Chip
        on={s.macd.on}
        label="MACD"
        name={t('chartTools.macdLabel', s.macd)}
        testId="indicator-macd"
        onClick={() => onToggle('macd')}
      />
      <Chip
        on={s.ema.on}
        label={`EMA ${s.ema.length}`}
        name={t('chartTools.emaLabel', { length: s.ema.length })}
        testId="indicator-ema"
        onClick={() => onToggle('ema')}
      />
      <Chip
        on={s.vwap.on && vwapOk}
        // RSI, MACD, EMA and VWAP are the symbols traders read in either language, as MA is.
        label="VWAP"
        name={t('chartTools.vwapLabel')}
        testId="indicator-vwap"
        onClick={() => onToggle('vwap')}
        disabled={!vwapOk}
        {...(vwapOk ? {} : { describedBy: vwapReason })}
      />
      <Chip
        on={editing}
        label={t('chartTools.params')}
        name={t('chartTools.paramsLabel')}
        testId="indicator-settings"
        onClick={onEdit}
      />
      {compare ? (
        <button
          type="button"
          className="overlay-chip overlay-chip--on"
          aria-label={t('chartTools.compareRemove', { name: compare.name })}
          data-testid="compare-remove"
          onClick={onCompareRemove}
        >
          {t('chartTools.compareChip', { name: compare.code })} <span aria-hidden="true">✕</span>
        </button>
      ) : (
        <Chip
          on={false}
          label={t('chartTools.compare')}
          name={t('chartTools.compareLabel')}
          testId="compare-open"
          onClick={onCompareOpen}
        />
      )}
    </fieldset>
  );
}

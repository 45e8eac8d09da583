import type { KlinePeriod } from '@demo/contract';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type IndicatorSettings,
  PARAM_BOUNDS,
  PARAM_FIELDS,
  type ParamError,
  type ParamField,
  paramsOf,
  validateParams,
  vwapAvailable,
  withParams,
} from './indicator-settings';

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
  const s = settings;
  return (
    <>
      <fieldset className="overlay-chips overlay-chips--wrap" aria-label={t('chartTools.indicators')}>
        <Chip
          on={s.rsi.on}
          label={`RSI ${s.rsi.length}`}
          name={t('chartTools.rsiLabel', { length: s.rsi.length })}
          testId="indicator-rsi"
          onClick={() => toggle('rsi')}
        />
        <Chip
          on={s.macd.on}
          label="MACD"
          name={t('chartTools.macdLabel', s.macd)}
          testId="indicator-macd"
          onClick={() => toggle('macd')}
        />
        <Chip
          on={s.ema.on}
          label={`EMA ${s.ema.length}`}
          name={t('chartTools.emaLabel', { length: s.ema.length })}
          testId="indicator-ema"
          onClick={() => toggle('ema')}
        />
        <Chip
          on={s.vwap.on && vwapOk}
          label={t('chartTools.vwapChip')}
          name={t('chartTools.vwapLabel')}
          testId="indicator-vwap"
          onClick={() => toggle('vwap')}
          disabled={!vwapOk}
          {...(vwapOk ? {} : { describedBy: vwapReason })}
        />
        <Chip
          on={editing}
          label={t('chartTools.params')}
          name={t('chartTools.paramsLabel')}
          testId="indicator-settings"
          onClick={() => setEditing((v) => !v)}
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
      {!vwapOk && (
        <p id={vwapReason} className="chart-note" data-testid="vwap-reason">
          {t('chartTools.vwapIntradayOnly')}
        </p>
      )}
      {editing && (
        <ParamsForm
          settings={settings}
          onCancel={() => setEditing(false)}
          onApply={(next) => {
            onChange(next);
            setEditing(false);
          }}
        />
      )}
    </>
  );
}

/** The parameters, typed as text and checked together on Apply (bounds and MACD fast below slow). */
function ParamsForm(props: {
  settings: IndicatorSettings;
  onApply: (next: IndicatorSettings) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const idBase = useId();
  const [draft, setDraft] = useState(() => {
    const p = paramsOf(props.settings);
    return Object.fromEntries(PARAM_FIELDS.map((f) => [f, String(p[f])])) as Record<ParamField, string>;
  });
  const [errors, setErrors] = useState<Partial<Record<ParamField, ParamError>>>({});
  const message = (field: ParamField, error: ParamError) =>
    error === 'range' ? t('chartTools.error.range', PARAM_BOUNDS[field]) : t(`chartTools.error.${error}`);
  const fields: ReactNode[] = PARAM_FIELDS.map((field) => {
    const id = `${idBase}-${field}`;
    const error = errors[field];
    return (
      <div key={field} className="indicator-param">
        <label htmlFor={id}>{t(`chartTools.field.${field}`)}</label>
        <input
          id={id}
          className="indicator-param__input tabular"
          inputMode="numeric"
          autoComplete="off"
          data-testid={`param-${field}`}
          value={draft[field]}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => setDraft((d) => ({ ...d, [field]: e.target.value }))}
        />
        {error && (
          <span id={`${id}-error`} className="indicator-param__error" role="alert">
            {message(field, error)}
          </span>
        )}
      </div>
    );
  });
  return (
    <form
      className="indicator-params"
      aria-label={t('chartTools.paramsLabel')}
      data-testid="indicator-params"
      onSubmit={(e) => {
        e.preventDefault();
        const result = validateParams(draft);
        if (!result.ok) return setErrors(result.errors);
        props.onApply(withParams(props.settings, result.params));
      }}
    >
      {fields}
      <div className="indicator-params__actions">
        <button type="button" className="chart-button" onClick={props.onCancel}>
          {t('chartTools.cancel')}
        </button>
        <button type="submit" className="chart-button chart-button--primary" data-testid="params-apply">
          {t('chartTools.apply')}
        </button>
      </div>
    </form>
  );
}

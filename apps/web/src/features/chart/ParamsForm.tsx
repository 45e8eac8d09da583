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
  withParams,
} from './indicator-settings';

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

export default ParamsForm;

import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormState } from '../../components/use-form-state';
import {
  type IndicatorSettings,
  PARAM_BOUNDS,
  PARAM_FIELDS,
  type ParamError,
  type ParamField,
  paramsDraft,
  validateParams,
  withParams,
} from './indicator-settings';

/**
 * The parameters, typed as text on `useFormState` and checked together (bounds and MACD fast below
 * slow): the errors show on the first Apply and then follow the typing.
 */
function ParamsForm(props: {
  settings: IndicatorSettings;
  onApply: (next: IndicatorSettings) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const idBase = useId();
  const form = useFormState(paramsDraft(props.settings));
  const checked = validateParams(form.values);
  const message = (field: ParamField, error: ParamError) =>
    error === 'range' ? t('chartTools.error.range', PARAM_BOUNDS[field]) : t(`chartTools.error.${error}`);
  const errors = Object.fromEntries(
    PARAM_FIELDS.map((field) => {
      const error = checked.ok ? undefined : checked.errors[field];
      return [field, error ? message(field, error) : null];
    }),
  );
  const shown = form.shown(errors);
  const fields: ReactNode[] = PARAM_FIELDS.map((field) => {
    const id = `${idBase}-${field}`;
    const error = shown[field];
    return (
      <div key={field} className="indicator-param">
        <label htmlFor={id}>{t(`chartTools.field.${field}`)}</label>
        <input
          id={id}
          className="indicator-param__input tabular"
          inputMode="numeric"
          autoComplete="off"
          data-testid={`param-${field}`}
          value={form.values[field]}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => form.set(field)(e.target.value)}
        />
        {error && (
          <span id={`${id}-error`} className="indicator-param__error" role="alert">
            {error}
          </span>
        )}
      </div>
    );
  });
  const apply = async () => {
    if (checked.ok) props.onApply(withParams(props.settings, checked.params));
  };
  return (
    <form
      className="indicator-params"
      aria-label={t('chartTools.paramsLabel')}
      data-testid="indicator-params"
      onSubmit={form.onSubmit(errors, apply)}
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

import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useProductSearch } from '../markets/queries';
import { useDebounced } from '../markets/use-debounced';
import type { CompareTarget } from './IndicatorControls';

/** Results the picker lists; typing more narrows the search. */
const COMPARE_RESULTS_MAX = 8;

/**
 * Picks the product to compare with from the same search the search page uses (code or name), less
 * the product on screen. Escape or Cancel closes it without a choice.
 */
function ComparePicker(props: { code: string; onPick: (target: CompareTarget) => void; onClose: () => void }) {
  const { t } = useTranslation();
  const inputId = useId();
  const [term, setTerm] = useState('');
  const settled = useDebounced(term.trim());
  const search = useProductSearch(settled);
  const results = (search.data?.list ?? []).filter((p) => p.code !== props.code).slice(0, COMPARE_RESULTS_MAX);
  return (
    <section
      className="compare-picker"
      aria-label={t('chartTools.compareLabel')}
      data-testid="compare-picker"
      onKeyDown={(e) => {
        if (e.key === 'Escape') props.onClose();
      }}
    >
      <label htmlFor={inputId}>{t('chartTools.compareSearch')}</label>
      <div className="compare-picker__row">
        <input
          id={inputId}
          type="search"
          className="compare-picker__input"
          autoComplete="off"
          // The picker opens on the customer's own tap, so the field takes the focus they asked for.
          // biome-ignore lint/a11y/noAutofocus: opened by the user's tap on Compare
          autoFocus
          data-testid="compare-search"
          value={term}
          onChange={(e) => setTerm(e.target.value)}
        />
        <button type="button" className="chart-button" onClick={props.onClose}>
          {t('chartTools.cancel')}
        </button>
      </div>
      {settled && search.isSuccess && results.length === 0 && (
        <p className="chart-note">{t('chartTools.compareNone')}</p>
      )}
      <ul className="compare-picker__list">
        {results.map((p) => (
          <li key={p.code}>
            <button
              type="button"
              className="compare-picker__item"
              data-testid="compare-result"
              data-code={p.code}
              onClick={() => props.onPick({ code: p.code, name: p.name })}
            >
              <strong>{p.name}</strong> <small className="muted">{p.code}</small>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

export default ComparePicker;

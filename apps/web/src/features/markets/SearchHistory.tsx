import Dialog from 'antd-mobile/es/components/dialog';
import { useTranslation } from 'react-i18next';

interface SearchHistoryProps {
  terms: readonly string[];
  onPick: (term: string) => void;
  onClear: () => void;
}

/** Past searches, most recent first; tap one to search again, or clear them all after a confirm. */
export function SearchHistory({ terms, onPick, onClear }: SearchHistoryProps) {
  const { t } = useTranslation();
  if (terms.length === 0) return <p className="muted search-hint">{t('search.hint')}</p>;
  const clear = async () => {
    const ok = await Dialog.confirm({
      content: t('search.clearConfirm'),
      confirmText: t('search.clear'),
      cancelText: t('common.cancel'),
    });
    if (ok) onClear();
  };
  return (
    <section className="search-history" data-testid="search-history" aria-labelledby="search-history-title">
      <div className="search-history__head">
        <h3 id="search-history-title" className="card-title">
          {t('search.history')}
        </h3>
        <button type="button" className="link-button" onClick={() => void clear()} data-testid="search-history-clear">
          {t('search.clear')}
        </button>
      </div>
      <div className="search-history__terms">
        {terms.map((term) => (
          <button
            key={term}
            type="button"
            className="search-history__term"
            onClick={() => onPick(term)}
            data-testid="search-history-item"
          >
            {term}
          </button>
        ))}
      </div>
    </section>
  );
}

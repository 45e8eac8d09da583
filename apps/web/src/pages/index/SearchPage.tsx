import type { Product } from '@demo/contract';
import { PRODUCT_CODE_LENGTH_MAX } from '@demo/contract/refs';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageNav } from '../../components/PageNav';
import { EmptyState, ErrorRetry, LoadingSkeleton } from '../../components/PageStates';
import { TextInput } from '../../components/TextField';
import { useCategories } from '../../features/content/queries';
import { QuoteListHead, useOpenDetail } from '../../features/markets/QuoteList';
import { QuoteRow } from '../../features/markets/QuoteRow';
import { useProductSearch } from '../../features/markets/queries';
import { SearchHistory } from '../../features/markets/SearchHistory';
import { useDebounced } from '../../features/markets/use-debounced';
import { clearSearchHistory, loadSearchHistory, saveSearchTerm } from '../../lib/search-history';
import '../../features/markets/markets.css';
import '../../features/markets/search.css';

/** Product search by code or name, with the device's search history. */
export function SearchPage() {
  const { t } = useTranslation();
  const open = useOpenDetail();
  const [input, setInput] = useState('');
  const [history, setHistory] = useState(loadSearchHistory);
  const term = useDebounced(input.trim());
  const results = useProductSearch(term);
  const rows = results.data?.list ?? [];
  const categories = useCategories();
  const marketName = (code: string) => categories.data?.find((c) => c.code === code)?.name ?? code;

  const remember = (text: string) => setHistory(saveSearchTerm(text));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (input.trim()) remember(input);
  };
  const openResult = (product: Product) => {
    remember(input);
    open(product);
  };

  const pick = (h: string) => {
    setInput(h);
    remember(h);
  };
  const clear = () => {
    clearSearchHistory();
    setHistory([]);
  };
  let body: ReactNode;
  if (!term) body = <SearchHistory terms={history} onPick={pick} onClear={clear} />;
  else if (results.isPending) body = <LoadingSkeleton lines={4} />;
  else if (results.isError) body = <ErrorRetry onRetry={() => void results.refetch()} />;
  else if (rows.length === 0) body = <EmptyState text={t('search.noResults', { term })} />;
  else
    body = (
      <>
        <QuoteListHead />
        <div className="quote-list" data-testid="search-results">
          {rows.map((p) => (
            <QuoteRow key={p.id} product={p} onOpen={openResult} market={marketName(p.category)} />
          ))}
        </div>
      </>
    );

  return (
    <div className="page" data-testid="search-page">
      <PageNav title={t('search.title')} />
      <form className="search-bar" onSubmit={submit}>
        <TextInput
          type="text"
          value={input}
          onChange={setInput}
          placeholder={t('search.placeholder')}
          aria-label={t('search.title')}
          maxLength={PRODUCT_CODE_LENGTH_MAX}
          autoComplete="off"
          data-testid="search-input"
        />
        {input && (
          <button type="button" className="link-button" onClick={() => setInput('')} data-testid="search-clear-input">
            {t('common.cancel')}
          </button>
        )}
      </form>
      <div className="card search-body">{body}</div>
    </div>
  );
}

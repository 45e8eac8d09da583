import type { Watchlist } from '@demo/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListRefresh } from '../../components/ListRefresh';
import { EmptyState, ErrorRetry, LoadingSkeleton } from '../../components/PageStates';
import { SwipeDeleteRow } from '../../components/SwipeDeleteRow';
import { QUOTE_POLL_INTERVAL_MS, useConnectionState } from '../../lib/realtime';
import { moveItem, useWatchlistItemActions } from './mutations';
import { QuoteListHead, useOpenDetail } from './QuoteList';
import { QuoteRow } from './QuoteRow';
import { useWatchlistItems, useWatchlists } from './queries';
import { ReorderButtons } from './ReorderButtons';
import { WatchlistManager } from './WatchlistManager';
import './markets.css';
import './watchlist.css';
import { watchlistName } from '../../i18n/data-names';

/** The list shown: the one picked, else the default one, else the first. */
function pickList(lists: readonly Watchlist[], picked: number | null): Watchlist | null {
  return lists.find((l) => l.id === picked) ?? lists.find((l) => l.isDefault) ?? lists[0] ?? null;
}

/** The products of one named list: swipe left to remove, up/down to reorder while editing. */
function WatchlistItems({ list, editing }: { list: Watchlist; editing: boolean }) {
  const { t } = useTranslation();
  const open = useOpenDetail();
  const connection = useConnectionState();
  const items = useWatchlistItems(list, connection === 'live' ? false : QUOTE_POLL_INTERVAL_MS);
  const actions = useWatchlistItemActions(list.id);
  const rows = items.data ?? [];

  if (items.isPending) return <LoadingSkeleton lines={4} />;
  if (items.isError && rows.length === 0) return <ErrorRetry onRetry={() => void items.refetch()} />;
  if (rows.length === 0)
    return (
      <div data-testid="watchlist-empty">
        <EmptyState text={t('watchlist.empty')} />
        <p className="muted watchlist-hint">{t('watchlist.emptyHint')}</p>
      </div>
    );
  return (
    <ListRefresh onRefresh={() => items.refetch()}>
      <QuoteListHead />
      <div
        className={editing ? 'quote-list quote-list--reordering' : 'quote-list'}
        data-testid="watchlist-items"
        data-list={list.id}
      >
        {rows.map((p, i) => (
          <SwipeDeleteRow key={p.id} onDelete={() => actions.remove.mutate(p.id)} data-testid="watchlist-row">
            <QuoteRow
              product={p}
              onOpen={open}
              trailing={
                editing && (
                  <ReorderButtons
                    index={i}
                    length={rows.length}
                    label={p.code}
                    onMove={(delta) => actions.reorder.mutate(moveItem(rows, i, delta))}
                    testId="watchlist-item"
                  />
                )
              }
            />
          </SwipeDeleteRow>
        ))}
      </div>
    </ListRefresh>
  );
}

/** The Markets tab's watchlist: the named lists as chips, their products, and the list manager. */
export function WatchlistPanel() {
  const { t, i18n } = useTranslation();
  const lists = useWatchlists();
  const [picked, setPicked] = useState<number | null>(null);
  const [managing, setManaging] = useState(false);
  const [editing, setEditing] = useState(false);
  const all = lists.data ?? [];
  const current = pickList(all, picked);

  if (lists.isPending) return <LoadingSkeleton lines={4} />;
  if (lists.isError) return <ErrorRetry onRetry={() => void lists.refetch()} />;
  return (
    <div data-testid="watchlist-panel">
      <div className="watchlist-bar">
        <div className="watchlist-chips" role="tablist" aria-label={t('watchlist.title')}>
          {all.map((l) => (
            <button
              key={l.id}
              type="button"
              role="tab"
              aria-selected={l.id === current?.id}
              className={l.id === current?.id ? 'watchlist-chip watchlist-chip--active' : 'watchlist-chip'}
              onClick={() => setPicked(l.id)}
              data-testid="watchlist-chip"
              data-id={l.id}
            >
              {watchlistName(l, i18n.language)}
            </button>
          ))}
        </div>
        <button
          type="button"
          className="link-button"
          aria-pressed={editing}
          onClick={() => setEditing((e) => !e)}
          data-testid="watchlist-reorder"
        >
          {editing ? t('watchlist.done') : t('watchlist.reorder')}
        </button>
        <button type="button" className="link-button" onClick={() => setManaging(true)} data-testid="watchlist-manage">
          {t('watchlist.manage')}
        </button>
      </div>
      {current && <WatchlistItems list={current} editing={editing} />}
      <WatchlistManager open={managing} onClose={() => setManaging(false)} lists={all} />
    </div>
  );
}

import type { Watchlist } from '@demo/contract';
import { WATCHLISTS_MAX } from '@demo/contract/refs';
import Button from 'antd-mobile/es/components/button';
import Dialog from 'antd-mobile/es/components/dialog';
import Popup from 'antd-mobile/es/components/popup';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextInput } from '../../components/TextField';
import { toast } from '../../lib/toast';
import { moveItem, useWatchlistActions } from './mutations';
import { ReorderButtons } from './ReorderButtons';
import './watchlist.css';
import { watchlistName } from '../../i18n/data-names';

/** Longest list name, in characters (the contract's limit). */
const LIST_NAME_MAX = 32;

interface WatchlistManagerProps {
  open: boolean;
  onClose: () => void;
  lists: readonly Watchlist[];
}

/** A bottom sheet to create, rename, delete (with a confirm) and reorder the named watchlists. */
export function WatchlistManager({ open, onClose, lists }: WatchlistManagerProps) {
  const { t, i18n } = useTranslation();
  const actions = useWatchlistActions();
  const [newName, setNewName] = useState('');
  const [editing, setEditing] = useState<{ id: number; name: string } | null>(null);

  const create = async () => {
    const name = newName.trim();
    if (!name) return toast(t('watchlist.nameRequired'));
    await actions.create.mutateAsync(name);
    setNewName('');
  };
  const saveRename = async () => {
    if (!editing) return;
    const name = editing.name.trim();
    if (!name) return toast(t('watchlist.nameRequired'));
    await actions.rename.mutateAsync({ id: editing.id, name });
    setEditing(null);
  };
  const remove = async (list: Watchlist) => {
    const ok = await Dialog.confirm({
      content: t('watchlist.deleteConfirm', { name: watchlistName(list, i18n.language) }),
      confirmText: t('watchlist.delete'),
      cancelText: t('common.cancel'),
    });
    if (ok) await actions.remove.mutateAsync(list.id);
  };

  return (
    <Popup visible={open} onMaskClick={onClose} onClose={onClose} bodyClassName="watchlist-manager" destroyOnClose>
      <div className="watchlist-manager__head">
        <h3 className="card-title">{t('watchlist.manage')}</h3>
        <Button size="small" fill="none" color="primary" onClick={onClose} data-testid="watchlist-manage-done">
          {t('watchlist.done')}
        </Button>
      </div>
      <ul className="watchlist-manager__lists" data-testid="watchlist-manage-lists">
        {lists.map((list, i) => (
          <li key={list.id} className="watchlist-manager__row" data-testid="watchlist-manage-row" data-id={list.id}>
            {editing?.id === list.id ? (
              <>
                <TextInput
                  value={editing.name}
                  onChange={(name) => setEditing({ id: list.id, name })}
                  maxLength={LIST_NAME_MAX}
                  aria-label={t('watchlist.namePlaceholder')}
                  data-testid="watchlist-rename-input"
                  onEnter={() => void saveRename()}
                />
                <Button
                  size="mini"
                  color="primary"
                  onClick={() => void saveRename()}
                  data-testid="watchlist-rename-save"
                >
                  {t('common.save')}
                </Button>
              </>
            ) : (
              <>
                <ReorderButtons
                  index={i}
                  length={lists.length}
                  label={watchlistName(list, i18n.language)}
                  onMove={(delta) => actions.reorder.mutate(moveItem(lists, i, delta))}
                  testId="watchlist-list"
                />
                <span className="watchlist-manager__name">
                  {watchlistName(list, i18n.language)}
                  <small className="muted">
                    {list.isDefault ? `${t('watchlist.default')} · ` : ''}
                    {t('watchlist.count', { count: list.count })}
                  </small>
                </span>
                <Button
                  size="mini"
                  fill="outline"
                  onClick={() => setEditing({ id: list.id, name: list.name })}
                  data-testid="watchlist-rename"
                >
                  {t('watchlist.rename')}
                </Button>
                {!list.isDefault && (
                  <Button
                    size="mini"
                    fill="outline"
                    color="danger"
                    onClick={() => void remove(list)}
                    data-testid="watchlist-delete"
                  >
                    {t('swipe.delete')}
                  </Button>
                )}
              </>
            )}
          </li>
        ))}
      </ul>
      {lists.length < WATCHLISTS_MAX && (
        <div className="watchlist-manager__create">
          <TextInput
            value={newName}
            onChange={setNewName}
            placeholder={t('watchlist.namePlaceholder')}
            maxLength={LIST_NAME_MAX}
            aria-label={t('watchlist.namePlaceholder')}
            data-testid="watchlist-new-name"
            onEnter={() => {
              if (!actions.create.isPending) void create();
            }}
          />
          <Button
            color="primary"
            size="small"
            loading={actions.create.isPending}
            onClick={() => void create()}
            data-testid="watchlist-create"
          >
            {t('watchlist.create')}
          </Button>
        </div>
      )}
    </Popup>
  );
}

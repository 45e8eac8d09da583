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

type Actions = ReturnType<typeof useWatchlistActions>;
type Editing = { id: number; name: string } | null;

/**
 * The box under the lists that names and creates a new one. The typed name lives in the sheet's owner,
 * so it outlasts the sheet being closed and opened again.
 */
function NewListBox({
  name,
  onName,
  create,
}: {
  name: string;
  onName: (name: string) => void;
  create: Actions['create'];
}) {
  const { t } = useTranslation();
  const submit = async () => {
    const trimmed = name.trim();
    if (!trimmed) return toast(t('watchlist.nameRequired'));
    await create.mutateAsync(trimmed);
    onName('');
  };
  return (
    <div className="watchlist-manager__create">
      <TextInput
        value={name}
        onChange={onName}
        placeholder={t('watchlist.namePlaceholder')}
        maxLength={LIST_NAME_MAX}
        aria-label={t('watchlist.namePlaceholder')}
        data-testid="watchlist-new-name"
        onEnter={() => {
          if (!create.isPending) void submit();
        }}
      />
      <Button
        color="primary"
        size="small"
        loading={create.isPending}
        onClick={() => void submit()}
        data-testid="watchlist-create"
      >
        {t('watchlist.create')}
      </Button>
    </div>
  );
}

/** A list as it reads in the sheet: move buttons, its name and count, rename and (unless default) delete. */
function ListRowView({
  list,
  index,
  lists,
  actions,
  onRename,
}: {
  list: Watchlist;
  index: number;
  lists: readonly Watchlist[];
  actions: Actions;
  onRename: () => void;
}) {
  const { t, i18n } = useTranslation();
  const remove = async () => {
    const ok = await Dialog.confirm({
      content: t('watchlist.deleteConfirm', { name: watchlistName(list, i18n.language) }),
      confirmText: t('watchlist.delete'),
      cancelText: t('common.cancel'),
    });
    if (ok) await actions.remove.mutateAsync(list.id);
  };
  return (
    <>
      <ReorderButtons
        index={index}
        length={lists.length}
        label={watchlistName(list, i18n.language)}
        onMove={(delta) => actions.reorder.mutate(moveItem(lists, index, delta))}
        testId="watchlist-list"
      />
      <span className="watchlist-manager__name">
        {watchlistName(list, i18n.language)}
        <small className="muted">
          {list.isDefault ? `${t('watchlist.default')} · ` : ''}
          {t('watchlist.count', { count: list.count })}
        </small>
      </span>
      <Button size="mini" fill="outline" onClick={onRename} data-testid="watchlist-rename">
        {t('watchlist.rename')}
      </Button>
      {!list.isDefault && (
        <Button size="mini" fill="outline" color="danger" onClick={() => void remove()} data-testid="watchlist-delete">
          {t('swipe.delete')}
        </Button>
      )}
    </>
  );
}

/** A list being renamed: the name's input and its Save button. */
function RenameRow({
  editing,
  onEdit,
  onSave,
}: {
  editing: NonNullable<Editing>;
  onEdit: (name: string) => void;
  onSave: () => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <TextInput
        value={editing.name}
        onChange={onEdit}
        maxLength={LIST_NAME_MAX}
        aria-label={t('watchlist.namePlaceholder')}
        data-testid="watchlist-rename-input"
        onEnter={onSave}
      />
      <Button size="mini" color="primary" onClick={onSave} data-testid="watchlist-rename-save">
        {t('common.save')}
      </Button>
    </>
  );
}

/** A bottom sheet to create, rename, delete (with a confirm) and reorder the named watchlists. */
export function WatchlistManager({ open, onClose, lists }: WatchlistManagerProps) {
  const { t } = useTranslation();
  const actions = useWatchlistActions();
  const [newName, setNewName] = useState('');
  const [editing, setEditing] = useState<Editing>(null);

  const saveRename = async () => {
    if (!editing) return;
    const name = editing.name.trim();
    if (!name) return toast(t('watchlist.nameRequired'));
    await actions.rename.mutateAsync({ id: editing.id, name });
    setEditing(null);
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
              <RenameRow
                editing={editing}
                onEdit={(name) => setEditing({ id: list.id, name })}
                onSave={() => void saveRename()}
              />
            ) : (
              <ListRowView
                list={list}
                index={i}
                lists={lists}
                actions={actions}
                onRename={() => setEditing({ id: list.id, name: list.name })}
              />
            )}
          </li>
        ))}
      </ul>
      {lists.length < WATCHLISTS_MAX && <NewListBox name={newName} onName={setNewName} create={actions.create} />}
    </Popup>
  );
}

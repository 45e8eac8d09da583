import type { User } from '@demo/contract';
import { UPLOAD_MIME_TYPES, UPLOAD_SIZE_MAX_BYTES } from '@demo/contract/refs';
import Avatar from 'antd-mobile/es/components/avatar';
import Button from 'antd-mobile/es/components/button';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextInput } from '../../components/TextField';
import { toast } from '../../lib/toast';
import { useUpdateProfile, useUploadImage } from './mutations';
import { NICKNAME_LENGTH_MAX, nicknameToSave } from './nickname';

/** The avatar as a button that picks a new picture, checked for type and size before it is uploaded. */
function AvatarPicker({ user, update }: { user: User; update: ReturnType<typeof useUpdateProfile> }) {
  const { t } = useTranslation();
  const fileRef = useRef<HTMLInputElement>(null);
  const upload = useUploadImage();
  const onFile = async (file: File | undefined) => {
    if (!file) return;
    if (!(UPLOAD_MIME_TYPES as readonly string[]).includes(file.type) || file.size > UPLOAD_SIZE_MAX_BYTES) {
      toast(t('mine.avatarInvalid'), 'fail');
      return;
    }
    const { url } = await upload.mutateAsync(file);
    await update.mutateAsync({ nickname: user.nickname, avatar: url });
    toast(t('common.updateSuccess'), 'success');
  };

  return (
    <>
      <button
        type="button"
        className="profile-card__avatar"
        aria-label={t('mine.avatar')}
        data-testid="profile-avatar"
        onClick={() => fileRef.current?.click()}
        disabled={upload.isPending}
      >
        <Avatar src={user.avatar ?? ''} style={{ '--size': '64px', '--border-radius': '50%' }} />
        <span className="profile-card__avatar-hint">
          {upload.isPending ? t('mine.avatarUploading') : t('mine.avatar')}
        </span>
      </button>
      <input
        ref={fileRef}
        type="file"
        accept={UPLOAD_MIME_TYPES.join(',')}
        hidden
        data-testid="profile-avatar-file"
        onChange={(e) => {
          void onFile(e.target.files?.[0]).catch(() => undefined);
          e.target.value = '';
        }}
      />
    </>
  );
}

/**
 * The user's avatar (tap to upload a new one) and nickname (edit in place; leaving the field saves
 * it, as Enter and the Save button do, VP3).
 */
export function ProfileCard({ user }: { user: User }) {
  const { t } = useTranslation();
  const nicknameId = useId();
  const [nickname, setNickname] = useState(user.nickname);
  const update = useUpdateProfile();
  const toSave = nicknameToSave(nickname, user.nickname);
  // The nickname being saved: leaving the field by tapping Save blurs it first, and one save is enough.
  const savingRef = useRef<string | null>(null);

  const saveNickname = async () => {
    if (toSave === null || savingRef.current === toSave) return;
    savingRef.current = toSave;
    try {
      await update.mutateAsync({ nickname: toSave, ...(user.avatar ? { avatar: user.avatar } : {}) });
      toast(t('common.updateSuccess'), 'success');
    } finally {
      savingRef.current = null;
    }
  };

  const leaveNickname = () => {
    // An emptied field shows the saved nickname again rather than a blank one that was never saved.
    if (nickname.trim() === '') setNickname(user.nickname);
    else void saveNickname().catch(() => undefined);
  };

  return (
    <section className="card profile-card" aria-label={t('mine.profile')}>
      <AvatarPicker user={user} update={update} />
      <div className="profile-card__body">
        <div className="profile-card__username" data-testid="profile-username">
          {user.username}
        </div>
        <div className="muted tabular">
          {t('mine.uid')}: {user.id}
        </div>
        <label className="muted profile-card__label" htmlFor={nicknameId}>
          {t('mine.nickname')}
        </label>
        <div className="profile-card__nickname">
          <TextInput
            id={nicknameId}
            data-testid="profile-nickname"
            value={nickname}
            onChange={setNickname}
            maxLength={NICKNAME_LENGTH_MAX}
            placeholder={t('mine.nicknamePlaceholder')}
            onEnter={() => void saveNickname().catch(() => undefined)}
            onBlur={leaveNickname}
          />
          {toSave !== null && (
            <Button
              size="mini"
              color="primary"
              loading={update.isPending}
              data-testid="profile-nickname-save"
              onClick={() => void saveNickname().catch(() => undefined)}
            >
              {t('common.save')}
            </Button>
          )}
        </div>
      </div>
    </section>
  );
}

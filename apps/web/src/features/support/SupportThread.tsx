import { formatIndiaTime } from '@demo/client';
import type { SupportMessage } from '@demo/contract';
import { SUPPORT_TEXT_MAX } from '@demo/contract/refs';
import { useQueryClient } from '@tanstack/react-query';
import Button from 'antd-mobile/es/components/button';
import TextArea from 'antd-mobile/es/components/text-area';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorRetry, LoadingSkeleton } from '../../components/PageStates';
import { PATHS } from '../../lib/paths';
import { useUserEvents } from '../../lib/realtime';
import { useSession } from '../../lib/session-store';
import { ImagesPicker } from '../feedback/ImagesPicker';
import { addMessage, useMarkSupportRead, useSendSupport, useSupportThread } from './queries';
import { senderLabel } from './sender';
import './support.css';

/**
 * The customer's conversation with support (W7–W10): history, a box to write text with up to three
 * pictures, and staff answers arriving live over the socket (`{type:'support'}`). Being on the page
 * marks staff messages read.
 */
export function SupportThread() {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const loggedIn = useSession((s) => s.token !== null);
  const thread = useSupportThread();
  const markRead = useMarkSupportRead();
  const endRef = useRef<HTMLDivElement>(null);

  useUserEvents((event) => {
    if (event.type !== 'support') return;
    const { type: _type, threadId: _threadId, ...message } = event;
    addMessage(qc, message, message.from === 'staff' ? 1 : 0);
  });

  const unread = thread.data?.unread ?? 0;
  const count = thread.data?.messages.length ?? 0;
  const { mutate: read } = markRead;
  useEffect(() => {
    if (unread > 0) read();
  }, [unread, read]);
  useEffect(() => {
    if (count > 0) endRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [count]);

  if (!loggedIn)
    return (
      <section className="card support-thread">
        <Link to={PATHS.login} className="link-button" data-testid="support-login">
          {t('support.loginPrompt')}
        </Link>
      </section>
    );

  return (
    <section className="card support-thread" aria-labelledby="support-title" data-testid="support-thread">
      <h2 id="support-title" className="card-title">
        {t('support.threadTitle')}
      </h2>
      <p className="muted support-thread__hint">{t('support.threadHint')}</p>
      <div className="support-thread__messages" aria-live="polite">
        {thread.isError ? (
          <ErrorRetry onRetry={() => void thread.refetch()} />
        ) : thread.isPending ? (
          <LoadingSkeleton lines={3} />
        ) : thread.data.messages.length === 0 ? (
          <p className="muted support-thread__empty">{t('support.empty')}</p>
        ) : (
          thread.data.messages.map((m) => <SupportBubble key={m.id} m={m} />)
        )}
        <div ref={endRef} />
      </div>
      <SupportCompose />
    </section>
  );
}

/** One message: who sent it, its text and pictures, and when. */
function SupportBubble({ m }: { m: SupportMessage }) {
  const { t } = useTranslation();
  return (
    <div className={`support-bubble support-bubble--${m.from}`} data-testid={`support-message-${m.from}`}>
      <span className="support-bubble__who">{senderLabel(t, m)}</span>
      {m.text && <p className="support-bubble__text">{m.text}</p>}
      {m.images.length > 0 && (
        <div className="support-bubble__images">
          {m.images.map((url) => (
            <a key={url} href={url} target="_blank" rel="noopener noreferrer">
              <img src={url} alt={t('support.image')} />
            </a>
          ))}
        </div>
      )}
      <time className="support-bubble__time tabular">{formatIndiaTime(m.createdAt, 'YYYY-MM-DD HH:mm')}</time>
    </div>
  );
}

/** The box to write in: text and up to three pictures, sent together. */
function SupportCompose() {
  const { t } = useTranslation();
  const send = useSendSupport();
  const [text, setText] = useState('');
  const [images, setImages] = useState<string[]>([]);
  const onSend = async () => {
    const body = text.trim();
    if (body === '' && images.length === 0) return;
    await send.mutateAsync({ text: body, images });
    setText('');
    setImages([]);
  };
  return (
    <div className="support-thread__compose">
      <ImagesPicker value={images} onChange={setImages} testId="support-image" compact />
      <TextArea
        value={text}
        onChange={setText}
        placeholder={t('support.placeholder')}
        maxLength={SUPPORT_TEXT_MAX}
        autoSize={{ minRows: 1, maxRows: 4 }}
        data-testid="support-input"
      />
      <Button
        color="primary"
        size="small"
        loading={send.isPending}
        disabled={text.trim() === '' && images.length === 0}
        onClick={() => void onSend().catch(() => undefined)}
        data-testid="support-send"
      >
        {t('support.send')}
      </Button>
    </div>
  );
}

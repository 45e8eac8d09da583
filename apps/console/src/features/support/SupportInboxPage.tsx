import { formatIndiaTime } from '@demo/client';
import { consoleContentApi as api, CONTENT_IMAGES_MAX, SUPPORT_TEXT_MAX } from '@demo/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Badge, Button, Card, Col, Empty, Image, Input, List, Row, Space, Tag, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { call, uploadSupportImage } from '../../lib/api';
import { callQuery, PAGE_SIZE } from '../../lib/queries';
import { withParams } from '../../lib/search-params';
import { onStaffEvent } from '../../lib/staff-socket';
import { useStaff } from '../session/staff-context';
import { authorOf } from './author';
import { waitingText } from './waiting';

type SupportInboxEntry = api.SupportInboxEntry;

const THREAD_MESSAGES = 100;
const WAITING_TICK_MS = 30_000;

function ThreadPane({ threadId }: { threadId: number }) {
  const qc = useQueryClient();
  const me = useStaff();
  const thread = useQuery(callQuery(api.supportThreadDetail, { threadId, size: THREAD_MESSAGES }));
  const { text, setText, images, setImages, uploading, fileRef, reply, addPictures, canSend } = useReplyDraft(threadId);
  const endRef = useRef<HTMLDivElement>(null);
  const read = useMutation({
    mutationFn: () => call(api.supportThreadRead, { threadId }),
    onSuccess: () => void qc.invalidateQueries({ queryKey: [api.supportInbox.path] }),
  });
  const unread = thread.data?.unread ?? 0;
  const { mutate: markRead } = read;
  useEffect(() => {
    if (unread > 0) markRead();
  }, [unread, markRead]);
  const count = thread.data?.messages.length ?? 0;
  useEffect(() => {
    if (count > 0) endRef.current?.scrollIntoView({ block: 'nearest' });
  }, [count]);

  if (!thread.data) return <Card loading />;
  return (
    <Card title={`Thread with ${thread.data.username}`} data-testid="support-thread">
      <div style={{ maxHeight: '55vh', overflowY: 'auto', display: 'flex', flexDirection: 'column', gap: 8 }}>
        {thread.data.messages.map((m) => (
          <MessageBubble key={m.id} m={m} meId={me.id} />
        ))}
        <div ref={endRef} />
      </div>
      {images.length > 0 && (
        <ReplyImages images={images} onRemove={(url) => setImages((list) => list.filter((u) => u !== url))} />
      )}
      <Space.Compact style={{ width: '100%', marginTop: 12 }}>
        <Input.TextArea
          value={text}
          onChange={(e) => setText(e.target.value)}
          maxLength={SUPPORT_TEXT_MAX}
          autoSize={{ minRows: 1, maxRows: 4 }}
          placeholder="Write an answer"
          data-testid="support-reply-text"
          onPressEnter={(e) => {
            if (!e.shiftKey && canSend) {
              e.preventDefault();
              reply.mutate(text.trim());
            }
          }}
        />
        <Button
          loading={uploading}
          disabled={images.length >= CONTENT_IMAGES_MAX}
          onClick={() => fileRef.current?.click()}
          data-testid="support-reply-attach"
        >
          Picture
        </Button>
        <Button
          type="primary"
          loading={reply.isPending}
          disabled={!canSend || uploading}
          onClick={() => reply.mutate(text.trim())}
          data-testid="support-reply-send"
        >
          Send
        </Button>
      </Space.Compact>
      <input
        ref={fileRef}
        type="file"
        accept="image/jpeg,image/png,image/webp"
        multiple
        hidden
        data-testid="support-reply-file"
        onChange={(e) => void addPictures(e.target.files)}
      />
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        Up to {CONTENT_IMAGES_MAX} pictures (JPEG, PNG or WebP, at most 5 MB each).
      </Typography.Text>
    </Card>
  );
}

/** The staff reply being written: its text and pictures (uploaded as they are picked) and its send. */
function useReplyDraft(threadId: number) {
  const qc = useQueryClient();
  const [text, setText] = useState('');
  const [images, setImages] = useState<string[]>([]);
  const [uploading, setUploading] = useState(false);
  const fileRef = useRef<HTMLInputElement>(null);
  const reply = useMutation({
    mutationFn: (body: string) =>
      call(api.supportReply, {
        threadId,
        text: body,
        ...(images.length > 0 ? { images: JSON.stringify(images) } : {}),
      }),
    onSuccess: () => {
      setText('');
      setImages([]);
      void qc.invalidateQueries({ queryKey: [api.supportThreadDetail.path] });
      void qc.invalidateQueries({ queryKey: [api.supportInbox.path] });
    },
  });
  // W13: pictures go up through support/upload (same checks as the customer's), three at most.
  const addPictures = async (files: FileList | null) => {
    const chosen = [...(files ?? [])].slice(0, CONTENT_IMAGES_MAX - images.length);
    if (chosen.length === 0) return;
    setUploading(true);
    try {
      for (const file of chosen) {
        const url = await uploadSupportImage(file, file.name);
        setImages((list) => (list.length < CONTENT_IMAGES_MAX ? [...list, url] : list));
      }
    } catch {
      // The failure was already shown by the API client's error hook.
    } finally {
      setUploading(false);
      if (fileRef.current) fileRef.current.value = '';
    }
  };
  const canSend = text.trim() !== '' || images.length > 0;
  return { text, setText, images, setImages, uploading, fileRef, reply, addPictures, canSend };
}

/** One message of the thread: staff on the right with its author, the customer on the left. */
function MessageBubble({ m, meId }: { m: api.StaffSupportMessage; meId: number }) {
  return (
    <div
      data-testid={`console-message-${m.from}`}
      style={{
        alignSelf: m.from === 'staff' ? 'flex-end' : 'flex-start',
        maxWidth: '75%',
        background: m.from === 'staff' ? '#e6f0ff' : '#f5f5f5',
        borderRadius: 8,
        padding: '6px 10px',
      }}
    >
      {m.from === 'staff' && (
        <div style={{ fontSize: 11, fontWeight: 600, color: '#555' }} data-testid="console-message-author">
          {authorOf(m, meId)}
        </div>
      )}
      {/* Customers' text is rendered as text: React escapes it. */}
      <Typography.Text style={{ whiteSpace: 'pre-wrap' }}>{m.text}</Typography.Text>
      {m.images.length > 0 && (
        <Space style={{ display: 'flex', marginTop: 4 }}>
          {m.images.map((url) => (
            <Image key={url} src={url} width={64} height={64} style={{ objectFit: 'cover' }} />
          ))}
        </Space>
      )}
      <div style={{ fontSize: 11, color: '#888' }}>{formatIndiaTime(m.createdAt, 'YYYY-MM-DD HH:mm:ss')}</div>
    </div>
  );
}

/** The pictures attached to the reply, each with a button to take it off. */
function ReplyImages({ images, onRemove }: { images: string[]; onRemove: (url: string) => void }) {
  return (
    <Space style={{ display: 'flex', marginTop: 12 }} data-testid="support-reply-images">
      {images.map((url) => (
        <div key={url} style={{ position: 'relative' }}>
          <Image src={url} width={56} height={56} style={{ objectFit: 'cover' }} preview={false} />
          <Button
            size="small"
            type="text"
            danger
            aria-label="Remove picture"
            onClick={() => onRemove(url)}
            style={{ position: 'absolute', top: -6, right: -6 }}
          >
            ×
          </Button>
        </div>
      ))}
    </Space>
  );
}

/** One conversation in the inbox: who, whether it waits and how long, and its last message. */
function InboxRow({
  entry,
  selected,
  nowMs,
  staffId,
  onOpen,
}: {
  entry: SupportInboxEntry;
  selected: boolean;
  nowMs: number;
  staffId: number;
  onOpen: () => void;
}) {
  return (
    <List.Item
      data-testid="support-inbox-row"
      onClick={onOpen}
      style={{
        cursor: 'pointer',
        background: selected ? '#f0f5ff' : undefined,
        paddingInline: 8,
      }}
      extra={entry.unread > 0 ? <Badge count={entry.unread} /> : null}
    >
      <List.Item.Meta
        title={
          <Space>
            {entry.username}
            {entry.waitingSince !== null ? (
              <Tag color="red" data-testid="support-waiting">
                waiting {waitingText(entry.waitingSince, nowMs)}
              </Tag>
            ) : (
              <Tag color="green">answered</Tag>
            )}
          </Space>
        }
        description={
          <Typography.Text type="secondary" ellipsis style={{ maxWidth: 280 }}>
            {entry.lastMessage.from === 'staff' ? `${authorOf(entry.lastMessage, staffId)}: ` : ''}
            {entry.lastMessage.text || '(picture)'}
          </Typography.Text>
        }
      />
    </List.Item>
  );
}

/**
 * The support inbox (W8, W10): threads waiting for an answer first, the longest waiting first, with
 * how long; the open thread on the right. New messages arrive over the staff socket channel.
 */
export function SupportInboxPage() {
  const qc = useQueryClient();
  const me = useStaff();
  const [params, setParams] = useSearchParams();
  const selected = Number(params.get('thread')) || null;
  const inbox = useQuery(callQuery(api.supportInbox, { page: 1, size: PAGE_SIZE * 5 }));
  const [now, setNow] = useState(Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), WAITING_TICK_MS);
    return () => clearInterval(timer);
  }, []);
  useEffect(
    () =>
      onStaffEvent((event) => {
        if (event.type === 'feedback') return;
        void qc.invalidateQueries({ queryKey: [api.supportInbox.path] });
        if (event.type === 'support') void qc.invalidateQueries({ queryKey: [api.supportThreadDetail.path] });
      }),
    [qc],
  );

  return (
    <Row gutter={16}>
      <Col xs={24} lg={9}>
        <Card
          title={
            <Space>
              Support inbox
              {(inbox.data?.unreadTotal ?? 0) > 0 && (
                <Badge count={inbox.data?.unreadTotal} data-testid="support-unread-total" />
              )}
            </Space>
          }
        >
          <List<SupportInboxEntry>
            loading={inbox.isPending}
            dataSource={inbox.data?.list ?? []}
            locale={{ emptyText: <Empty description="No conversations yet" /> }}
            renderItem={(entry) => (
              <InboxRow
                entry={entry}
                selected={entry.threadId === selected}
                nowMs={now}
                staffId={me.id}
                onOpen={() => setParams(withParams(params, { thread: entry.threadId }))}
              />
            )}
          />
        </Card>
      </Col>
      <Col xs={24} lg={15}>
        {selected ? (
          <ThreadPane key={selected} threadId={selected} />
        ) : (
          <Card>
            <Empty description="Choose a conversation" />
          </Card>
        )}
      </Col>
    </Row>
  );
}

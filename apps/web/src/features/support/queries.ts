import type { SupportMessage } from '@demo/contract';
import { supportRead, supportSend, supportThreadCall } from '@demo/contract/refs';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/api';
import { useSession } from '../../lib/session-store';

const supportKeys = { thread: ['support', 'thread'] as const };

type Thread = Awaited<ReturnType<typeof fetchThread>>;

function fetchThread() {
  return call(supportThreadCall, {});
}

/** The signed-in customer's own thread (W7): the latest messages, oldest first, and the unread count. */
export function useSupportThread() {
  const loggedIn = useSession((s) => s.token !== null);
  return useQuery({ queryKey: supportKeys.thread, queryFn: fetchThread, enabled: loggedIn });
}

/** Puts a message into the cached thread once (it may arrive both as a reply and on the socket). */
export function addMessage(qc: QueryClient, message: SupportMessage, unreadDelta: number): void {
  qc.setQueryData<Thread>(supportKeys.thread, (thread) => {
    if (!thread || thread.messages.some((m) => m.id === message.id)) return thread;
    return { ...thread, messages: [...thread.messages, message], unread: thread.unread + unreadDelta };
  });
}

export function useSendSupport() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: { text: string; images: string[] }) =>
      call(supportSend, {
        text: input.text,
        ...(input.images.length > 0 ? { images: JSON.stringify(input.images) } : {}),
      }),
    onSuccess: (message) => addMessage(qc, message, 0),
  });
}

export function useMarkSupportRead() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => call(supportRead, {}, { silent: true }),
    onSuccess: () =>
      qc.setQueryData<Thread>(supportKeys.thread, (thread) => (thread ? { ...thread, unread: 0 } : thread)),
  });
}

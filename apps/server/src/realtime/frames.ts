import { CHANNEL_ERROR, type CodeValue, PONG_FRAME, type SessionEndReason } from '@demo/contract';

/**
 * A server frame serialised once. A batch of quotes goes to every `front` subscriber of the node,
 * so it is encoded to UTF-8 once and the same bytes are handed to each socket.
 */
export function encodeFrame(channel: string, content: unknown): Buffer {
  return Buffer.from(JSON.stringify({ channel, content }));
}

/** The contract's `{"channel":"pong","content":null}`, encoded once for every ping. */
export const PONG_BYTES = encodeFrame(PONG_FRAME.channel, PONG_FRAME.content);

/**
 * An error frame: the contract's `{message}`, plus the contract code when one applies (402, 280 and
 * 281 for a refused or ended session, 404 for a bad frame, 429 for a limit) and the topic the error
 * is about, so a client can tell which of its subscriptions failed, and for an ended session the
 * reason (A22), so the device can say why it was signed out. Messages are English: they are
 * for developers and logs; a screen shows its own text chosen by `code`.
 */
export function errorFrame(message: string, code?: CodeValue, topic?: string, reason?: SessionEndReason): Buffer {
  return encodeFrame(CHANNEL_ERROR, {
    message,
    ...(code === undefined ? {} : { code }),
    ...(topic === undefined ? {} : { topic }),
    ...(reason === undefined ? {} : { reason }),
  });
}

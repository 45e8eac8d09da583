import { CHANNEL_STAFF, SOCKET_PATH, type StaffEvent, staffEvent } from '@demo/contract';
import { readToken } from './session';

/**
 * The console's socket (W10): binds to the staff channel with the staff token and hands each staff
 * event to the listeners. Reconnects after 10 s, 20 s, … capped at 60 s, like the app's client, and
 * binds again on every connection.
 */
const RECONNECT_STEP_MS = 10_000;
const RECONNECT_MAX_MS = 60_000;
const PING_INTERVAL_MS = 25_000;

type Listener = (event: StaffEvent) => void;

const listeners = new Set<Listener>();
/** Topics held (RK9), each with how many screens hold it; sent again on every connection. */
const topics = new Map<string, number>();
/** Whether the socket is open and bound: screens that get pushes poll only while it is not. */
const openListeners = new Set<(open: boolean) => void>();
let open = false;

function setOpen(value: boolean): void {
  if (open === value) return;
  open = value;
  for (const l of [...openListeners]) l(value);
}

function sendNow(frame: unknown): void {
  if (socket?.readyState === WebSocket.OPEN) socket.send(JSON.stringify(frame));
}
let socket: WebSocket | null = null;
let attempt = 0;
let retry: ReturnType<typeof setTimeout> | undefined;
let ping: ReturnType<typeof setInterval> | undefined;

function url(): string {
  const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${window.location.host}${SOCKET_PATH}`;
}

function connect(): void {
  const token = readToken();
  if (!token || listeners.size === 0) return;
  const ws = new WebSocket(url());
  socket = ws;
  ws.onopen = () => {
    attempt = 0;
    ws.send(JSON.stringify({ cmd: 'staff', token }));
    // Commands are handled in order: the subscription is judged after the binding.
    if (topics.size > 0) ws.send(JSON.stringify({ cmd: 'subscribe', topics: [...topics.keys()] }));
    setOpen(true);
    ping = setInterval(() => ws.send(JSON.stringify({ cmd: 'ping' })), PING_INTERVAL_MS);
  };
  ws.onmessage = (message) => {
    let frame: unknown;
    try {
      frame = JSON.parse(String(message.data));
    } catch {
      return;
    }
    if (typeof frame !== 'object' || frame === null || Reflect.get(frame, 'channel') !== CHANNEL_STAFF) return;
    const parsed = staffEvent.safeParse(Reflect.get(frame, 'content'));
    if (parsed.success) for (const l of [...listeners]) l(parsed.data);
  };
  ws.onclose = () => {
    clearInterval(ping);
    if (socket !== ws) return;
    socket = null;
    setOpen(false);
    if (listeners.size === 0) return;
    attempt += 1;
    retry = setTimeout(connect, Math.min(attempt * RECONNECT_STEP_MS, RECONNECT_MAX_MS));
  };
}

/** Listens to staff events while the returned function is not called; the socket lives while anyone listens. */
export function onStaffEvent(listener: Listener): () => void {
  listeners.add(listener);
  if (socket === null && retry === undefined) connect();
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    clearTimeout(retry);
    retry = undefined;
    const ws = socket;
    socket = null;
    setOpen(false);
    ws?.close();
  };
}

/**
 * Holds a pushed topic (a risk topic, RK9) while the returned function is not called; its events come
 * to the `onStaffEvent` listeners, so hold a listener too.
 */
export function holdStaffTopic(topic: string): () => void {
  const held = topics.get(topic) ?? 0;
  topics.set(topic, held + 1);
  if (held === 0) sendNow({ cmd: 'subscribe', topic });
  return () => {
    const left = (topics.get(topic) ?? 1) - 1;
    if (left > 0) {
      topics.set(topic, left);
      return;
    }
    topics.delete(topic);
    sendNow({ cmd: 'unsubscribe', topic });
  };
}

/** Tells `listener` whether the socket is open now and on every change, until the returned function is called. */
export function onStaffSocketOpen(listener: (open: boolean) => void): () => void {
  openListeners.add(listener);
  listener(open);
  return () => {
    openListeners.delete(listener);
  };
}

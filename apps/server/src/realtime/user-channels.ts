import { CHANNEL_USER } from '@demo/contract';
import { type Bus, BusChannel } from '../lib/bus';
import type { Connection } from './connection';
import { encodeFrame } from './frames';

/**
 * The `user` channel of one node: one bus subscription per user with at least one bound connection
 * here, fanned out to those connections, and ended when the last of them goes. Users' events come
 * from whichever node did the work (ARCHITECTURE.md: no sticky sessions), so this is the only way
 * they reach a socket.
 */
export class UserChannels {
  private readonly byUser = new Map<number, { connections: Set<Connection>; stop: () => void }>();

  constructor(private readonly bus: Bus) {}

  add(userId: number, connection: Connection): void {
    let entry = this.byUser.get(userId);
    if (!entry) {
      const connections = new Set<Connection>();
      const stop = this.bus.subscribe(BusChannel.user(userId), (event) => this.deliver(userId, connections, event));
      entry = { connections, stop };
      this.byUser.set(userId, entry);
    }
    entry.connections.add(connection);
  }

  remove(userId: number, connection: Connection): void {
    const entry = this.byUser.get(userId);
    if (!entry) return;
    entry.connections.delete(connection);
    if (entry.connections.size > 0) return;
    entry.stop();
    this.byUser.delete(userId);
  }

  /** An event for every bound customer of this node at once (a published notice, W6). */
  broadcast(event: unknown): void {
    if (this.byUser.size === 0) return;
    const frame = encodeFrame(CHANNEL_USER, event);
    for (const [userId, { connections }] of this.byUser)
      for (const connection of connections) if (connection.binding?.userId === userId) connection.send(frame);
  }

  /** This node's connections that joined `userId`'s channel (a session of theirs ended: A21). */
  connectionsOf(userId: number): readonly Connection[] {
    return [...(this.byUser.get(userId)?.connections ?? [])];
  }

  /** Users with a subscription on this node (tests). */
  userCount(): number {
    return this.byUser.size;
  }

  /** Ends every subscription (the app is closing). */
  stopAll(): void {
    for (const { stop } of this.byUser.values()) stop();
    this.byUser.clear();
  }

  private deliver(userId: number, connections: ReadonlySet<Connection>, event: unknown): void {
    if (connections.size === 0) return;
    const frame = encodeFrame(CHANNEL_USER, event);
    // The binding is checked again per frame: a connection unbound a moment ago gets nothing more.
    for (const connection of connections) if (connection.binding?.userId === userId) connection.send(frame);
  }
}

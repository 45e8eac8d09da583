/**
 * What the load generator did, one record per operation once it was answered: which call, with what
 * payload and request id, after how many attempts, and what came back. The checks after the run read
 * it, and a failed run keeps it as JSON lines beside its seed and the server's logs.
 */
export interface OpRecord {
  readonly seq: number;
  /** `customer-3` or `desk`. */
  readonly actor: string;
  /** The operation's catalogue name (`order.market`, `desk.recharge.approve`…). */
  readonly op: string;
  readonly path: string;
  readonly userId: number | null;
  readonly payload: Readonly<Record<string, string | number | boolean>>;
  readonly requestId: string | null;
  readonly startedAtMs: number;
  readonly answeredAtMs: number;
  readonly attempts: number;
  readonly code: number;
  readonly message: string;
  /** The reply body's `id`, `status`, `parentId` and `hands` when it had them. */
  readonly body: { id?: number; status?: string; parentId?: number | null; hands?: number } | null;
}

export class History {
  readonly records: OpRecord[] = [];
  private seq = 0;

  add(record: Omit<OpRecord, 'seq'>): OpRecord {
    this.seq += 1;
    const full = { ...record, seq: this.seq };
    this.records.push(full);
    return full;
  }

  acknowledged(path: string): OpRecord[] {
    return this.records.filter((r) => r.path === path && r.code === 200);
  }

  refused(path: string): OpRecord[] {
    return this.records.filter((r) => r.path === path && r.code !== 200);
  }

  toJsonLines(): string {
    return `${this.records.map((r) => JSON.stringify(r)).join('\n')}\n`;
  }
}

/** The parts of a reply body the checks need, whatever the call. */
export function bodySummary(body: unknown): OpRecord['body'] {
  if (typeof body !== 'object' || body === null) return null;
  const b = body as Record<string, unknown>;
  return {
    ...(typeof b.id === 'number' ? { id: b.id } : {}),
    ...(typeof b.status === 'string' ? { status: b.status } : {}),
    ...(typeof b.parentId === 'number' || b.parentId === null ? { parentId: b.parentId as number | null } : {}),
    ...(typeof b.hands === 'number' ? { hands: b.hands } : {}),
  };
}

import pg from 'pg';
import type { NamedStatement, RidingRead, RidingStatement, RunOptions } from './prepared';
import { PreparedUnknown, quoteLiteral, stillAborted, withRiding, withRidingCommit } from './transaction';

/**
 * The units of a group commit (db/group-commit.ts, docs/adr/0009) share their named statements'
 * round trips: when every unit of the group waits for a statement (or is done), they all go to
 * PostgreSQL as one simple-protocol query, `execute` of each, prepared once per connection
 * (docs/adr/0006). So a group of sixteen orders costs a round trip per step, not per statement.
 * Values go in as literals, each exactly as the driver would send it as a parameter. When the round
 * trip fails every statement in it answers the error, and if it prepared statements the connection
 * must go, since which were kept is not known. A group's last step can carry its COMMIT, one round
 * trip where there were two (docs/adr/0013).
 */

/** A named statement of one unit, waiting for the group's next round trip. */
interface Waiting {
  readonly unit: number;
  readonly read: RidingRead;
  readonly last: boolean;
  readonly resolve: (rows: pg.QueryResultRow[]) => void;
  readonly reject: (error: unknown) => void;
}

type PrepareValue = (value: unknown) => unknown;

/** The driver's own conversion of a parameter to its text (or a Buffer, or null). */
const prepareValue: PrepareValue = (() => {
  const utils: unknown = Reflect.get(pg, 'utils');
  const found: unknown = typeof utils === 'object' && utils !== null ? Reflect.get(utils, 'prepareValue') : undefined;
  if (typeof found !== 'function') throw new Error('pg.utils.prepareValue is missing: the driver changed');
  return (value: unknown) => Reflect.apply(found, undefined, [value]) as unknown;
})();

/** A character an array element's text must escape, or its SQL literal must double. */
const ELEMENT_ESCAPED = /["'\\]/;

/**
 * A flat array of strings, numbers and bigints (or nulls) as the literal of the driver's array text
 * (`'{"1",NULL}'`), built in one join rather than its element-by-element concatenation: the posting
 * sends some twenty arrays an order, and that loop was the largest allocation of an order (ADR 0025).
 * Null when any element is of another kind or needs escaping, so the driver writes it.
 */
function plainArrayLiteral(values: readonly unknown[]): string | null {
  const parts = new Array<string>(values.length);
  for (let i = 0; i < values.length; i++) {
    const value = values[i];
    if (value === null || value === undefined) parts[i] = 'NULL';
    else if (typeof value === 'number' || typeof value === 'bigint') parts[i] = `"${value}"`;
    else if (typeof value === 'string' && !ELEMENT_ESCAPED.test(value)) parts[i] = `"${value}"`;
    else return null;
  }
  return `'{${parts.join(',')}}'`;
}

/** A parameter as a SQL literal, of the text the driver would have sent for it. */
export function parameterLiteral(value: unknown): string {
  const plain = Array.isArray(value) ? plainArrayLiteral(value) : null;
  if (plain !== null) return plain;
  const prepared = prepareValue(value);
  if (prepared === null || prepared === undefined) return 'null';
  if (Buffer.isBuffer(prepared)) return `'\\x${prepared.toString('hex')}'`;
  return quoteLiteral(String(prepared));
}

/** The batch form of a named statement: its own name (the driver's Parse owns the original one). */
const batchStatements = new Map<string, RidingStatement>();

function batchStatementOf(statement: NamedStatement): RidingStatement {
  let found = batchStatements.get(statement.name);
  if (!found) {
    found = { name: `batch_${statement.name}`, types: [], text: statement.text };
    batchStatements.set(statement.name, found);
  }
  return found;
}

/**
 * Turns of the microtask queue a round trip waits for once every unit waits: longer than the chain
 * of awaits between two statements a unit sends together (the ledger's `post` reaches its statement
 * within a dozen turns of being called), and a turn costs next to nothing.
 */
export const FLUSH_MICROTASKS = 32;

/** What a group sends with COMMIT when its last step carries it. */
export interface CommitTail {
  /** The reads that ride after COMMIT, every unit's in the group's order. */
  readonly reads: readonly RidingRead[];
  /** Whether COMMIT may go now: every unit that ended succeeded and left nothing to send with COMMIT. */
  readonly ready: () => boolean;
}

/** How a step that carried COMMIT ended. */
export type StepCommit =
  | { readonly kind: 'committed'; readonly read: pg.QueryResultRow[][] }
  /** The round trip failed after its statements had run: what committed is not known. */
  | { readonly kind: 'unknown'; readonly error: unknown };

export class StatementBatch {
  private readonly waiting: Waiting[] = [];
  private readonly waitingUnits = new Set<number>();
  private doneUnits = 0;
  /** A round trip is about to go out (`sendWhenAllWait`). */
  private flushing = false;
  /** Set when a round trip that prepared statements failed: the group's connection must go. */
  broken: Error | undefined;
  /** Round trips sent, and the statements they carried. */
  roundTrips = 0;
  statements = 0;
  /** Set once a step that carried COMMIT has ended: the group's COMMIT round trip is not sent. */
  commit: StepCommit | undefined;
  /** A step carrying COMMIT went out: no statement may follow it. */
  private committing = false;

  constructor(
    private readonly client: pg.PoolClient,
    private readonly units: number,
    private readonly tail?: CommitTail,
  ) {}

  /** Unit `unit`'s statement, sent with the others' in the group's next round trip; answers its rows. */
  run(
    unit: number,
    statement: NamedStatement,
    values: readonly unknown[],
    options: RunOptions = {},
  ): Promise<pg.QueryResultRow[]> {
    // A statement after COMMIT would run on its own, outside the transaction: never sent.
    if (this.committing) {
      return Promise.reject(new Error(`${statement.name} was sent after its transaction's COMMIT`));
    }
    const read: RidingRead = { statement: batchStatementOf(statement), literals: values.map(parameterLiteral) };
    return new Promise((resolve, reject) => {
      this.waiting.push({ unit, read, last: options.last === true, resolve, reject });
      this.waitingUnits.add(unit);
      this.sendWhenAllWait();
    });
  }

  /** Unit `unit`'s work has ended: the others no longer wait for its statements. */
  done(): void {
    this.doneUnits += 1;
    this.sendWhenAllWait();
  }

  /**
   * Once every unit waits (or is done), the round trip goes out after FLUSH_MICROTASKS turns of the
   * microtask queue: a unit that sends two statements without waiting for the first (a cover's order
   * update and its posting) reaches its second a few turns after its first, and both ride in the same
   * round trip. The condition cannot turn false meanwhile: a waiting unit waits until the flush.
   */
  private sendWhenAllWait(): void {
    if (this.flushing || this.waiting.length === 0 || this.waitingUnits.size + this.doneUnits < this.units) return;
    this.flushing = true;
    let turns = 0;
    const turn = (): void => {
      turns += 1;
      if (turns < FLUSH_MICROTASKS) {
        queueMicrotask(turn);
        return;
      }
      this.flushing = false;
      const sent = this.waiting.splice(0);
      this.waitingUnits.clear();
      void (this.commitsWith(sent) && this.tail ? this.sendWithCommit(sent, this.tail) : this.send(sent));
    };
    queueMicrotask(turn);
  }

  /** Whether this step is the group's last: every unit still working sent its last statement in it. */
  private commitsWith(sent: readonly Waiting[]): boolean {
    if (!this.tail || this.committing) return false;
    const finishing = new Set(sent.filter((w) => w.last).map((w) => w.unit));
    return finishing.size === this.units - this.doneUnits && this.tail.ready();
  }

  /**
   * The last step with COMMIT and the reads after it. When it fails with the transaction still open
   * (a statement failed, so COMMIT did not run) the statements answer the error and the group rolls
   * back as after any failed step; when the COMMIT ran, or the connection is gone, what committed is
   * not known and `commit` says so.
   */
  private async sendWithCommit(sent: readonly Waiting[], tail: CommitTail): Promise<void> {
    this.committing = true;
    this.roundTrips += 1;
    this.statements += sent.length;
    try {
      const { step, read } = await withRidingCommit(
        this.client,
        sent.map((w) => w.read),
        tail.reads,
      );
      this.commit = { kind: 'committed', read };
      for (const [index, w] of sent.entries()) w.resolve(step[index] ?? []);
    } catch (thrown) {
      if (thrown instanceof PreparedUnknown) this.broken = thrown;
      const error = thrown instanceof PreparedUnknown ? thrown.original : thrown;
      if (!(await stillAborted(this.client))) this.commit = { kind: 'unknown', error };
      for (const w of sent) w.reject(error);
    }
  }

  private async send(sent: readonly Waiting[]): Promise<void> {
    this.roundTrips += 1;
    this.statements += sent.length;
    try {
      const rows = await withRiding(
        this.client,
        '',
        sent.map((w) => w.read),
      );
      for (const [index, w] of sent.entries()) w.resolve(rows[index] ?? []);
    } catch (thrown) {
      if (thrown instanceof PreparedUnknown) this.broken = thrown;
      const error = thrown instanceof PreparedUnknown ? thrown.original : thrown;
      for (const w of sent) w.reject(error);
    }
  }
}

import pg from 'pg';
import type { NamedStatement, RidingRead, RidingStatement } from './prepared';
import { PreparedUnknown, quoteLiteral, withRiding } from './transaction';

/**
 * The units of a group commit (db/group-commit.ts, docs/adr/0009) share their named statements'
 * round trips: a unit's statement waits until every unit of the group is waiting for one (or is
 * done), and then they all go to PostgreSQL as one simple-protocol query, `execute` of each,
 * prepared once per connection as riding reads are (docs/adr/0006). The units of a group do the same
 * steps (lock, write the order, post, store the reply), so a group of sixteen orders costs a round
 * trip per step instead of one per statement, and PostgreSQL no longer waits on Node between them.
 *
 * Values go into the text as literals, each exactly as the driver would send it as a parameter
 * (its own `prepareValue`), quoted by the driver's `escapeLiteral`; PostgreSQL infers the
 * parameters' types at `prepare` as it does at the driver's Parse. When the round trip fails, every
 * statement in it answers the error (the group then rolls back and runs each unit again alone,
 * where errors are its own), and when it prepared statements the connection must go: which of them
 * were kept is not known.
 */

/** A named statement of one unit, waiting for the group's next round trip. */
interface Waiting {
  readonly unit: number;
  readonly read: RidingRead;
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

/** A parameter as a SQL literal, of the text the driver would have sent for it. */
function parameterLiteral(value: unknown): string {
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

  constructor(
    private readonly client: pg.PoolClient,
    private readonly units: number,
  ) {}

  /** Unit `unit`'s statement, sent with the others' in the group's next round trip; answers its rows. */
  run(unit: number, statement: NamedStatement, values: readonly unknown[]): Promise<pg.QueryResultRow[]> {
    const read: RidingRead = { statement: batchStatementOf(statement), literals: values.map(parameterLiteral) };
    return new Promise((resolve, reject) => {
      this.waiting.push({ unit, read, resolve, reject });
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
      void this.send(sent);
    };
    queueMicrotask(turn);
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

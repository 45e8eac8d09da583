import pg from 'pg';

/**
 * Every statement any pg client sends while a count is running, for the tests that bound how many
 * statements a piece of work costs (round trips per order, statements per engine pass). `install`
 * wraps the driver's `query` for the file; `uninstall` puts it back.
 */
const sent: string[] = [];
let recording = false;
const query = pg.Client.prototype.query;

function countingQuery(this: pg.Client, ...args: unknown[]): unknown {
  if (recording) {
    const first = args[0];
    const text = typeof first === 'string' ? first : (Reflect.get(Object(first), 'text') as string | undefined);
    sent.push((text ?? '?').replace(/\s+/g, ' ').slice(0, 120));
  }
  return Reflect.apply(query, this, args);
}

export const statementCounter = {
  install(): void {
    pg.Client.prototype.query = countingQuery as typeof query;
  },
  uninstall(): void {
    pg.Client.prototype.query = query;
  },
  /** Runs `work` and answers its value with the statements it sent, each shortened to 120 characters. */
  async counted<T>(work: () => Promise<T>): Promise<{ value: T; statements: string[] }> {
    sent.length = 0;
    recording = true;
    try {
      const value = await work();
      return { value, statements: [...sent] };
    } finally {
      recording = false;
    }
  },
};

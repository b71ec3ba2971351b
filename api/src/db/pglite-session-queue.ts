import type { PGlite } from '@electric-sql/pglite';

interface QueuedMessage {
  handlerId: number;
  message: Uint8Array;
  onData: (data: Uint8Array) => void;
  resolve: (bytes: number) => void;
  reject: (error: unknown) => void;
}

/** Frontend messages of an extended-query cycle that is still open: Parse, Bind, Describe, Execute, Close, Flush. */
const OPEN_CYCLE = new Set([...'PBDECH'].map((letter) => letter.charCodeAt(0)));

/**
 * The order in which the connections of `PGLiteSocketServer` reach PGlite's one backend session.
 *
 * pglite-socket 0.2.17's own queue gives a connection the session only while a transaction is open,
 * and switches connections between single protocol messages otherwise. An extended query (Parse,
 * Bind, Describe, Execute, Sync) lives in the session's unnamed statement and portal until its Sync,
 * so another connection's Parse in between replaces them: "portal \"\" does not exist", or a Bind
 * against someone else's statement. And a message that throws left that queue stuck for good
 * (electric-sql/pglite#1046, #977, open upstream). This queue keeps the session with one connection
 * from its first message until its cycle ends (Sync or a simple Query, unless a transaction is open)
 * and always moves on after an error. It has the same methods as the one it replaces.
 */
export class PgliteSessionQueue {
  private readonly queue: QueuedMessage[] = [];
  private processing = false;
  /** The connection that holds the session (an open extended-query cycle or transaction), if any. */
  private owner: number | null = null;

  constructor(private readonly db: PGlite) {}

  enqueue(handlerId: number, message: Uint8Array, onData: (data: Uint8Array) => void): Promise<number> {
    return new Promise((resolve, reject) => {
      this.queue.push({ handlerId, message, onData, resolve, reject });
      void this.process();
    });
  }

  getQueueLength(): number {
    return this.queue.length;
  }

  /** A connection went away: its queued messages fail and it no longer holds the session. */
  clearQueueForHandler(handlerId: number): void {
    for (let index = this.queue.length - 1; index >= 0; index -= 1) {
      const item = this.queue[index];
      if (item?.handlerId !== handlerId) continue;
      this.queue.splice(index, 1);
      item.reject(new Error('Handler disconnected'));
    }
  }

  /** Called when a connection detaches: roll back a transaction it left open, free the session. */
  async clearTransactionIfNeeded(handlerId: number): Promise<void> {
    if (this.owner !== handlerId) return;
    this.owner = null;
    if (this.db.isInTransaction()) await this.db.exec('ROLLBACK');
    void this.process();
  }

  private next(): QueuedMessage | undefined {
    if (this.owner === null) return this.queue.shift();
    const index = this.queue.findIndex((item) => item.handlerId === this.owner);
    return index === -1 ? undefined : this.queue.splice(index, 1)[0];
  }

  private async process(): Promise<void> {
    if (this.processing) return;
    this.processing = true;
    try {
      for (let item = this.next(); item; item = this.next()) {
        const current = item;
        let bytes = 0;
        try {
          await this.db.runExclusive(() =>
            this.db.execProtocolRawStream(current.message, {
              onRawData: (data: Uint8Array) => {
                bytes += data.length;
                current.onData(data);
              },
            }),
          );
          current.resolve(bytes);
        } catch (error) {
          current.reject(error);
        }
        const type = current.message[0];
        const cycleOpen = type !== undefined && OPEN_CYCLE.has(type);
        this.owner = cycleOpen || this.db.isInTransaction() ? current.handlerId : null;
      }
    } finally {
      this.processing = false;
    }
  }
}

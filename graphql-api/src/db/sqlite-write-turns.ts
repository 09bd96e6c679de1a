import type { Database } from 'better-sqlite3';
import type { DataSource } from 'typeorm';
import type { BetterSqlite3Driver } from 'typeorm/driver/better-sqlite3/BetterSqlite3Driver';
import { BetterSqlite3QueryRunner } from 'typeorm/driver/better-sqlite3/BetterSqlite3QueryRunner';
import type { IsolationLevel } from 'typeorm/driver/types/IsolationLevel';

/** How many SQL texts' kinds (read or write) are remembered; past it the memory starts again. */
const KINDS_KEPT = 1000;

/**
 * SQLite's one connection, written in turns (decision 060). Every statement of every caller runs on
 * that one connection, so a write made while someone else's transaction is open would run inside
 * it and be rolled back with it. Here each caller gets a query runner of its own on the shared
 * connection: a transaction takes the turn at BEGIN and holds it to COMMIT or ROLLBACK; a write
 * outside a transaction takes it for its one statement; a read never waits (it may see an open
 * transaction's rows, decision 060). Turns are first come, first served. MySQL/MariaDB need none of
 * this: each query runner is a pooled connection of its own.
 */
export function writeSqliteInTurns(dataSource: DataSource): void {
  const driver = dataSource.driver as BetterSqlite3Driver;
  const shared: Shared = {
    // TypeORM's own single runner on the connection runs every statement (its prepared statements
    // are kept there); the runners handed out keep only their own transaction state.
    statements: driver.createQueryRunner('master') as BetterSqlite3QueryRunner,
    turns: new Turns(),
    writes: statementKinds(driver),
  };
  driver.createQueryRunner = () => new TurnTakingQueryRunner(driver, shared);
}

/** better-sqlite3's connection (TypeORM types it `any`). */
const connectionOf = (driver: BetterSqlite3Driver) => driver.databaseConnection as Database;

type Shared = {
  statements: BetterSqlite3QueryRunner;
  turns: Turns;
  /** Whether a statement changes the database (SQLite's own answer). */
  writes: (sql: string) => boolean;
};

/** A first-come, first-served queue of turns: one holder at a time. */
class Turns {
  private last: Promise<void> = Promise.resolve();

  /** Waits for the turn; the answer gives it back (a second call does nothing). */
  async take(): Promise<() => void> {
    const before = this.last;
    let giveBack!: () => void;
    this.last = new Promise<void>((resolve) => (giveBack = resolve));
    await before;
    return giveBack;
  }
}

function statementKinds(driver: BetterSqlite3Driver): (sql: string) => boolean {
  const kinds = new Map<string, boolean>();
  return (sql) => {
    let writes = kinds.get(sql);
    if (writes === undefined) {
      try {
        writes = !connectionOf(driver).prepare(sql).readonly;
      } catch {
        writes = true; // it fails again when run, in a turn, with TypeORM's error
      }
      if (kinds.size >= KINDS_KEPT) kinds.clear();
      kinds.set(sql, writes);
    }
    return writes;
  };
}

class TurnTakingQueryRunner extends BetterSqlite3QueryRunner {
  /** Set while this runner holds the turn, from BEGIN to COMMIT or ROLLBACK. */
  private giveBack: (() => void) | null = null;

  constructor(
    driver: BetterSqlite3Driver,
    private readonly shared: Shared,
  ) {
    super(driver);
  }

  override async query(
    sql: string,
    parameters?: unknown[],
    structured?: boolean,
  ): ReturnType<BetterSqlite3QueryRunner['query']> {
    if (this.giveBack || !this.shared.writes(sql))
      return this.shared.statements.query(sql, parameters, structured);
    const giveBack = await this.shared.turns.take();
    try {
      return await this.shared.statements.query(sql, parameters, structured);
    } finally {
      giveBack();
    }
  }

  override async startTransaction(isolationLevel?: IsolationLevel): Promise<void> {
    if (!this.isTransactionActive) this.giveBack = await this.shared.turns.take();
    await super.startTransaction(isolationLevel);
  }

  override async commitTransaction(): Promise<void> {
    await super.commitTransaction();
    if (!this.isTransactionActive) this.letGo();
  }

  override async rollbackTransaction(): Promise<void> {
    try {
      await super.rollbackTransaction();
    } finally {
      if (!this.isTransactionActive) this.letGo();
    }
  }

  /** Gives the turn back if this runner still holds it (a BEGIN or COMMIT that failed), closing what it left open. */
  override async release(): Promise<void> {
    if (this.giveBack && connectionOf(this.driver).inTransaction)
      connectionOf(this.driver).exec('ROLLBACK');
    this.letGo();
    return super.release();
  }

  private letGo() {
    this.giveBack?.();
    this.giveBack = null;
  }
}

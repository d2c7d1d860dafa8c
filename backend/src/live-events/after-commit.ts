import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { DataSource, type EntityManager, type EntitySubscriberInterface, type QueryRunner } from 'typeorm';

type Work = () => void;

/** Where the work waiting for a transaction's commit is kept: on its query runner, which lives as long as it. */
const WAITING = Symbol('work waiting for the commit');

interface RunnerData {
  [WAITING]?: Work[];
}

/**
 * Runs work once a database transaction has committed, and never when it rolls back: live events and e-mails must
 * not announce a change that did not happen. Work after a savepoint rolled back inside a transaction still runs when
 * the outer transaction commits (nothing here nests savepoints around a recorded change).
 */
@Injectable()
export class AfterCommit implements OnModuleInit, EntitySubscriberInterface {
  private readonly logger = new Logger('AfterCommit');

  constructor(private readonly dataSource: DataSource) {}

  onModuleInit(): void {
    this.dataSource.subscribers.push(this);
  }

  /** Runs `work` after the manager's transaction commits; at once when there is no transaction. Never throws. */
  run(manager: EntityManager | undefined, work: Work): void {
    const runner = manager?.queryRunner;
    if (!runner || !runner.isTransactionActive) {
      this.safely(work);
      return;
    }
    const data = runner.data as RunnerData;
    (data[WAITING] ??= []).push(work);
  }

  afterTransactionCommit(event: { queryRunner: QueryRunner }): void {
    // A released savepoint also reports a commit: the work waits for the outermost transaction.
    if (event.queryRunner.isTransactionActive) return;
    for (const work of this.take(event.queryRunner)) this.safely(work);
  }

  afterTransactionRollback(event: { queryRunner: QueryRunner }): void {
    if (event.queryRunner.isTransactionActive) return;
    this.take(event.queryRunner);
  }

  private take(runner: QueryRunner): Work[] {
    const data = runner.data as RunnerData;
    const waiting = data[WAITING] ?? [];
    delete data[WAITING];
    return waiting;
  }

  private safely(work: Work): void {
    try {
      work();
    } catch (error) {
      this.logger.error({ msg: 'Work after a commit failed', err: (error as Error).message });
    }
  }
}

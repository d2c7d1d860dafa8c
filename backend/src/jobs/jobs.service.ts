import { type BeforeApplicationShutdown, Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { type Job, Queue, Worker } from 'bullmq';

import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { RedisConnections } from '../redis/redis-connections';

/** The BullMQ queue every periodic job goes through (keys `<REDIS_PREFIX>bull:jobs:…`). */
export const JOBS_QUEUE = 'jobs';
/** How long shutdown waits for a running job before leaving it to another instance. */
const SHUTDOWN_WAIT_MS = 8000;

interface PeriodicJob {
  name: string;
  everyMs: number;
  run: () => Promise<void>;
  /** The run in progress on this instance, so runs never overlap here. */
  running: Promise<void> | null;
}

/**
 * Periodic background jobs. Features add theirs in onModuleInit with `every()`. Without REDIS_URL each job runs on
 * a timer in this process. With it, jobs go through a BullMQ queue in Redis: each period's run is one job that one
 * instance takes, and a job held by an instance that died is handed to another once its lock expires (JOB_LOCK_SECONDS).
 */
@Injectable()
export class JobsService implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('Jobs');
  private readonly jobs = new Map<string, PeriodicJob>();
  private readonly timers: NodeJS.Timeout[] = [];
  private queue: Queue | null = null;
  private worker: Worker | null = null;
  private started = false;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly redis: RedisConnections,
  ) {}

  /** Runs `run` every `seconds` seconds: once per period for all instances together when they share Redis. */
  every(name: string, seconds: number, run: () => Promise<void>): void {
    if (this.started) throw new Error(`The job "${name}" was added after start-up: add jobs in onModuleInit.`);
    if (!/^[a-z0-9-]{1,64}$/.test(name)) throw new Error(`A job name is lower-case letters, digits and dashes, got "${name}".`);
    if (!(seconds >= 1)) throw new Error(`The job "${name}" must run at most once a second, got every ${seconds} s.`);
    this.jobs.set(name, { name, everyMs: Math.round(seconds * 1000), run, running: null });
  }

  async onApplicationBootstrap(): Promise<void> {
    this.started = true;
    if (this.redis.enabled) await this.startShared();
    else this.startInProcess();
  }

  async beforeApplicationShutdown(): Promise<void> {
    for (const timer of this.timers) clearInterval(timer);
    const stopping = async () => {
      // close() lets the job in progress finish; the queue's connection is closed by RedisConnections.
      await this.worker?.close();
      await this.queue?.close();
      await Promise.all([...this.jobs.values()].map((job) => job.running ?? Promise.resolve()));
    };
    await Promise.race([stopping(), new Promise((resolve) => setTimeout(resolve, SHUTDOWN_WAIT_MS).unref())]);
  }

  private startInProcess(): void {
    for (const job of this.jobs.values()) {
      const timer = setInterval(() => void this.runHere(job), job.everyMs);
      timer.unref();
      this.timers.push(timer);
    }
  }

  private async startShared(): Promise<void> {
    const connection = this.redis.connect('jobs', { maxRetriesPerRequest: null });
    const prefix = `${this.redis.prefix}bull`;
    this.queue = new Queue(JOBS_QUEUE, { connection, prefix });
    this.queue.on('error', (error) => this.logger.error({ msg: 'Job queue error', err: error.message }));
    // A job switched off here (e.g. REDELIVERY_SWEEP_SECONDS=0) stops for every instance.
    for (const scheduler of await this.queue.getJobSchedulers()) {
      if (scheduler.key && !this.jobs.has(scheduler.key)) await this.queue.removeJobScheduler(scheduler.key);
    }
    for (const job of this.jobs.values()) {
      // Idempotent: instances that start later keep the same schedule, so each period still gives one run.
      await this.queue.upsertJobScheduler(job.name, { every: job.everyMs }, { name: job.name, opts: { removeOnComplete: 100, removeOnFail: 100 } });
    }
    if (this.jobs.size === 0) return;
    const lockMs = this.config.redis.jobLockSeconds * 1000;
    this.worker = new Worker(JOBS_QUEUE, (job) => this.process(job), {
      connection,
      prefix,
      concurrency: this.jobs.size,
      lockDuration: lockMs,
      stalledInterval: lockMs,
      maxStalledCount: 1,
    });
    this.worker.on('error', (error) => this.logger.error({ msg: 'Job worker error', err: error.message }));
    this.worker.on('failed', (job, error) => this.logger.error({ msg: 'Job failed', job: job?.name, id: job?.id, err: error.message }));
  }

  private async process(job: Job): Promise<void> {
    const periodic = this.jobs.get(job.name);
    if (!periodic) {
      this.logger.warn({ msg: 'No such job on this instance; skipped', job: job.name });
      return;
    }
    await periodic.run();
  }

  private async runHere(job: PeriodicJob): Promise<void> {
    if (job.running) return;
    job.running = job
      .run()
      .catch((error: Error) => this.logger.error({ msg: 'Job failed', job: job.name, err: error.message }))
      .finally(() => (job.running = null));
    await job.running;
  }
}

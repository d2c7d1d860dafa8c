import { loadConfig } from '../config/app-config';
import { RedisConnections } from '../redis/redis-connections';
import { JobsService } from './jobs.service';

describe('JobsService without Redis', () => {
  const config = loadConfig({});
  let jobs: JobsService;

  beforeEach(() => {
    jest.useFakeTimers();
    jobs = new JobsService(config, new RedisConnections(config));
  });
  afterEach(async () => {
    await jobs.beforeApplicationShutdown();
    jest.useRealTimers();
  });

  it('runs a job on a timer in this process, every period, never two runs at once', async () => {
    let runs = 0;
    let finish: () => void = () => undefined;
    jobs.every('slow-job', 10, () => {
      runs += 1;
      return new Promise<void>((resolve) => (finish = resolve));
    });
    await jobs.onApplicationBootstrap();

    await jest.advanceTimersByTimeAsync(9_999);
    expect(runs).toBe(0);
    await jest.advanceTimersByTimeAsync(1);
    expect(runs).toBe(1);
    // Still running at the next period: skipped.
    await jest.advanceTimersByTimeAsync(10_000);
    expect(runs).toBe(1);
    finish();
    await jest.advanceTimersByTimeAsync(10_000);
    expect(runs).toBe(2);
    finish();
  });

  it('refuses a job added after start-up, a bad name and a period under a second', async () => {
    expect(() => jobs.every('Bad Name', 10, async () => undefined)).toThrow('lower-case letters');
    expect(() => jobs.every('too-often', 0.5, async () => undefined)).toThrow('at most once a second');
    await jobs.onApplicationBootstrap();
    expect(() => jobs.every('late', 10, async () => undefined)).toThrow('after start-up');
  });
});

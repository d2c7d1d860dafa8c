import { loadConfig } from '../config/app-config';
import type { JobsService } from '../jobs/jobs.service';
import { REDELIVERY_SWEEP_JOB, RedeliveryDispatcher } from './redelivery-dispatcher';

describe('the periodic redelivery sweep', () => {
  const dispatcherWith = (env: Record<string, string>, jobs: Pick<JobsService, 'every'>) =>
    new RedeliveryDispatcher(loadConfig(env), null!, null!, null!, null!, jobs as JobsService);

  it('is a job every REDELIVERY_SWEEP_SECONDS seconds (60 unless set)', () => {
    const every = jest.fn();
    dispatcherWith({}, { every }).onModuleInit();
    dispatcherWith({ REDELIVERY_SWEEP_SECONDS: '5' }, { every }).onModuleInit();
    expect(every.mock.calls.map(([name, seconds]) => [name, seconds])).toEqual([
      [REDELIVERY_SWEEP_JOB, 60],
      [REDELIVERY_SWEEP_JOB, 5],
    ]);
  });

  it('is off with REDELIVERY_SWEEP_SECONDS=0', () => {
    const every = jest.fn();
    dispatcherWith({ REDELIVERY_SWEEP_SECONDS: '0' }, { every }).onModuleInit();
    expect(every).not.toHaveBeenCalled();
  });
});

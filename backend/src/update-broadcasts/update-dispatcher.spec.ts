import { ConfigError, loadConfig } from '../config/app-config';
import type { JobsService } from '../jobs/jobs.service';
import { UPDATE_SWEEP_JOB, UpdateDispatcher } from './update-dispatcher';

describe('the update hand-out settings', () => {
  const dispatcherWith = (env: Record<string, string>, jobs: Pick<JobsService, 'every'>) =>
    new UpdateDispatcher(loadConfig(env), null!, null!, null!, null!, jobs as JobsService);

  it('looks at running updates every UPDATE_BROADCAST_SWEEP_SECONDS seconds (30 unless set), and not at all with 0', () => {
    const every = jest.fn();
    dispatcherWith({}, { every }).onModuleInit();
    dispatcherWith({ UPDATE_BROADCAST_SWEEP_SECONDS: '5' }, { every }).onModuleInit();
    dispatcherWith({ UPDATE_BROADCAST_SWEEP_SECONDS: '0' }, { every }).onModuleInit();
    expect(every.mock.calls.map(([name, seconds]) => [name, seconds])).toEqual([
      [UPDATE_SWEEP_JOB, 30],
      [UPDATE_SWEEP_JOB, 5],
    ]);
  });

  it('hands a box 10 update deliveries a minute unless UPDATE_DELIVERIES_PER_BOX_PER_MINUTE says otherwise', () => {
    expect(loadConfig({}).updateDeliveriesPerBoxPerMinute).toBe(10);
    expect(loadConfig({ UPDATE_DELIVERIES_PER_BOX_PER_MINUTE: '4' }).updateDeliveriesPerBoxPerMinute).toBe(4);
    expect(() => loadConfig({ UPDATE_DELIVERIES_PER_BOX_PER_MINUTE: '0' })).toThrow(ConfigError);
    expect(() => loadConfig({ UPDATE_DELIVERIES_PER_BOX_PER_MINUTE: 'fast' })).toThrow(
      'UPDATE_DELIVERIES_PER_BOX_PER_MINUTE must be a whole number, got "fast".',
    );
  });
});

import { LocalEventBus } from './event-bus';

describe('LocalEventBus (one instance, no Redis)', () => {
  it('hands each event to every subscriber of its topic, as JSON, after publish returns', async () => {
    const bus = new LocalEventBus();
    const heard: unknown[] = [];
    const other: unknown[] = [];
    await bus.subscribe('activity:owner-1', (payload) => heard.push(payload));
    await bus.subscribe('activity:owner-2', (payload) => other.push(payload));

    await bus.publish('activity:owner-1', { kind: 'sale', at: new Date('2026-11-23T12:00:00Z') });
    expect(heard).toEqual([]);
    await new Promise((resolve) => setImmediate(resolve));

    expect(heard).toEqual([{ kind: 'sale', at: '2026-11-23T12:00:00.000Z' }]);
    expect(other).toEqual([]);
  });

  it('stops after unsubscribe, and one failing subscriber does not keep the event from the others', async () => {
    const bus = new LocalEventBus();
    jest.spyOn(bus['logger'], 'error').mockImplementation(() => undefined);
    const heard: unknown[] = [];
    await bus.subscribe('t', () => {
      throw new Error('boom');
    });
    const stop = await bus.subscribe('t', (payload) => heard.push(payload));

    await bus.publish('t', 1);
    await new Promise((resolve) => setImmediate(resolve));
    await stop();
    await bus.publish('t', 2);
    await new Promise((resolve) => setImmediate(resolve));

    expect(heard).toEqual([1]);
    expect(bus['logger'].error).toHaveBeenCalledTimes(2);
  });

  it('refuses a topic with spaces or other signs', async () => {
    await expect(new LocalEventBus().publish('two words', {})).rejects.toThrow('An event topic is letters');
  });
});

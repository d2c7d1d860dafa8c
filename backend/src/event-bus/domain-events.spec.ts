import { type DomainEvent, DomainEvents } from './domain-events';

const event: DomainEvent = { type: 'vendor_created', userId: 'user-1', description: 'Vendor "Mall" created', metadata: { vendorId: 1 } };

describe('DomainEvents', () => {
  it('tells every subscriber, in the order they subscribed, with the transaction it was published in', async () => {
    const events = new DomainEvents();
    const heard: string[] = [];
    const manager = {} as never;
    events.subscribe(async (told, tx) => {
      await Promise.resolve();
      heard.push(`first ${told.type} ${tx === manager}`);
    });
    events.subscribe((told, tx) => void heard.push(`second ${told.type} ${tx === manager}`));
    await events.publish(event, manager);
    expect(heard).toEqual(['first vendor_created true', 'second vendor_created true']);
  });

  it('waits for each subscriber before the next, and fails the publisher when one throws', async () => {
    const events = new DomainEvents();
    const heard: string[] = [];
    events.subscribe(() => {
      throw new Error('audit log unavailable');
    });
    events.subscribe(() => void heard.push('second'));
    await expect(events.publish(event)).rejects.toThrow('audit log unavailable');
    expect(heard).toEqual([]);
  });

  it('publishes to nobody before anyone subscribes', async () => {
    await expect(new DomainEvents().publish(event)).resolves.toBeUndefined();
  });
});

import type Redis from 'ioredis';

import { FAIL_FAST, type RedisConnections } from '../redis/redis-connections';
import { checkTopic, EventBus } from './event-bus';

const SUBSCRIBE_WAIT_MS = 2000;

/**
 * Several instances: Redis pub/sub on channels `<REDIS_PREFIX>events:<topic>`. Each instance subscribes to a
 * channel while it has a subscriber for it, and hears its own events back through Redis, like everyone else.
 */
export class RedisEventBus extends EventBus {
  private readonly publisher: Redis;
  private readonly subscriber: Redis;
  private readonly channelPrefix: string;
  private publishFailing = false;

  constructor(redis: RedisConnections) {
    super();
    this.channelPrefix = `${redis.prefix}events:`;
    this.publisher = redis.connect('events-publish', FAIL_FAST);
    // Queues its (un)subscribe commands while reconnecting and subscribes again afterwards.
    this.subscriber = redis.connect('events-subscribe');
    this.subscriber.on('message', (channel: string, message: string) => {
      if (channel.startsWith(this.channelPrefix)) this.deliver(channel.slice(this.channelPrefix.length), message);
    });
  }

  async publish<T>(topic: string, payload: T): Promise<void> {
    checkTopic(topic);
    const json = JSON.stringify(payload ?? null);
    try {
      await this.publisher.publish(this.channelPrefix + topic, json);
      this.publishFailing = false;
    } catch (error) {
      // Redis is away: this instance's subscribers still hear it; the others miss it (live events are best-effort).
      if (!this.publishFailing) {
        this.logger.error({ msg: 'Could not publish an event to Redis; delivered on this instance only', topic, err: (error as Error).message });
      }
      this.publishFailing = true;
      setImmediate(() => this.deliver(topic, json));
    }
  }

  protected async firstSubscriber(topic: string): Promise<void> {
    await this.bounded(this.subscriber.subscribe(this.channelPrefix + topic), 'subscribe to', topic);
  }

  protected async lastUnsubscribed(topic: string): Promise<void> {
    await this.bounded(this.subscriber.unsubscribe(this.channelPrefix + topic), 'unsubscribe from', topic);
  }

  /**
   * While Redis is away a (un)subscription waits for it to come back; the caller does not wait that long, and
   * meanwhile hears this instance's own events.
   */
  private async bounded(command: Promise<unknown>, action: string, topic: string): Promise<void> {
    const done = command.then(
      () => true,
      (error: Error) => {
        this.logger.error({ msg: `Could not ${action} an event topic`, topic, err: error.message });
        return true;
      },
    );
    const waited = new Promise<boolean>((resolve) => setTimeout(() => resolve(false), SUBSCRIBE_WAIT_MS).unref());
    if (!(await Promise.race([done, waited]))) this.logger.warn({ msg: `Redis is away: will ${action} the event topic once it is back`, topic });
  }
}

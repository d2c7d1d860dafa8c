import { EventEmitter } from 'node:events';

import { Logger } from '@nestjs/common';

export type EventHandler<T = unknown> = (payload: T) => void;
/** Stops a subscription. */
export type Unsubscribe = () => Promise<void>;

/**
 * Live events (what an activity stream shows as it happens), published and heard on every instance.
 * Delivery is best-effort: a subscriber hears what is published while it listens, nothing from before, and
 * payloads arrive as JSON (dates as strings), the same in process and across instances.
 */
export abstract class EventBus {
  protected readonly logger = new Logger('EventBus');
  private readonly local = new EventEmitter().setMaxListeners(0);

  /** Sends the payload to every subscriber of the topic, on every instance. */
  abstract publish<T>(topic: string, payload: T): Promise<void>;

  /** Calls the handler for each event of the topic until unsubscribed; resolves once events are being heard. */
  async subscribe<T>(topic: string, handler: EventHandler<T>): Promise<Unsubscribe> {
    checkTopic(topic);
    const listener = (payload: T) => {
      try {
        handler(payload);
      } catch (error) {
        this.logger.error({ msg: 'An event subscriber failed', topic, err: (error as Error).message });
      }
    };
    this.local.on(topic, listener);
    if (this.local.listenerCount(topic) === 1) await this.firstSubscriber(topic);
    return async () => {
      this.local.off(topic, listener);
      if (this.local.listenerCount(topic) === 0) await this.lastUnsubscribed(topic);
    };
  }

  /** Hands an event to this instance's subscribers. */
  protected deliver(topic: string, json: string): void {
    let payload: unknown;
    try {
      payload = JSON.parse(json);
    } catch {
      this.logger.error({ msg: 'An event that is not JSON was dropped', topic });
      return;
    }
    this.local.emit(topic, payload);
  }

  protected abstract firstSubscriber(topic: string): Promise<void>;
  protected abstract lastUnsubscribed(topic: string): Promise<void>;
}

export function checkTopic(topic: string): void {
  if (!/^[A-Za-z0-9_.:-]{1,200}$/.test(topic)) throw new Error(`An event topic is letters, digits and _ . : -, got "${topic}".`);
}

/** One instance: an in-process EventEmitter. */
export class LocalEventBus extends EventBus {
  publish<T>(topic: string, payload: T): Promise<void> {
    try {
      checkTopic(topic);
      const json = JSON.stringify(payload ?? null);
      // Like Redis, the publisher never runs the subscribers itself.
      setImmediate(() => this.deliver(topic, json));
      return Promise.resolve();
    } catch (error) {
      // A refused topic rejects the promise, as the Redis bus does: publish never throws.
      return Promise.reject(error instanceof Error ? error : new Error(String(error)));
    }
  }

  protected async firstSubscriber(): Promise<void> {}
  protected async lastUnsubscribed(): Promise<void> {}
}

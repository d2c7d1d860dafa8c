import { Injectable, Logger } from '@nestjs/common';

import { EventBus, type Unsubscribe } from '../event-bus/event-bus';
import { ActivityMonitorRepository } from './activity-monitor.repository';
import type { MonitorEntryDto } from './dto/monitor.dto';
import { toMonitorEntry } from './monitor-entries';
import { MONITOR_TOPIC, type MonitorEvent } from './monitor-feed';

/** Vendor and merchant names are read again after this long (a renamed vendor shows its new name within a minute). */
const NAMES_TTL_MS = 60_000;
const MAX_NAMES = 10_000;

type Listener = (entry: MonitorEntryDto) => void;

/** A small map whose entries expire. */
class Expiring<K, V> {
  private readonly entries = new Map<K, { value: V; until: number }>();

  get(key: K, now: number): V | undefined {
    const entry = this.entries.get(key);
    if (!entry || entry.until <= now) return undefined;
    return entry.value;
  }

  set(key: K, value: V, now: number): void {
    if (this.entries.size >= MAX_NAMES) this.entries.clear();
    this.entries.set(key, { value, until: now + NAMES_TTL_MS });
  }
}

/**
 * The monitor's live entries on this instance: one subscription to the monitor topic while any monitor is open here,
 * each entry named once (vendor and merchant names, kept a minute) and handed to every open monitor, in order.
 */
@Injectable()
export class MonitorHub {
  private readonly logger = new Logger('MonitorHub');
  private readonly listeners = new Set<Listener>();
  private subscription: Promise<Unsubscribe> | null = null;
  private queue: Promise<void> = Promise.resolve();
  private readonly vendorNames = new Expiring<number, string | null>();
  private readonly merchantLabels = new Expiring<string, string | null>();

  constructor(
    private readonly bus: EventBus,
    private readonly monitor: ActivityMonitorRepository,
  ) {}

  /** Hands each new entry to `listener` until the returned function is called; resolves once entries are heard. */
  async listen(listener: Listener): Promise<() => Promise<void>> {
    this.listeners.add(listener);
    this.subscription ??= this.bus.subscribe<MonitorEvent>(MONITOR_TOPIC, (event) => this.heard(event));
    await this.subscription;
    return async () => {
      if (!this.listeners.delete(listener) || this.listeners.size > 0 || !this.subscription) return;
      const subscription = this.subscription;
      this.subscription = null;
      await (
        await subscription
      )();
    };
  }

  private heard(event: MonitorEvent): void {
    this.queue = this.queue
      .then(async () => {
        const entry = toMonitorEntry(event, await this.names(event));
        for (const listener of this.listeners) listener(entry);
      })
      .catch((error: Error) => this.logger.error({ msg: 'Could not show a monitor entry', id: event.id, err: error.message }));
  }

  private async names(event: MonitorEvent): Promise<{ vendorName: string | null; merchant: string | null }> {
    const now = Date.now();
    let vendorName: string | null = null;
    if (event.vendorId != null) {
      const known = this.vendorNames.get(event.vendorId, now);
      if (known !== undefined) vendorName = known;
      else {
        vendorName = (await this.monitor.vendorNames([event.vendorId])).get(event.vendorId) ?? null;
        this.vendorNames.set(event.vendorId, vendorName, now);
      }
    }
    let merchant: string | null = null;
    if (event.merchantId !== null) {
      const known = this.merchantLabels.get(event.merchantId, now);
      if (known !== undefined) merchant = known;
      else {
        merchant = (await this.monitor.merchantLabels([event.merchantId])).get(event.merchantId) ?? null;
        this.merchantLabels.set(event.merchantId, merchant, now);
      }
    }
    return { vendorName, merchant };
  }
}

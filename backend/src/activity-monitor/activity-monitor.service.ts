import { Injectable } from '@nestjs/common';
import type { FastifyReply } from 'fastify';

import { SseStreams } from '../live-events/sse-streams';
import type { User } from '../users/user.entity';
import { ActivityMonitorRepository, type MonitorFilter } from './activity-monitor.repository';
import type { MonitorEntryDto, MonitorQueryDto, MonitorSnapshotDto } from './dto/monitor.dto';
import { toMonitorEntry } from './monitor-entries';
import { MonitorHub } from './monitor-hub';

/** Entries a monitor gets when it opens. */
export const MONITOR_HISTORY = 200;

function matches(filter: MonitorFilter, entry: MonitorEntryDto): boolean {
  return (filter.kind === undefined || entry.kind === filter.kind) && (filter.merchantId === undefined || entry.merchantId === filter.merchantId);
}

/**
 * The admin activity monitor: sales, refused and throttled in-world calls, objects gone offline and the activity log,
 * as they happen on any instance, after the latest entries read back from the database.
 */
@Injectable()
export class ActivityMonitorService {
  constructor(
    private readonly monitor: ActivityMonitorRepository,
    private readonly hub: MonitorHub,
    private readonly streams: SseStreams,
  ) {}

  async latest(filter: MonitorFilter, limit = MONITOR_HISTORY): Promise<MonitorEntryDto[]> {
    const events = await this.monitor.latest(filter, limit);
    return events.map((event) => toMonitorEntry(event, event));
  }

  /**
   * `snapshot` with the latest entries, then `entry` for each new one. It listens before it reads, so nothing that
   * happens while the history is read is lost; what the history already holds is not sent twice.
   */
  async stream(user: User, query: MonitorQueryDto, reply: FastifyReply): Promise<void> {
    const filter: MonitorFilter = { kind: query.kind, merchantId: query.merchant };
    await this.streams.run(reply, { stillAllowed: () => this.monitor.stillAdmin(user.id) }, async (stream) => {
      let waiting: MonitorEntryDto[] | null = [];
      const stop = await this.hub.listen((entry) => {
        if (!matches(filter, entry)) return;
        if (waiting) waiting.push(entry);
        else stream.send('entry', entry);
      });
      stream.onClose(() => void stop());
      if (stream.closed) return;
      const entries = await this.latest(filter);
      const sent = new Set(entries.map((entry) => entry.id));
      const snapshot: MonitorSnapshotDto = { entries };
      stream.send('snapshot', snapshot);
      const caughtUp = waiting;
      waiting = null;
      for (const entry of caughtUp) if (!sent.has(entry.id)) stream.send('entry', entry);
    });
  }
}

import { Injectable } from '@nestjs/common';
import { Client, type Notification } from 'pg';
import { DataSource } from 'typeorm';
import type { PostgresConnectionOptions } from 'typeorm/driver/postgres/PostgresConnectionOptions';

/** What a listener reports: the payloads notified on its channel, and the loss of its connection. */
export interface ListenerHandlers {
  /** A notification's payload (notifications without one are dropped). */
  payload(payload: string): void;
  /** The connection failed or closed (also while it was opening: `listen()` rejects then too). */
  lost(reason: string): void;
}

/** A database connection of its own that listens on one channel. */
export interface NotificationListener {
  /** Connects and starts listening; rejects when it cannot (close it then). */
  listen(): Promise<void>;
  /** Closes the connection; never rejects. */
  close(): Promise<void>;
}

/**
 * The LISTEN side of the database's cache notifications (the triggers of migration SalePath call pg_notify). LISTEN
 * holds its connection for as long as it listens, so each listener opens its own, outside the pool.
 */
@Injectable()
export class CacheNotificationsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** A listener on `channel` of the application's database; nothing is connected until `listen()`. */
  listener(channel: string, handlers: ListenerHandlers): NotificationListener {
    const url = (this.dataSource.options as PostgresConnectionOptions).url;
    const client = new Client({ connectionString: url, application_name: 'slv-cache-invalidation' });
    client.on('notification', (message: Notification) => {
      if (message.channel === channel && message.payload) handlers.payload(message.payload);
    });
    client.on('error', (error) => handlers.lost(error.message));
    client.on('end', () => handlers.lost('connection closed'));
    return {
      listen: async () => {
        await client.connect();
        await client.query(`LISTEN ${channel}`);
      },
      close: () => client.end().catch(() => undefined),
    };
  }
}

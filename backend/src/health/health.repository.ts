import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

@Injectable()
export class HealthRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Resolves when the database answers a trivial query (through the pool, like every request). */
  async ping(): Promise<void> {
    await this.dataSource.query('SELECT 1');
  }
}

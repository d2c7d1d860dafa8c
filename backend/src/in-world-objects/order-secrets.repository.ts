import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';

import { OrderSecret } from './order-secret.entity';

@Injectable()
export class OrderSecretsRepository {
  constructor(@InjectRepository(OrderSecret) private readonly secrets: Repository<OrderSecret>) {}

  /** Stores the object's secret unless it has one for this vendor key: true when this one was stored. */
  async insertIfNone(row: Pick<OrderSecret, 'vendorId' | 'vendorKey' | 'objectKey' | 'secret'>): Promise<boolean> {
    const result = await this.secrets.createQueryBuilder().insert().values(row).orIgnore().returning('id').execute();
    return (result.raw as unknown[]).length > 0;
  }

  async secretOf(vendorKey: string, objectKey: string): Promise<string | null> {
    const row = await this.secrets.findOne({ select: { secret: true }, where: { vendorKey, objectKey } });
    return row?.secret ?? null;
  }
}

import { randomUUID } from 'node:crypto';

import type { DataSource } from 'typeorm';

import { DeliveryBox } from '../../src/delivery-boxes/delivery-box.entity';
import { ShoppingEvent } from '../../src/events/event.entity';
import { EventVendor } from '../../src/events/event-vendor.entity';
import { InWorldObject } from '../../src/in-world-objects/in-world-object.entity';
import { Product } from '../../src/products/product.entity';
import { Redelivery } from '../../src/redeliveries/redelivery.entity';
import { Transaction } from '../../src/sales/transaction.entity';
import { Vendor } from '../../src/vendors/vendor.entity';

/** Small factories that write rows straight to the database: `const make = factories(t.dataSource)`. */
export function factories(dataSource: DataSource) {
  return {
    async vendor(ownerId: string, fields: Partial<Vendor> = {}): Promise<Vendor> {
      return dataSource.getRepository(Vendor).save({
        ownerId,
        name: `Vendor ${randomUUID().slice(0, 6)}`,
        description: 'A test vendor',
        slLocation: 'Test Region (128, 128, 25)',
        isActive: true,
        lslKey: randomUUID(),
        ...fields,
      });
    },

    async product(vendorId: number, fields: Partial<Product> = {}): Promise<Product> {
      return dataSource.getRepository(Product).save({
        vendorId,
        name: `Product ${randomUUID().slice(0, 6)}`,
        description: 'A test product',
        price: 250,
        isActive: true,
        slItemId: null,
        ...fields,
      });
    },

    /** An event whose rate an administrator approved, unless `approvedCommissionRate` says otherwise (null: none). */
    async event(organizerId: string, fields: Partial<ShoppingEvent> = {}): Promise<ShoppingEvent> {
      const now = Date.now();
      const commissionRate = fields.commissionRate ?? '7.50';
      return dataSource.getRepository(ShoppingEvent).save({
        organizerId,
        name: `Event ${randomUUID().slice(0, 6)}`,
        description: 'A test event',
        startDate: new Date(now - 24 * 3600_000),
        endDate: new Date(now + 7 * 24 * 3600_000),
        commissionRate,
        approvedCommissionRate: commissionRate,
        isActive: true,
        ...fields,
      });
    },

    /** Joins at the event's current rate, as the API does, unless another accepted rate is given. */
    async join(eventId: number, vendorId: number, acceptedCommissionRate?: string): Promise<EventVendor> {
      const rate = acceptedCommissionRate ?? (await dataSource.getRepository(ShoppingEvent).findOneByOrFail({ id: eventId })).commissionRate;
      return dataSource.getRepository(EventVendor).save({ eventId, vendorId, acceptedCommissionRate: rate });
    },

    /**
     * A sale; `createdAt` may be set to place it in time. Commission defaults to 5 % of the amount. A refunded sale is
     * refunded whole unless `refundedAmount` says otherwise.
     */
    async transaction(vendorId: number, fields: Partial<Transaction> = {}): Promise<Transaction> {
      const amount = fields.amount ?? 1000;
      const commission = fields.commission ?? ((amount * 5) / 100).toFixed(2);
      const refundedWhole = fields.status === 'refunded' ? { refundedAmount: amount, refundedCommission: commission } : {};
      const saved = await dataSource.getRepository(Transaction).save({
        vendorId,
        productId: null,
        eventId: null,
        buyerId: randomUUID(),
        buyerName: 'Test Buyer',
        amount,
        commission,
        commissionRate: '5.0000',
        status: 'completed',
        ...refundedWhole,
        ...fields,
      });
      // TypeORM hands back a generated bigint id as pg's text, without the column's transformer.
      saved.id = Number(saved.id);
      if (fields.createdAt) {
        await dataSource.getRepository(Transaction).update({ id: saved.id }, { createdAt: fields.createdAt });
        saved.createdAt = fields.createdAt;
      }
      return saved;
    },

    /** A delivery box that has never been heard from in-world. */
    async box(ownerId: string, fields: Partial<DeliveryBox> = {}): Promise<DeliveryBox> {
      return dataSource
        .getRepository(DeliveryBox)
        .save({ ownerId, name: `Box ${randomUUID().slice(0, 6)}`, boxKey: randomUUID(), isActive: true, inventory: [], ...fields });
    },

    /** An in-world object as its last heartbeat left it (seen now unless lastSeenAt says otherwise). */
    async object(ownerId: string, fields: Partial<InWorldObject> & Pick<InWorldObject, 'kind'>): Promise<InWorldObject> {
      const now = new Date();
      return dataSource.getRepository(InWorldObject).save({
        ownerId,
        objectKey: randomUUID(),
        objectName: `Object ${randomUUID().slice(0, 6)}`,
        region: 'Luna Bay',
        position: '<128.0, 64.0, 22.0>',
        scriptVersion: '2.0.0',
        firstSeenAt: now,
        lastSeenAt: now,
        ...fields,
      });
    },

    async redelivery(transactionId: number, fields: Partial<Redelivery> = {}): Promise<Redelivery> {
      return dataSource.getRepository(Redelivery).save({ transactionId, requestedBy: randomUUID(), status: 'pending', ...fields });
    },
  };
}

export type Factories = ReturnType<typeof factories>;

import { randomUUID } from 'node:crypto';

import type { INestApplicationContext } from '@nestjs/common';
import Decimal from 'decimal.js';
import { DataSource, type EntityManager } from 'typeorm';

import { LocalAuthService } from '../auth/local/local-auth.service';
import { commissionForSale, type EventCommissionRule, PLATFORM_DEFAULT_RATE_PERCENT } from '../commissions/commission-engine';
import { sltDate } from '../common/time/second-life-time';
import { DeliveryBox } from '../delivery-boxes/delivery-box.entity';
import { ShoppingEvent } from '../events/event.entity';
import { EventVendor } from '../events/event-vendor.entity';
import { InWorldObject } from '../in-world-objects/in-world-object.entity';
import { ProductDemo } from '../products/demos/product-demo.entity';
import { Product } from '../products/product.entity';
import { Redelivery } from '../redeliveries/redelivery.entity';
import { Transaction } from '../sales/transaction.entity';
import { User } from '../users/user.entity';
import { Vendor } from '../vendors/vendor.entity';

export const DEMO_ADMIN = { email: 'admin@demo.test', password: 'DemoAdmin123!', firstName: 'Ada', lastName: 'Admin' };
export const DEMO_MERCHANT = { email: 'merchant@demo.test', password: 'DemoMerchant123!', firstName: 'Mia', lastName: 'Merchant' };

const DAY = 24 * 3600_000;
/** The shop opened this long before the first start: its vendors, products and objects date from then, before every sale. */
const SHOP_AGE_DAYS = 120;
/** Sales go back this far. */
const SALES_DAYS = 90;
const BUYERS = ['Kara Nightshade', 'Orion Vale', 'Lumi Sparkle', 'Jax Ironwood', 'Poppy Fairweather', 'Nico Stardust', 'Wren Hollow', 'Sable Quill'];

/** The products with a demo item (wearables: tried on before bought). */
const WITH_DEMOS = ['Velvet Evening Gown', 'Starlight Hair', 'Leather Boots', 'Event Exclusive Dress'];
/** Demos go back this far. */
const DEMO_DAYS = 30;

/** A small deterministic generator, so every demo database looks the same. */
function generator(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

/** seedDemoData into the app's own database, through its built-in sign-in (`npm start` on the embedded database). */
export function seedDemoApp(app: INestApplicationContext): Promise<DemoSeedResult> {
  return seedDemoData(app.get(DataSource), app.get(LocalAuthService, { strict: false }));
}

/**
 * Seeds, once, a demo admin and a demo merchant so a new user can sign in at once, and gives the merchant
 * a shop to look at: vendors, products, a running event, 90 days of sales, a few redelivery requests and a delivery box.
 */
export async function seedDemoData(dataSource: DataSource, localAuth: LocalAuthService): Promise<DemoSeedResult> {
  const ids: Record<'admin' | 'vendor', string> = { admin: '', vendor: '' };
  let merchantIsNew = false;
  for (const [demo, role] of [
    [DEMO_ADMIN, 'admin'],
    [DEMO_MERCHANT, 'vendor'],
  ] as const) {
    const account = await localAuth.ensureAccount(demo.email, demo.password, demo.firstName, demo.lastName);
    ids[role] = account.id;
    const users = dataSource.getRepository(User);
    if (!(await users.findOne({ where: { id: account.id } }))) {
      await users.insert({ id: account.id, email: demo.email, firstName: demo.firstName, lastName: demo.lastName, role });
      merchantIsNew ||= role === 'vendor';
    }
  }
  // The platform's rate, visible and editable on Commission Management from the first start (a fresh platform has none).
  await dataSource.query(
    `INSERT INTO commission_configs (scope, "vendorId", "baseRate", "isActive") VALUES ('global', NULL, $1, true) ON CONFLICT (scope) DO NOTHING`,
    [new Decimal(PLATFORM_DEFAULT_RATE_PERCENT).div(100).toFixed()],
  );
  if (merchantIsNew) await dataSource.transaction((manager) => seedShop(manager, ids.vendor, ids.admin));
  return { shopSeeded: merchantIsNew };
}

export interface DemoSeedResult {
  /** True on the start that created the demo merchant and their shop; false once they exist. */
  shopSeeded: boolean;
}

/**
 * The demo shop tells one coherent story: vendors and products exist before their first sale, the event booth
 * joined the event before it started (so no event sale predates its joining), each sale happened in its vendor's
 * region, a buyer has one avatar key, and the closed kiosk has no sales.
 */
async function seedShop(manager: EntityManager, merchantId: string, adminId: string): Promise<void> {
  const random = generator(20261122);
  const now = Date.now();
  const opened = new Date(now - SHOP_AGE_DAYS * DAY);
  const vendors = await manager.getRepository(Vendor).save([
    {
      ownerId: merchantId,
      name: 'Main Store',
      description: 'Flagship store with the full catalogue',
      slLocation: 'Bellisseria (128, 96, 23)',
      lslKey: randomUUID(),
      isActive: true,
    },
    {
      ownerId: merchantId,
      name: 'Event Booth',
      description: 'Booth for shopping events',
      slLocation: 'Uber Event Sim (40, 200, 22)',
      lslKey: randomUUID(),
      isActive: true,
    },
    {
      ownerId: merchantId,
      name: 'Marketplace Kiosk',
      description: 'Small kiosk near the welcome area',
      slLocation: 'Caledon (210, 45, 31)',
      lslKey: randomUUID(),
      isActive: false,
    },
  ]);
  const catalogue: Array<[number, string, string, number]> = [
    [0, 'Velvet Evening Gown', 'Mesh gown with five colour options and a HUD', 899],
    [0, 'Starlight Hair', 'Long wavy hair with 30 tones', 450],
    [0, 'Leather Boots', 'Rigged boots for the main mesh bodies', 320],
    [0, 'Cozy Cottage', 'Furnished cottage, 120 land impact', 2500],
    [1, 'Event Exclusive Dress', 'Only sold at events', 650],
    [1, 'Gacha Plush', 'Collectible plush toy', 75],
    [2, 'Gift Card L$500', 'Redeemable at the Main Store', 500],
  ];
  // Each vendor's products in the order listed here.
  const placed = new Map<number, number>();
  const products = await manager.getRepository(Product).save(
    catalogue.map(([vendor, name, description, price]) => {
      const displayOrder = (placed.get(vendor) ?? 0) + 1;
      placed.set(vendor, displayOrder);
      const demoItemName = WITH_DEMOS.includes(name) ? `${name} DEMO` : null;
      return { vendorId: vendors[vendor].id, name, description, price, slItemId: name, demoItemName, isActive: true, displayOrder };
    }),
  );
  await manager.query(`UPDATE vendors SET "createdAt" = $2, "updatedAt" = $2 WHERE id = ANY($1)`, [vendors.map((vendor) => vendor.id), opened]);
  await manager.query(`UPDATE products SET "createdAt" = $2, "updatedAt" = $2 WHERE id = ANY($1)`, [products.map((product) => product.id), opened]);
  const event = await manager.getRepository(ShoppingEvent).save({
    organizerId: adminId,
    name: 'Uber Shopping Event',
    description: 'Monthly shopping event with exclusive releases',
    startDate: new Date(now - 10 * DAY),
    endDate: new Date(now + 18 * DAY),
    commissionRate: '7.50',
    isActive: true,
  });
  // The booth signed up two days before the event opened.
  await manager
    .getRepository(EventVendor)
    .save({ eventId: event.id, vendorId: vendors[1].id, acceptedCommissionRate: '7.50', joinedAt: new Date(now - 12 * DAY) });
  const events: EventCommissionRule[] = [event];

  const buyerKeys = new Map(BUYERS.map((name) => [name, randomUUID()]));
  const regionOf = new Map(vendors.map((vendor) => [vendor.id, vendor.slLocation?.replace(/ \(.*\)$/, '') ?? 'Bellisseria']));
  const sales: Array<Partial<Transaction>> = [];
  for (let i = 0; i < 420; i += 1) {
    const product = products[Math.floor(random() * (products.length - 1))];
    // A dozen sales in the last hours, so today's figures are not empty; the rest over 90 days.
    const at = new Date(now - Math.floor(random() * (i < 12 ? DAY / 6 : SALES_DAYS * DAY)));
    const buyer = BUYERS[Math.floor(random() * BUYERS.length)];
    const commission = commissionForSale({
      at,
      amount: product.price,
      events: product.vendorId === vendors[1].id ? events : [],
      defaultRatePercent: PLATFORM_DEFAULT_RATE_PERCENT,
      salesVolume30Days: 0,
    });
    sales.push({
      vendorId: product.vendorId,
      productId: product.id,
      eventId: commission.eventId,
      buyerId: buyerKeys.get(buyer),
      buyerName: buyer,
      amount: product.price,
      commission: commission.commissionAmount,
      commissionRate: commission.appliedRatePercent,
      status: random() < 0.04 ? 'refunded' : 'completed',
      saleId: randomUUID(),
      slRegion: regionOf.get(product.vendorId),
      createdAt: at,
    });
  }
  // An explicit createdAt places each sale at its time (the column default applies only when it is absent).
  await manager.createQueryBuilder().insert().into(Transaction).values(sales).execute();
  await seedDemos(manager, merchantId, products, sales, now);
  const saved = await manager.getRepository(Transaction).find({ where: { status: 'completed' }, order: { createdAt: 'DESC' }, take: 4 });
  const recent = saved;
  await manager.getRepository(Redelivery).save(
    recent.map((sale, index) => ({
      transactionId: sale.id,
      requestedBy: sale.buyerId,
      status: (['pending', 'pending', 'completed', 'failed'] as const)[index],
      failureReason: index === 3 ? 'The buyer was offline and declined the item.' : null,
      completedAt: index === 2 ? new Date() : null,
    })),
  );

  // One delivery box holding every item but the plush, and demo objects standing for the in-world side: marked as demo,
  // never online and never reported offline (the demo merchant has no API key: no real object can report in). They run
  // the first 2.0.0 scripts, so the pages show what an object with an outdated script looks like ('Update available').
  const box = await manager.getRepository(DeliveryBox).save({
    ownerId: merchantId,
    name: 'Main Store Box',
    boxKey: randomUUID(),
    isActive: true,
    inventory: products.filter((product) => product.name !== 'Gacha Plush').map((product) => product.slItemId ?? product.name),
    inventoryUpdatedAt: new Date(now),
  });
  const seen = new Date(now);
  const object = (fields: Partial<InWorldObject>): Partial<InWorldObject> => ({
    ownerId: merchantId,
    objectKey: randomUUID(),
    region: 'Bellisseria',
    position: '<128.0, 96.0, 23.0>',
    scriptVersion: '2.0.0',
    demo: true,
    queued: 0,
    parked: 0,
    freeMemory: 31_000,
    firstSeenAt: opened,
    lastSeenAt: seen,
    ...fields,
  });
  await manager
    .getRepository(InWorldObject)
    .save([
      object({ kind: 'vendor', vendorId: vendors[0].id, objectName: 'Main Store Vendor' }),
      object({ kind: 'vendor', vendorId: vendors[1].id, objectName: 'Event Booth Vendor', region: 'Uber Event Sim', position: '<40.0, 200.0, 22.0>' }),
      object({ kind: 'delivery-box', boxId: box.id, objectName: 'Main Store Box', position: '<130.0, 98.0, 23.0>' }),
      object({ kind: 'terminal', objectName: 'Redelivery Terminal', position: '<126.0, 94.0, 23.0>' }),
    ]);
}

/**
 * Demos of the last 30 days, so Analytics shows real conversion: about half the completed sales of a demo product were
 * tried first (a demo by the buyer some hours before), and avatars who never bought had 60 more. At most one demo per
 * avatar, product and SLT day, as the route allows.
 */
async function seedDemos(manager: EntityManager, ownerId: string, products: Product[], sales: Array<Partial<Transaction>>, now: number): Promise<void> {
  const random = generator(20261129);
  const withDemo = products.filter((product) => product.demoItemName !== null);
  const demos = new Map<string, Partial<ProductDemo>>();
  const add = (product: Product, avatarKey: string, at: Date) => {
    if (at.getTime() < now - DEMO_DAYS * DAY) return;
    const day = sltDate(at);
    demos.set(`${product.id}:${avatarKey}:${day}`, { ownerId, productId: product.id, vendorId: product.vendorId, avatarKey, day, givenAt: at });
  };
  for (const sale of sales) {
    const product = withDemo.find((candidate) => candidate.id === sale.productId);
    if (product && sale.status === 'completed' && random() < 0.5)
      add(product, sale.buyerId!, new Date(sale.createdAt!.getTime() - (1 + random() * 47) * 3600_000));
  }
  for (let i = 0; i < 60; i += 1) add(withDemo[Math.floor(random() * withDemo.length)], randomUUID(), new Date(now - Math.floor(random() * DEMO_DAYS * DAY)));
  await manager.getRepository(ProductDemo).insert([...demos.values()]);
}

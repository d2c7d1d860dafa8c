import { randomUUID } from 'node:crypto';

import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';

import { CacheInvalidation } from '../cache/cache-invalidation.service';
import { Clock } from '../common/clock';
import { keyFingerprint } from '../common/key-fingerprint';
import type { Tx } from '../database/transaction';
import { DomainEvents } from '../event-bus/domain-events';
import { ReportingObjectsLink } from '../in-world/reporting-objects';
import { toOwnerDto } from '../users/dto/owner.dto';
import type { User } from '../users/user.entity';
import { UsersService } from '../users/users.service';
import { toVendorDto, type VendorDto } from './dto/vendor.dto';
import type { VendorDeletionDto } from './dto/vendor-deletion.dto';
import type { CreateVendorDto, UpdateVendorDto } from './dto/vendor-input.dto';
import type { VendorsPausedDto, VendorsResumedDto } from './dto/vendors-pause.dto';
import type { Vendor } from './vendor.entity';
import { VendorProductsLink } from './vendor-products';
import { VendorSalesLink } from './vendor-sales';
import { type PausedVendor, VendorsRepository } from './vendors.repository';

/** Names a vendor may report holding: as many as a delivery box. */
export const MAX_VENDOR_ITEMS = 5000;

export const VENDOR_NOT_FOUND = 'Vendor not found.';

const vendorCount = (count: number) => (count === 1 ? '1 vendor' : `${count} vendors`);

@Injectable()
export class VendorsService {
  constructor(
    private readonly vendors: VendorsRepository,
    private readonly domainEvents: DomainEvents,
    private readonly objects: ReportingObjectsLink,
    private readonly sales: VendorSalesLink,
    private readonly products: VendorProductsLink,
    private readonly clock: Clock,
    private readonly invalidation: CacheInvalidation,
    private readonly users: UsersService,
  ) {}

  async list(user: User): Promise<VendorDto[]> {
    return this.toDtos(await this.vendors.listVisibleTo(user));
  }

  async get(user: User, id: number): Promise<VendorDto> {
    return this.toDto(await this.findVisibleOrFail(user, id));
  }

  /** Each vendor with the in-world objects that report for it and its owner. */
  private async toDtos(vendors: Vendor[]): Promise<VendorDto[]> {
    const [objects, owners] = await Promise.all([
      this.objects.ofVendors(
        vendors.map((vendor) => vendor.id),
        this.clock.now(),
      ),
      this.users.ownersByIds(vendors.map((vendor) => vendor.ownerId)),
    ]);
    return vendors.map((vendor) =>
      toVendorDto(
        vendor,
        objects.get(vendor.id) ?? [],
        owners.get(vendor.ownerId) ?? toOwnerDto({ id: vendor.ownerId, email: null, firstName: null, lastName: null }),
      ),
    );
  }

  private async toDto(vendor: Vendor): Promise<VendorDto> {
    const [dto] = await this.toDtos([vendor]);
    return dto;
  }

  /** The vendor when the user owns it or is an admin; 404 otherwise, so other merchants' ids reveal nothing. */
  async findVisibleOrFail(user: User, id: number): Promise<Vendor> {
    const vendor = await this.vendors.findVisibleTo(user, id);
    if (!vendor) throw new NotFoundException(VENDOR_NOT_FOUND);
    return vendor;
  }

  create(user: User, dto: CreateVendorDto): Promise<VendorDto> {
    return this.vendors.transaction(async (manager) => {
      const vendor = await this.vendors.save(manager, {
        ownerId: user.id,
        name: dto.name,
        description: dto.description ?? null,
        slLocation: dto.slLocation ?? null,
        isActive: dto.isActive ?? true,
        lslKey: randomUUID(),
      });
      await this.domainEvents.publish(
        { userId: user.id, type: 'vendor_created', description: `Vendor "${vendor.name}" created`, metadata: { vendorId: vendor.id } },
        manager,
      );
      return toVendorDto(vendor, [], toOwnerDto(user));
    });
  }

  async update(user: User, id: number, dto: UpdateVendorDto): Promise<VendorDto> {
    const vendor = await this.findVisibleOrFail(user, id);
    const changes: Partial<Vendor> = {};
    if (dto.name !== undefined) changes.name = dto.name;
    if (dto.description !== undefined) changes.description = dto.description;
    if (dto.slLocation !== undefined) changes.slLocation = dto.slLocation;
    if (dto.isActive !== undefined) changes.isActive = dto.isActive;
    if (Object.keys(changes).length === 0) return this.toDto(vendor);
    // Only the fields sent are written, so a pause made meanwhile (Pause all vendors) is never undone by an edit.
    await this.vendors.transaction(async (manager) => {
      await this.vendors.update(vendor.id, changes, manager);
      // Switching a vendor on or off decides whether it takes money: it goes into the audit log with the change.
      if (changes.isActive !== undefined && changes.isActive !== vendor.isActive) {
        await this.domainEvents.publish(
          {
            userId: user.id,
            type: changes.isActive ? 'vendor_switched_on' : 'vendor_switched_off',
            description: `Vendor "${changes.name ?? vendor.name}" switched ${changes.isActive ? 'on' : 'off'}`,
            metadata: { vendorId: vendor.id, ownerId: vendor.ownerId },
            before: { isActive: vendor.isActive },
            after: { isActive: changes.isActive },
          },
          manager,
        );
      }
    });
    this.forgetKey(vendor.lslKey);
    return this.get(user, id);
  }

  /**
   * Pauses every vendor the user owns, in one transaction with its activity entry; an admin pauses only their own.
   * Vendors already paused keep their pause time. A paused vendor's sales are refused until it is resumed.
   */
  async pauseAll(user: User): Promise<VendorsPausedDto> {
    const at = this.clock.now();
    const paused = await this.changeAll(user, 'paused', (manager) => this.vendors.pauseAllOwnedBy(manager, user.id, at));
    return { paused };
  }

  /** Lifts the pause of every vendor the user owns; a vendor switched off on its own before the pause stays off. */
  async resumeAll(user: User): Promise<VendorsResumedDto> {
    const resumed = await this.changeAll(user, 'resumed', (manager) => this.vendors.resumeAllOwnedBy(manager, user.id));
    return { resumed };
  }

  /**
   * Pauses every in-world vendor of the owner because commission stayed unpaid past the grace period (billing/), with an
   * activity entry when any was still selling; how many it paused. The owner resumes them once paid.
   */
  async pauseForUnpaidCommission(ownerId: string, why: string): Promise<number> {
    const at = this.clock.now();
    const paused = await this.vendors.transaction(async (manager) => {
      const vendors = await this.vendors.pauseAllOwnedBy(manager, ownerId, at);
      if (vendors.length === 0) return vendors;
      await this.domainEvents.publish(
        {
          userId: ownerId,
          type: 'vendors_paused',
          description: `All vendors paused: ${vendorCount(vendors.length)} paused; ${why}`,
          metadata: { vendorIds: vendors.map((vendor) => vendor.id), reason: 'unpaid_commission' },
          before: { paused: false },
          after: { paused: true },
        },
        manager,
      );
      return vendors;
    });
    for (const vendor of paused) this.forgetKey(vendor.lslKey);
    return paused.length;
  }

  /** Runs a change of all the user's vendors with its activity entry in one transaction; how many it changed. */
  private async changeAll(user: User, done: 'paused' | 'resumed', change: (manager: Tx) => Promise<PausedVendor[]>): Promise<number> {
    const changed = await this.vendors.transaction(async (manager) => {
      const vendors = await change(manager);
      await this.domainEvents.publish(
        {
          userId: user.id,
          type: `vendors_${done}`,
          description: `All vendors ${done}: ${vendorCount(vendors.length)} ${done}`,
          metadata: { vendorIds: vendors.map((vendor) => vendor.id) },
          before: { paused: done === 'resumed' },
          after: { paused: done === 'paused' },
        },
        manager,
      );
      return vendors;
    });
    for (const vendor of changed) this.forgetKey(vendor.lslKey);
    return changed.length;
  }

  /** The vendor row holding the owner's SL Marketplace sales (created with the first one), inside the caller's transaction. */
  marketplaceVendorOf(manager: Tx, ownerId: string): Promise<number> {
    return this.vendors.marketplaceVendorOf(manager, ownerId);
  }

  /** How many in-world vendors the owner has (every owner's with null); with `selling`, only those switched on and not paused. */
  countInWorld(ownerId: string | null, selling: boolean): Promise<number> {
    return this.vendors.countInWorld(ownerId, selling);
  }

  /** Whether the vendor is paused (the heartbeat tells a paused in-world vendor so). */
  isPaused(vendorId: number): Promise<boolean> {
    return this.vendors.isPaused(vendorId);
  }

  /**
   * Replaces (or adds to) the inventory names the vendor object holds; a sale of a product whose item is not among
   * them is delivered by a box (docs/decisions/0090-central-delivery.md). The number of names it now holds.
   */
  async setInventory(vendorId: number, items: readonly string[], append: boolean, at: Date): Promise<number> {
    const held = [...new Set([...(append ? ((await this.vendors.inventoryOf(vendorId)) ?? []) : []), ...items])];
    if (held.length > MAX_VENDOR_ITEMS) {
      const message = `A vendor may list at most ${MAX_VENDOR_ITEMS} items; this would make ${held.length}.`;
      throw new BadRequestException({ message, fieldErrors: { items: [message] } });
    }
    await this.vendors.setInventory(vendorId, held, at);
    return held.length;
  }

  /** A vendor with sales is deactivated instead of deleted: its transactions keep pointing at it. */
  async remove(user: User, id: number): Promise<VendorDeletionDto> {
    let lslKey: string | null = null;
    const outcome = await this.vendors.transaction(async (manager): Promise<VendorDeletionDto> => {
      const vendor = await this.vendors.lockVisibleTo(manager, user, id);
      if (!vendor) throw new NotFoundException(VENDOR_NOT_FOUND);
      lslKey = vendor.lslKey;
      const metadata = { vendorId: vendor.id, ownerId: vendor.ownerId };
      if (await this.sales.hasSales(manager, vendor.id)) {
        await this.vendors.update(vendor.id, { isActive: false }, manager);
        await this.domainEvents.publish(
          {
            userId: user.id,
            type: 'vendor_deactivated',
            description: `Vendor "${vendor.name}" deactivated instead of deleted: it has sales`,
            metadata,
          },
          manager,
        );
        return {
          deleted: false,
          deactivated: true,
          message: 'This vendor has sales, so it was deactivated instead of deleted to keep its history.',
        };
      }
      await this.products.deleteAllOf(manager, vendor.id);
      await this.vendors.delete(manager, vendor.id);
      await this.domainEvents.publish({ userId: user.id, type: 'vendor_deleted', description: `Vendor "${vendor.name}" deleted`, metadata }, manager);
      return { deleted: true, deactivated: false, message: 'The vendor and its products were deleted.' };
    });
    if (lslKey) this.forgetKey(lslKey);
    return outcome;
  }

  /** Issues a new key; the old one stops working at once, so the in-world script must be updated. */
  async rotateKey(user: User, id: number): Promise<VendorDto> {
    let oldKey = '';
    const rotated = await this.vendors.transaction(async (manager) => {
      const vendor = await this.vendors.lockVisibleTo(manager, user, id);
      if (!vendor) throw new NotFoundException(VENDOR_NOT_FOUND);
      oldKey = vendor.lslKey;
      vendor.lslKey = randomUUID();
      const saved = await this.vendors.save(manager, vendor);
      await this.domainEvents.publish(
        {
          userId: user.id,
          type: 'vendor_key_rotated',
          description: `LSL key of vendor "${vendor.name}" rotated`,
          metadata: { vendorId: vendor.id, ownerId: vendor.ownerId },
          // A fingerprint, never the key: enough to tell the keys apart.
          before: { keyFingerprint: keyFingerprint(oldKey) },
          after: { keyFingerprint: keyFingerprint(vendor.lslKey) },
        },
        manager,
      );
      return saved;
    });
    this.forgetKey(oldKey);
    return this.toDto(rotated);
  }

  /** The sale path caches vendors by LSL key: this instance forgets at once, the others when the database tells them. */
  private forgetKey(lslKey: string): void {
    this.invalidation.forget('vendor', lslKey.toLowerCase());
  }
}

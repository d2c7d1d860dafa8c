import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';

import { CacheInvalidation } from '../cache/cache-invalidation.service';
import { Clock } from '../common/clock';
import { toPercentString } from '../common/field-rules';
import { DomainEvents } from '../event-bus/domain-events';
import { highestCommissionPercent, percentText, type SplitShare, splitsOverflow, splitsTotal } from '../sales/payout-arithmetic';
import type { User } from '../users/user.entity';
import type { SaveSplitsDto, SplitDto, SplitsDto, SplitTargetDto } from './dto/splits.dto';
import { ProfitSharingRepository, type SplitTarget } from './profit-sharing.repository';

export const VENDOR_NOT_FOUND = 'Vendor not found.';
export const PRODUCT_NOT_FOUND = 'Product not found.';

function toSplitDto(share: SplitShare): SplitDto {
  return { avatarKey: share.avatarKey, avatarName: share.avatarName, percent: percentText(share.percent) };
}

/**
 * Partners' splits of a merchant's sales, per vendor or per product (a product's own replace its vendor's). Each
 * merchant sees and changes only their own vendors' and products' splits, admins included. A save is checked against
 * the highest commission rate that can apply to the vendor: the splits and the commission may never pass 100 %.
 */
@Injectable()
export class ProfitSharingService {
  constructor(
    private readonly repository: ProfitSharingRepository,
    private readonly domainEvents: DomainEvents,
    private readonly invalidation: CacheInvalidation,
    private readonly clock: Clock,
  ) {}

  async vendorSplits(user: User, vendorId: number): Promise<SplitsDto> {
    const vendor = await this.repository.vendorOfOwner(vendorId, user.id);
    if (!vendor) throw new NotFoundException(VENDOR_NOT_FOUND);
    const target: SplitTarget = { kind: 'vendor', id: vendor.id };
    return this.describe(target, { vendorId: vendor.id, vendorName: vendor.name, productId: null, productName: null });
  }

  async productSplits(user: User, productId: number): Promise<SplitsDto> {
    const product = await this.repository.productOfOwner(productId, user.id);
    if (!product) throw new NotFoundException(PRODUCT_NOT_FOUND);
    return this.describe(
      { kind: 'product', id: product.id },
      { vendorId: product.vendorId, vendorName: product.vendorName, productId: product.id, productName: product.name },
    );
  }

  saveVendorSplits(user: User, vendorId: number, dto: SaveSplitsDto): Promise<SplitsDto> {
    return this.save(user, { kind: 'vendor', id: vendorId }, dto);
  }

  saveProductSplits(user: User, productId: number, dto: SaveSplitsDto): Promise<SplitsDto> {
    return this.save(user, { kind: 'product', id: productId }, dto);
  }

  /** Every vendor and product of the user that has splits of its own. */
  async targets(user: User): Promise<SplitTargetDto[]> {
    const rows = await this.repository.splitTargetsOf(user.id);
    return rows.map((row) => ({
      target: row.productId === null ? 'vendor' : 'product',
      vendorId: row.vendorId,
      vendorName: row.vendorName,
      productId: row.productId,
      productName: row.productName,
      splits: row.splits.map(toSplitDto),
      totalPercent: percentText(splitsTotal(row.splits)),
    }));
  }

  /**
   * Replaces the splits, in one transaction holding the vendor's (or product's) row, so two saves queue and the last
   * wins whole. Refused with the overflow named when they and the highest commission that can apply pass 100 %.
   */
  private async save(user: User, target: SplitTarget, dto: SaveSplitsDto): Promise<SplitsDto> {
    const shares: SplitShare[] = dto.splits.map((split) => ({
      avatarKey: split.avatarKey,
      avatarName: split.avatarName,
      percent: toPercentString(split.percent),
    }));
    const at = this.clock.now();
    await this.repository.transaction(async (manager) => {
      let vendorId: number;
      let label: string;
      if (target.kind === 'vendor') {
        const vendor = await this.repository.vendorOfOwner(target.id, user.id, manager);
        if (!vendor) throw new NotFoundException(VENDOR_NOT_FOUND);
        vendorId = vendor.id;
        label = `vendor ${vendor.name} (#${vendor.id})`;
      } else {
        const product = await this.repository.productOfOwner(target.id, user.id, manager);
        if (!product) throw new NotFoundException(PRODUCT_NOT_FOUND);
        vendorId = product.vendorId;
        label = `product ${product.name} (#${product.id})`;
      }
      const total = splitsTotal(shares);
      const overflow = splitsOverflow(total, highestCommissionPercent(await this.repository.commissionBounds(vendorId, at, manager)));
      if (overflow) throw new BadRequestException({ message: overflow, fieldErrors: { splits: [overflow] } });
      await this.repository.replaceSplits(manager, target, user.id, shares);
      await this.domainEvents.publish(
        {
          userId: user.id,
          type: 'profit_splits_saved',
          description: `Profit splits of ${label} saved: ${shares.length === 0 ? 'no partners' : `${shares.length} partner${shares.length === 1 ? '' : 's'}, ${percentText(total)}%`}`,
          metadata: target.kind === 'vendor' ? { vendorId: target.id, splits: shares } : { productId: target.id, splits: shares },
        },
        manager,
      );
    });
    // Every instance forgets its kept pricings when the trigger's notice arrives; this one before it answers.
    this.invalidation.forget('pricing', 'profit_splits');
    return target.kind === 'vendor' ? this.vendorSplits(user, target.id) : this.productSplits(user, target.id);
  }

  private async describe(target: SplitTarget, names: Pick<SplitsDto, 'vendorId' | 'vendorName' | 'productId' | 'productName'>): Promise<SplitsDto> {
    const [own, vendorShares, bounds] = await Promise.all([
      this.repository.splitsOf(target),
      target.kind === 'product' ? this.repository.splitsOf({ kind: 'vendor', id: names.vendorId }) : Promise.resolve([]),
      this.repository.commissionBounds(names.vendorId, this.clock.now()),
    ]);
    return {
      target: target.kind,
      ...names,
      splits: own.map(toSplitDto),
      totalPercent: percentText(splitsTotal(own)),
      maxCommissionPercent: percentText(highestCommissionPercent(bounds)),
      vendorSplits: vendorShares.map(toSplitDto),
    };
  }
}

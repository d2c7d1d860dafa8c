import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import Decimal from 'decimal.js';

import { CacheInvalidation } from '../cache/cache-invalidation.service';
import { Clock } from '../common/clock';
import { DomainEvents } from '../event-bus/domain-events';
import type { User } from '../users/user.entity';
import type { Vendor } from '../vendors/vendor.entity';
import type { CommissionConfig } from './commission-config.entity';
import { commissionForSale, PLATFORM_DEFAULT_RATE_PERCENT, type SaleCommissionInput } from './commission-engine';
import { CommissionInputsService, toCommissionConfigRule } from './commission-inputs.service';
import { GLOBAL_SCOPE, scopeOf } from './commission-inputs-sql';
import { CommissionsRepository } from './commissions.repository';
import {
  type CommissionConfigDto,
  type CommissionConfigsDto,
  toCommissionConfigDto,
  toCommissionTierDto,
  toVendorCommissionConfigDto,
} from './dto/commission-config.dto';
import { type CommissionPreviewDto, type CommissionPreviewQueryDto, toCommissionPreviewDto } from './dto/commission-preview.dto';
import { normalizeDecimalInput } from './dto/decimal-input.validators';
import type { SaveCommissionConfigDto } from './dto/save-commission-config.dto';

/** The percent every vendor pays when nothing else is configured (the profile setting's default). */

function describeTarget(vendor: Vendor | null): string {
  return vendor ? `vendor ${vendor.name} (#${vendor.id})` : 'the global default';
}

function percentOf(fraction: string): string {
  return `${new Decimal(fraction).times(100).toFixed()}%`;
}

/** A configuration's values as its audit entries record them before and after a change: as the API shows them. */
function auditedConfig(config: CommissionConfig): Record<string, unknown> {
  const { baseRate, isActive, tiers } = toCommissionConfigDto(config);
  return { baseRate, isActive, tiers };
}

@Injectable()
export class CommissionConfigsService {
  constructor(
    private readonly repository: CommissionsRepository,
    private readonly inputs: CommissionInputsService,
    private readonly domainEvents: DomainEvents,
    private readonly clock: Clock,
    private readonly invalidation: CacheInvalidation,
  ) {}

  async list(): Promise<CommissionConfigsDto> {
    const configs = await this.repository.findAllWithTiers();
    const global = configs.find((config) => config.vendorId === null);
    return {
      rateInForce: global?.isActive
        ? { baseRate: new Decimal(global.baseRate).toFixed(), source: 'global' }
        : { baseRate: new Decimal(PLATFORM_DEFAULT_RATE_PERCENT).div(100).toFixed(), source: 'platform_default' },
      global: global ? toCommissionConfigDto(global) : null,
      vendors: configs.filter((config): config is typeof config & { vendorId: number } => config.vendorId !== null).map(toVendorCommissionConfigDto),
    };
  }

  /** Creates or replaces the configuration of the target, its tiers included, in one transaction. */
  async save(admin: User, dto: SaveCommissionConfigDto): Promise<CommissionConfigDto> {
    const baseRate = normalizeDecimalInput(dto.baseRate);
    const isActive = dto.isActive ?? true;
    const tiers = [...(dto.tiers ?? [])]
      .sort((a, b) => a.minVolume - b.minVolume)
      .map((tier) => ({
        minVolume: String(tier.minVolume),
        discountType: tier.discountType,
        discountValue: normalizeDecimalInput(tier.discountValue),
      }));

    const saved = await this.repository.transaction(async (manager) => {
      const vendor = dto.vendorId === null ? null : await this.repository.findVendorForShare(manager, dto.vendorId);
      if (dto.vendorId !== null && !vendor) throw new NotFoundException('Vendor not found.');
      const [previous] = await this.repository.findByScopesWithTiers([scopeOf(dto.vendorId)], manager);
      const configId = await this.repository.upsertConfig(manager, { vendorId: dto.vendorId, baseRate, isActive });
      await this.repository.replaceTiers(manager, configId, tiers);
      const tierCount = tiers.length === 1 ? '1 tier' : `${tiers.length === 0 ? 'no' : tiers.length} tiers`;
      await this.domainEvents.publish(
        {
          userId: admin.id,
          type: 'commission_config_saved',
          targetType: 'commission_config',
          targetId: dto.vendorId === null ? 'global' : `vendor:${dto.vendorId}`,
          description: `Commission configuration for ${describeTarget(vendor)} saved: base rate ${percentOf(baseRate)}, ${tierCount}, ${isActive ? 'active' : 'inactive'}`,
          metadata: { vendorId: dto.vendorId, baseRate, isActive, tiers },
          before: previous ? auditedConfig(previous) : null,
          after: { baseRate, isActive, tiers: tiers.map(toCommissionTierDto) },
        },
        manager,
      );
      return { id: configId, vendorId: dto.vendorId, baseRate, isActive, tiers: tiers.map(toCommissionTierDto) };
    });
    // Every instance hears of it from the database; this one need not wait for the notification.
    this.invalidation.forget('pricing', 'commission_configs');
    return saved;
  }

  async remove(admin: User, vendorId: number | null): Promise<void> {
    await this.repository.transaction(async (manager) => {
      const [config] = await this.repository.findByScopesWithTiers([scopeOf(vendorId)], manager);
      if (!config || !(await this.repository.deleteByScope(manager, config.scope))) {
        throw new NotFoundException('Commission configuration not found.');
      }
      await this.domainEvents.publish(
        {
          userId: admin.id,
          type: 'commission_config_deleted',
          targetType: 'commission_config',
          targetId: config.scope,
          description: `Commission configuration for ${describeTarget(config.vendor ?? null)} deleted`,
          metadata: { vendorId, baseRate: config.baseRate, isActive: config.isActive },
          before: auditedConfig(config),
          after: null,
        },
        manager,
      );
    });
    this.invalidation.forget('pricing', 'commission_configs');
  }

  /** The commission of a test sale: for a vendor exactly as a sale now would be priced; for global with the given volume. */
  async preview(vendorId: number | null, query: CommissionPreviewQueryDto): Promise<CommissionPreviewDto> {
    const at = this.clock.now();
    let input: SaleCommissionInput;
    if (vendorId === null) {
      const [global] = await this.repository.findByScopesWithTiers([GLOBAL_SCOPE]);
      input = {
        at,
        amount: query.saleAmount,
        salesVolume30Days: query.salesVolume ?? 0,
        events: [],
        vendorConfig: null,
        globalConfig: global ? toCommissionConfigRule(global) : null,
        defaultRatePercent: PLATFORM_DEFAULT_RATE_PERCENT,
      };
    } else {
      if (query.salesVolume !== undefined) {
        throw new BadRequestException("Sales volume can only be given for the global preview; a vendor's volume comes from its sales.");
      }
      input = { ...(await this.inputs.forVendor(vendorId, at)), amount: query.saleAmount };
    }
    return toCommissionPreviewDto(input.salesVolume30Days, commissionForSale(input));
  }
}

import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { QueryFailedError } from 'typeorm';

import { CacheInvalidation } from '../cache/cache-invalidation.service';
import { Clock } from '../common/clock';
import { DomainEvents } from '../event-bus/domain-events';
import type { User } from '../users/user.entity';
import type { CreatePromotionDto, PromotionDto, PromotionSettingsDto, PromotionStatus, UpdatePromotionDto } from './dto/promotion.dto';
import type { Promotion } from './promotion.entity';
import { PromotionsRepository } from './promotions.repository';

export const PROMOTION_NOT_FOUND = 'Promotion not found.';
export const DUPLICATE_COUPON = 'A coupon with this code already exists.';
export const NOT_YOUR_PRODUCT = 'Product must be one of your products';

type PromotionFields = Pick<
  Promotion,
  | 'kind'
  | 'name'
  | 'productId'
  | 'percentOff'
  | 'amountOff'
  | 'code'
  | 'maxUses'
  | 'oncePerAvatar'
  | 'minSpent'
  | 'avatarKeys'
  | 'startsAt'
  | 'endsAt'
  | 'isActive'
>;

/** What a promotion of its kind may not hold, or lacks: [field, sentence], or null when it is whole. */
export function promotionProblem(p: PromotionFields): [string, string] | null {
  const only = (field: keyof PromotionFields, kinds: string): [string, string] => [field, `${FIELD_LABELS[field]} is only for ${kinds}`];
  if (p.kind !== 'coupon') {
    if (p.code !== null) return only('code', 'coupons');
    if (p.maxUses !== null) return only('maxUses', 'coupons');
    if (p.oncePerAvatar) return only('oncePerAvatar', 'coupons');
  }
  if (p.kind !== 'vip' && p.avatarKeys.length > 0) return only('avatarKeys', 'VIP lists');
  if (p.kind !== 'loyalty' && p.minSpent !== null) return only('minSpent', 'loyalty rewards');
  if ((p.kind === 'vip' || p.kind === 'loyalty') && p.productId !== null) return only('productId', 'sales and coupons');
  if (p.kind === 'coupon' && p.code === null) return ['code', 'A coupon needs a code'];
  if (p.kind === 'vip' && p.avatarKeys.length === 0) return ['avatarKeys', 'A VIP list needs at least one avatar key'];
  if (p.kind === 'loyalty' && p.minSpent === null) return ['minSpent', 'A loyalty reward needs the L$ a buyer must have spent'];
  if ((p.kind === 'vip' || p.kind === 'loyalty') && p.amountOff !== null) return ['amountOff', 'VIP lists and loyalty rewards give a percent off'];
  if ((p.percentOff === null) === (p.amountOff === null)) return ['percentOff', 'Give either a percent off or an L$ amount off'];
  if (p.startsAt && p.endsAt && p.endsAt.getTime() <= p.startsAt.getTime()) return ['endsAt', 'Ends must be after starts'];
  return null;
}

const FIELD_LABELS: Record<keyof PromotionFields, string> = {
  kind: 'Kind',
  name: 'Name',
  productId: 'Product',
  percentOff: 'Percent off',
  amountOff: 'L$ off',
  code: 'Code',
  maxUses: 'Max uses',
  oncePerAvatar: 'Once per avatar',
  minSpent: 'L$ spent',
  avatarKeys: 'VIP avatars',
  startsAt: 'Starts',
  endsAt: 'Ends',
  isActive: 'Active',
};

export function promotionStatus(p: Pick<Promotion, 'isActive' | 'startsAt' | 'endsAt' | 'maxUses' | 'uses'>, now: Date): PromotionStatus {
  if (!p.isActive) return 'inactive';
  if (p.startsAt && now.getTime() < p.startsAt.getTime()) return 'scheduled';
  if (p.endsAt && now.getTime() >= p.endsAt.getTime()) return 'ended';
  if (p.maxUses !== null && p.uses >= p.maxUses) return 'used up';
  return 'running';
}

/** A merchant's promotions: each merchant sees and changes only their own (an admin too). */
@Injectable()
export class PromotionsService {
  constructor(
    private readonly promotions: PromotionsRepository,
    private readonly invalidation: CacheInvalidation,
    private readonly clock: Clock,
    private readonly domainEvents: DomainEvents,
  ) {}

  async list(user: User): Promise<PromotionDto[]> {
    return (await this.promotions.listOfOwner(user.id)).map((row) => this.toDto(row));
  }

  async create(user: User, dto: CreatePromotionDto): Promise<PromotionDto> {
    const fields = this.apply(
      {
        kind: dto.kind,
        name: '',
        productId: null,
        percentOff: null,
        amountOff: null,
        code: null,
        maxUses: null,
        oncePerAvatar: false,
        minSpent: null,
        avatarKeys: [],
        startsAt: null,
        endsAt: null,
        isActive: true,
      },
      dto,
    );
    await this.check(user, fields);
    const id = await this.saving(() => this.promotions.insert({ ...fields, ownerId: user.id }));
    await this.pricingChanged(user, 'promotion_created', `Promotion "${fields.name}" created`, id);
    return this.get(user, id);
  }

  async update(user: User, id: number, dto: UpdatePromotionDto): Promise<PromotionDto> {
    const current = await this.owned(user, id);
    if (dto.kind !== undefined && dto.kind !== current.kind) {
      const message = "A promotion's kind cannot change: create a new one";
      throw new BadRequestException({ message, fieldErrors: { kind: [message] } });
    }
    const fields = this.apply(current, dto);
    await this.check(user, fields);
    await this.saving(() => this.promotions.update(id, user.id, fields));
    await this.pricingChanged(user, 'promotion_changed', `Promotion "${fields.name}" changed`, id);
    return this.get(user, id);
  }

  async remove(user: User, id: number): Promise<void> {
    const promotion = await this.owned(user, id);
    await this.promotions.delete(id, user.id);
    await this.pricingChanged(user, 'promotion_deleted', `Promotion "${promotion.name}" deleted`, id);
  }

  async settings(user: User): Promise<PromotionSettingsDto> {
    return { stackDiscounts: await this.promotions.stackDiscounts(user.id) };
  }

  async updateSettings(user: User, dto: PromotionSettingsDto): Promise<PromotionSettingsDto> {
    await this.promotions.setStackDiscounts(user.id, dto.stackDiscounts);
    this.invalidation.forget('user', user.id);
    return this.settings(user);
  }

  /**
   * This instance forgets the vendors' kept pricings at once (the others hear the table's notification); the event
   * tells the owner's vendors that their prices due may have moved.
   */
  private async pricingChanged(user: User, type: string, description: string, id: number): Promise<void> {
    this.invalidation.forget('pricing', 'promotions');
    await this.domainEvents.publish({
      userId: user.id,
      type,
      description,
      targetType: 'promotion',
      targetId: String(id),
      metadata: { promotionId: id, ownerId: user.id },
    });
  }

  private async get(user: User, id: number): Promise<PromotionDto> {
    const row = await this.promotions.findOfOwner(id, user.id, true);
    if (!row) throw new NotFoundException(PROMOTION_NOT_FOUND);
    return this.toDto(row);
  }

  private async owned(user: User, id: number): Promise<Promotion> {
    // Another merchant's promotion answers like one that does not exist.
    const row = await this.promotions.findOfOwner(id, user.id);
    if (!row) throw new NotFoundException(PROMOTION_NOT_FOUND);
    return row;
  }

  private apply(current: PromotionFields, dto: UpdatePromotionDto): PromotionFields {
    const date = (value: string | null | undefined, old: Date | null) => (value === undefined ? old : value === null ? null : new Date(value));
    return {
      kind: current.kind,
      name: dto.name ?? current.name,
      productId: dto.productId === undefined ? current.productId : dto.productId,
      percentOff: dto.percentOff === undefined ? current.percentOff : dto.percentOff,
      amountOff: dto.amountOff === undefined ? current.amountOff : dto.amountOff,
      code: dto.code === undefined ? current.code : dto.code,
      maxUses: dto.maxUses === undefined ? current.maxUses : dto.maxUses,
      oncePerAvatar: dto.oncePerAvatar ?? current.oncePerAvatar,
      minSpent: dto.minSpent === undefined ? current.minSpent : dto.minSpent,
      avatarKeys: dto.avatarKeys ?? current.avatarKeys,
      startsAt: date(dto.startsAt, current.startsAt),
      endsAt: date(dto.endsAt, current.endsAt),
      isActive: dto.isActive ?? current.isActive,
    };
  }

  private async check(user: User, fields: PromotionFields): Promise<void> {
    const problem = promotionProblem(fields);
    if (problem) throw new BadRequestException({ message: problem[1], fieldErrors: { [problem[0]]: [problem[1]] } });
    if (fields.productId !== null && !(await this.promotions.ownsProduct(user.id, fields.productId))) {
      throw new BadRequestException({ message: NOT_YOUR_PRODUCT, fieldErrors: { productId: [NOT_YOUR_PRODUCT] } });
    }
  }

  private async saving<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (error instanceof QueryFailedError && (error.driverError as { code?: string }).code === '23505') {
        throw new ConflictException({ message: DUPLICATE_COUPON, fieldErrors: { code: [DUPLICATE_COUPON] } });
      }
      throw error;
    }
  }

  private toDto(row: Promotion): PromotionDto {
    return {
      id: row.id,
      kind: row.kind,
      name: row.name,
      productId: row.productId,
      productName: row.product?.name ?? null,
      percentOff: row.percentOff,
      amountOff: row.amountOff,
      code: row.code,
      maxUses: row.maxUses,
      uses: row.uses,
      oncePerAvatar: row.oncePerAvatar,
      minSpent: row.minSpent,
      avatarKeys: row.avatarKeys,
      startsAt: row.startsAt?.toISOString() ?? null,
      endsAt: row.endsAt?.toISOString() ?? null,
      isActive: row.isActive,
      status: promotionStatus(row, this.clock.now()),
      createdAt: row.createdAt.toISOString(),
    };
  }
}

import { createHash, randomBytes } from 'node:crypto';

import { GoneException, Inject, Injectable, NotFoundException } from '@nestjs/common';

import { Clock } from '../common/clock';
import { appBaseUrl } from '../common/own-origin';
import { isSecondLifeKey } from '../common/second-life/avatar-key';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { UNKNOWN_VENDOR_KEY } from '../in-world/in-world-object-directory';
import { noteVendor, type ScriptCaller } from '../in-world/in-world-request';
import { BuyerRedeliveryLinksRepository, type LinkHolder } from './buyer-redelivery-links.repository';
import type { BuyerPurchasesDto, CreateRedeliveryLinkDto, RedeliveryLinkDto } from './dto/buyer-redelivery.dto';
import type { RedeliveryRequestDto } from './dto/redelivery-request.dto';
import { RedeliveryRequestsService } from './redelivery-requests.service';

/** How long a buyer's link works (docs/decisions/0086-buyer-redelivery-links.md). */
export const LINK_LIFETIME_MS = 30 * 60_000;
export const BUYER_PURCHASES_LIMIT = 100;
export const LINK_EXPIRED = 'This link has expired (links work for 30 minutes). Touch the redelivery terminal or vendor again for a new one.';
export const LINK_UNKNOWN = 'This link is not valid. Touch the redelivery terminal or vendor again for a new one.';

function sha256(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Buyers' web links: made for a script, then opened without sign-in to list and redeliver that avatar's purchases. */
@Injectable()
export class BuyerRedeliveriesService {
  constructor(
    private readonly links: BuyerRedeliveryLinksRepository,
    private readonly redeliveries: RedeliveryRequestsService,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** A new link for the avatar; their earlier link from this merchant stops working. */
  async createLink(caller: ScriptCaller, dto: CreateRedeliveryLinkDto, headerObjectKey: string | undefined): Promise<RedeliveryLinkDto> {
    if (dto.vendor_id !== undefined) {
      // Another merchant's vendor key gets the same answer as a key that does not exist.
      if (!caller.vendor) throw new NotFoundException(UNKNOWN_VENDOR_KEY);
      noteVendor(caller, caller.vendor.id);
    }
    // 256 random bits, in the URL as 43 base64url characters; only the hash is stored.
    const token = randomBytes(32).toString('base64url');
    const now = this.clock.now();
    const expiresAt = new Date(now.getTime() + LINK_LIFETIME_MS);
    // Anyone can send the header: it is kept only when it is a key (a longer value would not fit the column).
    const fromHeader = headerObjectKey?.trim().toLowerCase();
    const objectKey = dto.object_key ?? (isSecondLifeKey(fromHeader) ? fromHeader : null);
    await this.links.replace({ ownerId: caller.owner.id, avatarKey: dto.avatar, objectKey, tokenHash: sha256(token), expiresAt }, now);
    return { url: `${appBaseUrl(this.config)}/redeliver/${token}`, expires_at: expiresAt.toISOString() };
  }

  async purchases(token: string): Promise<BuyerPurchasesDto> {
    const link = await this.openLink(token);
    const purchases = await this.redeliveries.purchasesForBuyer(link.ownerId, link.avatarKey, BUYER_PURCHASES_LIMIT);
    return { expiresAt: link.expiresAt.toISOString(), purchases };
  }

  async redeliver(token: string, transactionId: number): Promise<RedeliveryRequestDto> {
    const link = await this.openLink(token);
    return this.redeliveries.createForBuyer(link.ownerId, link.avatarKey, transactionId);
  }

  private async openLink(token: string): Promise<LinkHolder> {
    const link = await this.links.findByHash(sha256(token));
    if (!link) throw new NotFoundException(LINK_UNKNOWN);
    if (link.expiresAt.getTime() <= this.clock.now().getTime()) throw new GoneException(LINK_EXPIRED);
    return link;
  }
}

import { ConflictException, Injectable, Logger, NotFoundException } from '@nestjs/common';

import { Clock } from '../common/clock';
import type { User } from '../users/user.entity';
import type {
  CreateUpdateBroadcastDto,
  ProductVersionDto,
  PublishedVersionDto,
  PublishProductVersionDto,
  UpdateBroadcastDetailDto,
  UpdateBroadcastDto,
} from './dto/update-broadcast.dto';
import type { UpdateBroadcastStatus } from './update-broadcast.entity';
import { type BroadcastRow, type OwnedProduct, type StartedBroadcast, UpdateBroadcastsRepository, type VersionRow } from './update-broadcasts.repository';
import { UpdateDispatcher } from './update-dispatcher';

export const PRODUCT_NOT_FOUND = 'Product not found.';
export const VERSION_NOT_FOUND = 'Product version not found.';
export const BROADCAST_NOT_FOUND = 'Update not found.';
export const versionTaken = (version: string) => `This product already has a version "${version}".`;
export const notCurrent = (product: string, current: string) =>
  `Only the current version of a product can be sent to its buyers: ${product} is now at version ${current}.`;
export const alreadySent = (broadcastId: number) => `This version has already been sent to its buyers (update #${broadcastId}).`;

/** The list shows this many of the merchant's latest updates. */
export const BROADCAST_LIST_LIMIT = 50;
const FAILURES_SHOWN = 20;

/** Why a pause, resume or cancel cannot happen from the broadcast's state. */
const WRONG_STEP: Record<'pause' | 'resume' | 'cancel', Partial<Record<UpdateBroadcastStatus, string>>> = {
  pause: { paused: 'This update is already paused.', completed: 'This update has finished: every delivery is done.', cancelled: 'This update was cancelled.' },
  resume: {
    running: 'This update is already running.',
    completed: 'This update has finished: every delivery is done.',
    cancelled: 'This update was cancelled.',
  },
  cancel: { completed: 'This update has finished: every delivery is done.', cancelled: 'This update was already cancelled.' },
};

const STEPS = {
  pause: { from: ['running'], to: 'paused', type: 'update_broadcast_paused', verb: 'paused' },
  resume: { from: ['paused'], to: 'running', type: 'update_broadcast_resumed', verb: 'resumed' },
  cancel: { from: ['running', 'paused'], to: 'cancelled', type: 'update_broadcast_cancelled', verb: 'cancelled' },
} as const;

/**
 * Product versions and update broadcasts. Everything is the merchant's own, admins included: an update is given
 * in-world by the merchant's delivery boxes, so only the product's owner publishes and sends it
 * (docs/decisions/0023-update-broadcasts-queue.md).
 */
@Injectable()
export class UpdateBroadcastsService {
  private readonly logger = new Logger('UpdateBroadcasts');

  constructor(
    private readonly broadcasts: UpdateBroadcastsRepository,
    private readonly dispatcher: UpdateDispatcher,
    private readonly clock: Clock,
  ) {}

  async versions(user: User, productId: number): Promise<ProductVersionDto[]> {
    if (!(await this.broadcasts.findOwnedProduct(productId, user.id))) throw new NotFoundException(PRODUCT_NOT_FOUND);
    return (await this.broadcasts.versionsOf(productId)).map(toVersionDto);
  }

  /** Publishes a version (the boxes give it from now on) and, when asked, sends it to every past buyer. */
  async publish(user: User, productId: number, dto: PublishProductVersionDto): Promise<PublishedVersionDto> {
    const at = this.clock.now();
    const outcome = await this.broadcasts.publish(
      user.id,
      { productId, version: dto.version, itemName: dto.itemName, publishedBy: user.id, at },
      (product, cancelled) => ({
        userId: user.id,
        type: 'product_version_published',
        description:
          `Version ${dto.version} of ${describe(product)} published: the boxes now give "${dto.itemName}"` +
          (cancelled.length > 0 ? `; update ${cancelled.map((id) => `#${id}`).join(', ')} of an older version cancelled` : ''),
        metadata: { productId, version: dto.version, itemName: dto.itemName, cancelledBroadcastIds: cancelled },
      }),
      dto.broadcast ? (product, broadcast) => startedActivity(user, product, dto.version, broadcast) : null,
    );
    if (outcome.kind === 'not-found') throw new NotFoundException(PRODUCT_NOT_FOUND);
    if (outcome.kind === 'duplicate') {
      const message = versionTaken(dto.version);
      throw new ConflictException({ message, fieldErrors: { version: [message] } });
    }
    if (outcome.broadcast) await this.handOutSoon(user.id);
    const version = (await this.broadcasts.versionsOf(productId)).find((row) => row.id === outcome.versionId)!;
    return {
      version: toVersionDto(version),
      broadcast: outcome.broadcast ? await this.get(user, outcome.broadcast.id) : null,
      cancelledBroadcastIds: outcome.cancelledBroadcasts,
    };
  }

  async start(user: User, dto: CreateUpdateBroadcastDto): Promise<UpdateBroadcastDto> {
    const outcome = await this.broadcasts.startBroadcast(user.id, dto.productVersionId, this.clock.now(), (product, broadcast) =>
      startedActivity(user, product, null, broadcast),
    );
    if (outcome.kind === 'not-found') throw new NotFoundException(VERSION_NOT_FOUND);
    if (outcome.kind === 'not-current') throw new ConflictException(notCurrent(outcome.product, outcome.currentVersion));
    if (outcome.kind === 'exists') throw new ConflictException(alreadySent(outcome.broadcastId));
    await this.handOutSoon(user.id);
    return this.get(user, outcome.broadcast.id);
  }

  async list(user: User): Promise<UpdateBroadcastDto[]> {
    return (await this.broadcasts.listOfOwner(user.id, BROADCAST_LIST_LIMIT)).map(toBroadcastDto);
  }

  async detail(user: User, id: number): Promise<UpdateBroadcastDetailDto> {
    const broadcast = await this.get(user, id);
    const failures = await this.broadcasts.failuresOf(id, FAILURES_SHOWN);
    return {
      ...broadcast,
      failures: failures.map((row) => ({
        id: row.id,
        avatarKey: row.avatarKey,
        avatarName: row.avatarName,
        reason: row.reason,
        at: row.finishedAt?.toISOString() ?? null,
      })),
    };
  }

  /** Pause (no new hand-outs), resume, or cancel (queued deliveries are dropped); deliveries already with a box finish. */
  async step(user: User, id: number, step: keyof typeof STEPS): Promise<UpdateBroadcastDto> {
    const current = await this.get(user, id);
    const { from, to, type, verb } = STEPS[step];
    const changed = await this.broadcasts.changeStatus(id, user.id, from, to, this.clock.now(), {
      userId: user.id,
      type,
      description: `Update #${id} of ${current.productName} (version ${current.version}) ${verb}`,
      metadata: { productId: current.productId, broadcastId: id, version: current.version },
      targetType: 'update_broadcast',
      targetId: String(id),
    });
    if (!changed) {
      const now = await this.get(user, id);
      throw new ConflictException(WRONG_STEP[step][now.status] ?? `This update is ${now.status}.`);
    }
    if (to === 'running') await this.handOutSoon(user.id);
    return this.get(user, id);
  }

  private async get(user: User, id: number): Promise<UpdateBroadcastDto> {
    // Another merchant's update answers like one that does not exist.
    const row = await this.broadcasts.findOfOwner(id, user.id);
    if (!row) throw new NotFoundException(BROADCAST_NOT_FOUND);
    return toBroadcastDto(row);
  }

  /** Hands the first deliveries out at once; a failure here only delays them to the next poll or sweep. */
  private async handOutSoon(ownerId: string): Promise<void> {
    await this.dispatcher
      .dispatch(ownerId)
      .catch((error: Error) => this.logger.error({ msg: 'Could not hand out update deliveries', ownerId, err: error.message }));
  }
}

function describe(product: OwnedProduct): string {
  return `${product.name} (#${product.id})`;
}

function startedActivity(user: User, product: OwnedProduct, version: string | null, broadcast: StartedBroadcast) {
  return {
    userId: user.id,
    type: 'update_broadcast_started',
    description:
      `Update #${broadcast.id} of ${describe(product)}${version ? ` (version ${version})` : ''} started: ` +
      `${broadcast.waiting} ${broadcast.waiting === 1 ? 'buyer' : 'buyers'} to send to, ${broadcast.skipped} already had it`,
    metadata: { productId: product.id, broadcastId: broadcast.id, waiting: broadcast.waiting, skipped: broadcast.skipped },
    targetType: 'update_broadcast',
    targetId: String(broadcast.id),
  };
}

function toVersionDto(row: VersionRow): ProductVersionDto {
  return {
    id: row.id,
    productId: row.productId,
    productName: row.productName,
    version: row.version,
    itemName: row.itemName,
    publishedAt: new Date(row.publishedAt).toISOString(),
    current: row.current,
    broadcastId: row.broadcastId,
  };
}

function toBroadcastDto(row: BroadcastRow): UpdateBroadcastDto {
  return {
    id: row.id,
    productId: row.productId,
    productName: row.productName,
    productVersionId: row.productVersionId,
    version: row.version,
    itemName: row.itemName,
    status: row.status,
    waitingReason: row.status === 'running' ? row.waitingReason : null,
    counts: {
      recipients: row.recipients,
      sent: row.sent,
      failed: row.failed,
      waiting: row.waiting,
      handed: row.handed,
      skipped: row.skipped,
      cancelled: row.cancelled,
    },
    createdAt: new Date(row.createdAt).toISOString(),
    finishedAt: row.finishedAt ? new Date(row.finishedAt).toISOString() : null,
  };
}

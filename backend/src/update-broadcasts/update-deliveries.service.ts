import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';

import { Clock } from '../common/clock';
import { DeliveryBoxesService } from '../delivery-boxes/delivery-boxes.service';
import type { UpdateDeliveryReportedDto } from './dto/update-broadcast.dto';
import { UpdateBroadcastsRepository } from './update-broadcasts.repository';
import type { UpdateDeliveryState } from './update-delivery.entity';

export const DELIVERY_NOT_FOUND = 'Update delivery not found.';
export const BOX_NOT_FOUND = 'Unknown box key.';
export const ALREADY_SENT = 'This update delivery was already sent.';
export const WAS_SKIPPED = 'This update delivery was skipped: the avatar already has this version.';

/**
 * A box reports it gave the item: believed whatever happened meanwhile (handed back to the queue, given up on after
 * its tries, or its update cancelled), since the avatar has the item and must not get it again.
 */
const SENT_FROM: readonly UpdateDeliveryState[] = ['handed', 'waiting', 'failed', 'cancelled'];
/** A failure report closes a delivery still open; on a closed one it changes nothing. */
const FAILED_FROM: readonly UpdateDeliveryState[] = ['handed', 'waiting'];

/** What delivery-box.lsl reports about the update deliveries handed to it. */
@Injectable()
export class UpdateDeliveriesService {
  constructor(
    private readonly broadcasts: UpdateBroadcastsRepository,
    private readonly boxes: DeliveryBoxesService,
    private readonly clock: Clock,
  ) {}

  /** The same report twice gets the same answer; a failure reported on a sent or skipped delivery is a 409. */
  async report(
    ownerId: string,
    id: number,
    outcome: 'delivered' | 'failed',
    reason: string | null,
    boxKey: string | undefined,
  ): Promise<UpdateDeliveryReportedDto> {
    const box = boxKey === undefined ? null : await this.boxes.findOwnedByKey(ownerId, boxKey);
    // Another merchant's box key gets the same answer as a key that does not exist.
    if (boxKey !== undefined && !box) throw new NotFoundException(BOX_NOT_FOUND);
    const delivery = await this.broadcasts.findDeliveryOfOwner(id, ownerId);
    if (!delivery) throw new NotFoundException(DELIVERY_NOT_FOUND);
    const sent = outcome === 'delivered';
    const changed = await this.broadcasts.report(
      ownerId,
      id,
      sent ? SENT_FROM : FAILED_FROM,
      sent ? 'sent' : 'failed',
      sent ? null : reason,
      box?.id ?? null,
      this.clock.now(),
    );
    if (changed) return { id, status: changed.state };
    const current = (await this.broadcasts.findDeliveryOfOwner(id, ownerId))!;
    if (current.state === 'skipped') throw new ConflictException(WAS_SKIPPED);
    if (!sent && current.state === 'sent') throw new ConflictException(ALREADY_SENT);
    return { id, status: current.state };
  }
}

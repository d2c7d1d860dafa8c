import { randomUUID } from 'node:crypto';

import { Injectable, NotFoundException } from '@nestjs/common';

import { Clock } from '../common/clock';
import { keyFingerprint } from '../common/key-fingerprint';
import { DomainEvents } from '../event-bus/domain-events';
import { ReportingObjectsLink } from '../in-world/reporting-objects';
import type { User } from '../users/user.entity';
import { BoxRequestsLink } from './box-requests';
import type { DeliveryBox } from './delivery-box.entity';
import { DeliveryBoxesRepository } from './delivery-boxes.repository';
import { type DeliveryBoxDto, toDeliveryBoxDto } from './dto/delivery-box.dto';
import type { CreateDeliveryBoxDto, UpdateDeliveryBoxDto } from './dto/delivery-box-input.dto';

export const BOX_NOT_FOUND = 'Delivery box not found.';
/** What an in-world call naming no box of the key's owner is answered (heartbeats, the boxes' redelivery calls). */
export const UNKNOWN_BOX_KEY = 'Unknown box key.';

@Injectable()
export class DeliveryBoxesService {
  constructor(
    private readonly boxes: DeliveryBoxesRepository,
    private readonly objects: ReportingObjectsLink,
    private readonly requests: BoxRequestsLink,
    private readonly domainEvents: DomainEvents,
    private readonly clock: Clock,
  ) {}

  /** The owner's box with this key, or null (an in-world call naming it). */
  findOwnedByKey(ownerId: string, boxKey: string): Promise<DeliveryBox | null> {
    return this.boxes.findOwnedByKey(ownerId, boxKey);
  }

  /** The box with this id if the user may see it, or null. */
  findVisibleTo(user: User, id: number): Promise<DeliveryBox | null> {
    return this.boxes.findVisibleTo(user, id);
  }

  /** The names of the items the box can give, as it last reported them. */
  setInventory(boxId: number, items: string[], at: Date): Promise<void> {
    return this.boxes.setInventory(boxId, items, at);
  }

  async list(user: User): Promise<DeliveryBoxDto[]> {
    return this.toDtos(await this.boxes.listVisibleTo(user));
  }

  async get(user: User, id: number): Promise<DeliveryBoxDto> {
    const [dto] = await this.toDtos([await this.findVisibleOrFail(user, id)]);
    return dto;
  }

  create(user: User, dto: CreateDeliveryBoxDto): Promise<DeliveryBoxDto> {
    return this.boxes
      .transaction(async (manager) => {
        const box = await this.boxes.insert(manager, { ownerId: user.id, name: dto.name, isActive: dto.isActive ?? true, boxKey: randomUUID() });
        await this.domainEvents.publish(
          { userId: user.id, type: 'delivery_box_created', description: `Delivery box "${box.name}" created`, metadata: { boxId: box.id } },
          manager,
        );
        return box;
      })
      .then((box) => this.get(user, box.id));
  }

  /** Switching a box off hands what it held to other boxes at once. */
  async update(user: User, id: number, dto: UpdateDeliveryBoxDto): Promise<DeliveryBoxDto> {
    const box = await this.boxes.transaction(async (manager) => {
      const found = await this.boxes.findVisibleTo(user, id, manager);
      if (!found) throw new NotFoundException(BOX_NOT_FOUND);
      if (dto.name !== undefined) found.name = dto.name;
      if (dto.isActive !== undefined) found.isActive = dto.isActive;
      if (!found.isActive) await this.requests.releaseFromBox(manager, found.id);
      return this.boxes.save(manager, found);
    });
    await this.requests.dispatch(box.ownerId);
    return this.get(user, id);
  }

  /** What the box held goes back to the queue and on to other boxes; its in-world objects are forgotten. */
  async remove(user: User, id: number): Promise<void> {
    const ownerId = await this.boxes.transaction(async (manager) => {
      const box = await this.boxes.findVisibleTo(user, id, manager);
      if (!box) throw new NotFoundException(BOX_NOT_FOUND);
      await this.requests.releaseFromBox(manager, box.id);
      await this.boxes.delete(manager, box.id);
      await this.domainEvents.publish(
        {
          userId: user.id,
          type: 'delivery_box_deleted',
          description: `Delivery box "${box.name}" deleted`,
          metadata: { boxId: box.id, ownerId: box.ownerId },
        },
        manager,
      );
      return box.ownerId;
    });
    await this.requests.dispatch(ownerId);
  }

  /** A new key; the old one stops working at once, so the in-world script must be updated. */
  async rotateKey(user: User, id: number): Promise<DeliveryBoxDto> {
    await this.boxes.transaction(async (manager) => {
      const box = await this.boxes.findVisibleTo(user, id, manager);
      if (!box) throw new NotFoundException(BOX_NOT_FOUND);
      const oldKey = box.boxKey;
      box.boxKey = randomUUID();
      await this.boxes.save(manager, box);
      await this.domainEvents.publish(
        {
          userId: user.id,
          type: 'delivery_box_key_rotated',
          description: `Key of delivery box "${box.name}" rotated`,
          metadata: { boxId: box.id, ownerId: box.ownerId },
          before: { keyFingerprint: keyFingerprint(oldKey) },
          after: { keyFingerprint: keyFingerprint(box.boxKey) },
        },
        manager,
      );
    });
    return this.get(user, id);
  }

  private async findVisibleOrFail(user: User, id: number): Promise<DeliveryBox> {
    const box = await this.boxes.findVisibleTo(user, id);
    if (!box) throw new NotFoundException(BOX_NOT_FOUND);
    return box;
  }

  private async toDtos(boxes: DeliveryBox[]): Promise<DeliveryBoxDto[]> {
    const ids = boxes.map((box) => box.id);
    const [objects, assigned] = await Promise.all([this.objects.ofBoxes(ids, this.clock.now()), this.requests.assignedCounts(ids)]);
    return boxes.map((box) => toDeliveryBoxDto(box, objects.get(box.id) ?? [], assigned.get(box.id) ?? 0));
  }
}

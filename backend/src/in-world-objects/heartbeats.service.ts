import { BadRequestException, Inject, Injectable, NotFoundException } from '@nestjs/common';

import { Clock } from '../common/clock';
import { isSecondLifeKey } from '../common/second-life/avatar-key';
import type { SecondLifeOrigin } from '../common/second-life/second-life-origin';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { DeliveryBoxesService, UNKNOWN_BOX_KEY } from '../delivery-boxes/delivery-boxes.service';
import { IN_WORLD_VENDORS, type InWorldVendors, UNKNOWN_VENDOR_KEY } from '../in-world/in-world-object-directory';
import { noteVendor, type ScriptCaller } from '../in-world/in-world-request';
import { VendorsService } from '../vendors/vendors.service';
import { isAllowedBoxUrl } from './box-url';
import {
  type BoxInventoryAnswerDto,
  type BoxInventoryDto,
  type HeartbeatAnswerDto,
  type HeartbeatDto,
  MAX_BOX_ITEMS,
  type VendorInventoryDto,
} from './dto/heartbeat.dto';
import { HeartbeatHooks } from './heartbeat-hooks';
import { InWorldObjectsRepository } from './in-world-objects.repository';
import { HEARTBEAT_SECONDS, regionName } from './liveness';

export const BOX_URL_REFUSED = 'url must be the HTTP-in URL a Second Life simulator granted (llRequestURL).';

function fieldError(field: string, message: string): BadRequestException {
  return new BadRequestException({ message, fieldErrors: { [field]: [message] } });
}

@Injectable()
export class HeartbeatsService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly objects: InWorldObjectsRepository,
    private readonly boxes: DeliveryBoxesService,
    @Inject(IN_WORLD_VENDORS) private readonly vendors: InWorldVendors,
    private readonly hooks: HeartbeatHooks,
    private readonly clock: Clock,
    private readonly vendorsService: VendorsService,
  ) {}

  /**
   * Records what the object says about itself; a vendor is told whether it is paused (its script shows Paused and
   * refunds payments), a box's heartbeat also hands it the requests it can take.
   */
  async heartbeat(caller: ScriptCaller, dto: HeartbeatDto, origin: SecondLifeOrigin): Promise<HeartbeatAnswerDto> {
    const ownerId = caller.owner.id;
    let vendorId: number | null = null;
    let boxId: number | null = null;
    let paused: boolean | undefined;
    if (dto.kind === 'vendor') {
      if (dto.vendor_id === undefined) throw fieldError('vendor_id', "vendor_id is required for a vendor: the vendor's LSL key");
      const vendor = await this.vendors.find(dto.vendor_id);
      if (!vendor || vendor.ownerId !== ownerId) throw new NotFoundException(UNKNOWN_VENDOR_KEY);
      noteVendor(caller, vendor.id);
      vendorId = vendor.id;
      // Only a vendor that cannot sell may be paused (the selling vendor reads a paused one as inactive): no query otherwise.
      paused = !vendor.isActive && (await this.vendorsService.isPaused(vendor.id));
    } else if (dto.kind === 'delivery-box') {
      if (dto.box_id === undefined) throw fieldError('box_id', "box_id is required for a delivery box: the box's key from the LSL Integration page");
      const box = await this.boxes.findOwnedByKey(ownerId, dto.box_id);
      if (!box) throw new NotFoundException(UNKNOWN_BOX_KEY);
      boxId = box.id;
    }
    if (dto.url !== undefined && !isAllowedBoxUrl(dto.url, this.config.boxUrlHosts)) throw fieldError('url', BOX_URL_REFUSED);

    // What the simulator says about the calling object wins over the body: it describes the object, it proves nothing.
    const headerKey = origin.objectKey?.toLowerCase();
    const objectKey = headerKey && isSecondLifeKey(headerKey) ? headerKey : dto.object_key;
    const objectName = origin.objectName ?? dto.object_name;
    const region = origin.region ? regionName(origin.region) : dto.region?.trim() || null;
    await this.objects.upsert(
      {
        ownerId,
        objectKey,
        kind: dto.kind,
        vendorId,
        boxId,
        objectName,
        region,
        position: origin.localPosition ?? (dto.position?.trim() || null),
        scriptVersion: dto.script_version?.trim() || null,
        queued: dto.queued ?? 0,
        parked: dto.parked ?? 0,
        freeMemory: dto.free_memory ?? null,
        // A terminal is never pinged; a box is told of deliveries, a vendor of catalogue changes.
        url: dto.kind === 'delivery-box' || dto.kind === 'vendor' ? (dto.url ?? null) : null,
      },
      this.clock.now(),
    );
    await this.hooks.reported({ ownerId, objectKey, objectName, kind: dto.kind, region, queued: dto.queued ?? 0, parked: dto.parked ?? 0 });
    if (boxId !== null) await this.hooks.boxReady(ownerId);
    // A vendor learns here that payouts wait (retried ones, any it never got the sale's answer for); payouts.lsl then
    // asks for them as signed orders. A heartbeat's answer never carries an order.
    const due = vendorId === null ? 0 : await this.hooks.duePayouts(vendorId);
    return { ok: true, heartbeat_seconds: HEARTBEAT_SECONDS, ...(paused === undefined ? {} : { paused }), ...(due > 0 ? { payouts_due: due } : {}) };
  }

  /** Replaces (or adds to) the names of the items a box can give, then hands it the requests it can now take. */
  async inventory(caller: ScriptCaller, dto: BoxInventoryDto): Promise<BoxInventoryAnswerDto> {
    const box = await this.boxes.findOwnedByKey(caller.owner.id, dto.box_id);
    if (!box) throw new NotFoundException(UNKNOWN_BOX_KEY);
    const items = [...new Set([...(dto.append ? box.inventory : []), ...dto.items])];
    if (items.length > MAX_BOX_ITEMS) {
      throw fieldError('items', `A delivery box may list at most ${MAX_BOX_ITEMS} items; this would make ${items.length}.`);
    }
    await this.boxes.setInventory(box.id, items, this.clock.now());
    await this.hooks.boxReady(caller.owner.id);
    return { items: items.length };
  }

  /** Replaces (or adds to) the names of the items a vendor gives itself; its sales of other items go to a box. */
  async vendorInventory(caller: ScriptCaller, dto: VendorInventoryDto): Promise<BoxInventoryAnswerDto> {
    const vendor = await this.vendors.find(dto.vendor_id);
    if (!vendor || vendor.ownerId !== caller.owner.id) throw new NotFoundException(UNKNOWN_VENDOR_KEY);
    noteVendor(caller, vendor.id);
    return { items: await this.vendorsService.setInventory(vendor.id, dto.items, dto.append === true, this.clock.now()) };
  }
}

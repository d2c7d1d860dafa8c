import { Injectable } from '@nestjs/common';

import type { InWorldObjectDto } from './dto/in-world-object.dto';

/**
 * The in-world objects reporting for vendors and delivery boxes, as their lists show them (latest heartbeat first):
 * provided by InWorldObjectsModule, so vendors/ and delivery-boxes/ import no in-world-objects/.
 */
export interface ReportingObjects {
  /** Each vendor's objects, by vendor id, as of `now`. */
  ofVendors(vendorIds: number[], now: Date): Promise<Map<number, InWorldObjectDto[]>>;
  /** Each delivery box's objects, by box id, as of `now`. */
  ofBoxes(boxIds: number[], now: Date): Promise<Map<number, InWorldObjectDto[]>>;
}

/** Where the vendors and the delivery boxes reach their in-world objects: InWorldObjectsModule registers its side at start-up. */
@Injectable()
export class ReportingObjectsLink implements ReportingObjects {
  private objects: ReportingObjects | null = null;

  provide(objects: ReportingObjects): void {
    this.objects = objects;
  }

  ofVendors(vendorIds: number[], now: Date): Promise<Map<number, InWorldObjectDto[]>> {
    return this.provided().ofVendors(vendorIds, now);
  }

  ofBoxes(boxIds: number[], now: Date): Promise<Map<number, InWorldObjectDto[]>> {
    return this.provided().ofBoxes(boxIds, now);
  }

  private provided(): ReportingObjects {
    if (!this.objects) throw new Error('No module provides the in-world objects of vendors and boxes (InWorldObjectsModule).');
    return this.objects;
  }
}

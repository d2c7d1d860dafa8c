import { BadRequestException, Inject, Injectable } from '@nestjs/common';

import { Clock } from '../../common/clock';
import { sltDate } from '../../common/time/second-life-time';
import { vendorOfCaller } from '../../in-world/caller-vendor';
import { IN_WORLD_VENDORS, type InWorldVendors } from '../../in-world/in-world-object-directory';
import type { ScriptCaller } from '../../in-world/in-world-request';
import type { DemoAnswerDto, DemoOutcome, RequestDemoDto } from '../dto/demo.dto';
import { ProductDemosRepository } from './product-demos.repository';

/**
 * Demos at a vendor: a product's demo item, free, once per avatar per product per SLT day
 * (docs/decisions/0092-product-demos.md). What the buyer may be told is a 200 with give: false and a sentence; a call
 * naming what is not the merchant's is a 4xx, for the owner to fix.
 */
@Injectable()
export class ProductDemosService {
  constructor(
    private readonly demos: ProductDemosRepository,
    private readonly clock: Clock,
    @Inject(IN_WORLD_VENDORS) private readonly vendors: InWorldVendors,
  ) {}

  async request(caller: ScriptCaller, dto: RequestDemoDto): Promise<DemoAnswerDto> {
    const vendor = await vendorOfCaller(caller, dto.vendor_id, this.vendors);
    const product = await this.demos.productOfVendor(vendor.id, dto.product_id);
    if (!product) {
      const message = `product_id ${dto.product_id} is not one of this vendor's products`;
      throw new BadRequestException({ message, fieldErrors: { product_id: [message] } });
    }
    const at = this.clock.now();
    const refuse = (outcome: DemoOutcome, message: string): DemoAnswerDto => ({ give: false, item: null, outcome, message, day: sltDate(at) });
    if (!vendor.isActive) return refuse('vendor_paused', 'This vendor is paused: no demos for now.');
    if (!product.isActive) return refuse('not_on_sale', `${product.name} is not on sale any more, so it has no demo.`);
    if (!product.demoItemName) return refuse('no_demo', `${product.name} has no demo.`);

    const demo = await this.demos.recordOncePerDay({
      ownerId: vendor.ownerId,
      vendorId: vendor.id,
      productId: product.id,
      avatarKey: dto.avatar,
      demoId: dto.demo_id ?? null,
      at,
    });
    const retry = !demo.recorded && dto.demo_id !== undefined && demo.demoId === dto.demo_id;
    if (!demo.recorded && !retry) {
      return { ...refuse('already_given_today', `You already had the demo of ${product.name} today. Demos start again at midnight SLT.`), day: demo.day };
    }
    return { give: true, item: product.demoItemName, outcome: 'given', message: `Here is your demo of ${product.name}.`, day: demo.day };
  }
}

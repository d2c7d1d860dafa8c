import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { Inject, Injectable, NotFoundException, type OnModuleInit } from '@nestjs/common';

import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { BOX_NOT_FOUND, DeliveryBoxesService } from '../delivery-boxes/delivery-boxes.service';
import type { User } from '../users/user.entity';
import { VendorsService } from '../vendors/vendors.service';
import type { LslScriptsDto, LslScriptsQueryDto, ScriptKind } from './dto/lsl-scripts.dto';
import { fillScript, type ScriptSetting } from './script-source';

const SCRIPTS: { kind: ScriptKind; title: string; fileName: string }[] = [
  // The vendor set: four scripts in the vendor's root prim. The delivery script holds the settings and the heartbeat.
  { kind: 'vendor', title: 'Vendor script', fileName: 'vendor-delivery.lsl' },
  { kind: 'vendor-payments', title: 'Vendor payments script', fileName: 'vendor-payments.lsl' },
  { kind: 'vendor-menu', title: 'Vendor menu script', fileName: 'vendor-menu.lsl' },
  { kind: 'vendor-catalogue', title: 'Vendor catalogue script', fileName: 'vendor-catalogue.lsl' },
  { kind: 'delivery-box', title: 'Delivery box script', fileName: 'delivery-box.lsl' },
  { kind: 'terminal', title: 'Redelivery terminal script', fileName: 'redelivery-terminal.lsl' },
  // Profit sharing: beside the vendor set, in the root prim; it names the same vendor.
  { kind: 'payouts', title: 'Payouts script', fileName: 'payouts.lsl' },
];

/** The in-world scripts, ready to paste: this server's address filled in, and the picked vendor's or box's key. */
@Injectable()
export class LslScriptsService implements OnModuleInit {
  private sources = new Map<ScriptKind, string>();

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly vendors: VendorsService,
    private readonly boxes: DeliveryBoxesService,
  ) {}

  async scripts(user: User, query: LslScriptsQueryDto, baseUrl: string): Promise<LslScriptsDto> {
    const vendorKey = query.vendorId === undefined ? undefined : (await this.vendors.findVisibleOrFail(user, query.vendorId)).lslKey;
    let boxKey: string | undefined;
    if (query.boxId !== undefined) {
      const box = await this.boxes.findVisibleTo(user, query.boxId);
      if (!box) throw new NotFoundException(BOX_NOT_FOUND);
      boxKey = box.boxKey;
    }
    return {
      baseUrl,
      scripts: SCRIPTS.map(({ kind, title, fileName }) => {
        const values: Partial<Record<ScriptSetting, string>> = { API_BASE_URL: baseUrl };
        if (kind === 'vendor' || kind === 'payouts') values.VENDOR_KEY = vendorKey;
        if (kind === 'delivery-box') values.BOX_KEY = boxKey;
        return { kind, title, fileName, source: fillScript(this.sources.get(kind)!, values) };
      }),
    };
  }

  /** Read once at start (a missing script stops the start with its path): they ship with the server. */
  onModuleInit(): void {
    this.sources = new Map(SCRIPTS.map(({ kind, fileName }) => [kind, readFileSync(join(this.config.lslDir, fileName), 'utf8')]));
  }
}

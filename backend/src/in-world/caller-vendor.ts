import { NotFoundException } from '@nestjs/common';

import { type InWorldVendors, type SellingVendor, UNKNOWN_VENDOR_KEY } from './in-world-object-directory';
import { noteVendor, type ScriptCaller } from './in-world-request';

/**
 * The calling script's vendor with this key, noted on the call's record; 404 for a key that names none, and the
 * same for another merchant's vendor. The guard has read it for throttling already (caller.vendor), mostly.
 */
export async function vendorOfCaller(caller: ScriptCaller, lslKey: string, vendors: InWorldVendors): Promise<SellingVendor> {
  const vendor = caller.vendor ?? (await vendors.find(lslKey));
  if (!vendor || vendor.ownerId !== caller.owner.id) throw new NotFoundException(UNKNOWN_VENDOR_KEY);
  noteVendor(caller, vendor.id);
  return vendor;
}

/**
 * What the in-world guard needs to know of the objects a script call names, declared here and provided by the
 * features that own them (InWorldModule.forRoot in AppModule): the selling vendors (sales/) and the delivery boxes.
 */

/** A vendor as a sale and a heartbeat need it, by its LSL key. */
export interface SellingVendor {
  id: number;
  ownerId: string;
  isActive: boolean;
  lslKey: string;
}

/** Vendors by LSL key: null for a key that names none (anything that is not a UUID included). */
export interface InWorldVendors {
  find(lslKey: unknown): Promise<SellingVendor | null>;
}

/** A merchant's delivery box by its key, or null. */
export interface InWorldBoxes {
  findOwnedByKey(ownerId: string, boxKey: string): Promise<{ id: number } | null>;
}

/** The answer to a script call naming no vendor of the key's owner (invented, rotated, another merchant's). */
export const UNKNOWN_VENDOR_KEY = 'Unknown vendor key.';

export const IN_WORLD_VENDORS = Symbol('InWorldVendors');
export const IN_WORLD_BOXES = Symbol('InWorldBoxes');

/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
import type { InWorldObjectDto } from './inWorldObjectDto';
import type { OwnerDto } from './ownerDto';

export interface VendorDto {
  createdAt: string;
  /** @nullable */
  description: string | null;
  id: number;
  /** The vendor's own switch (Active/Inactive), set on the vendor itself. */
  isActive: boolean;
  /** The key the in-world vendor script sends as vendor_id. Issued by the server; rotate it to replace it. */
  lslKey: string;
  /** Shown on the vendor card. */
  name: string;
  /** The in-world objects running this vendor key, latest heartbeat first: online or not, where, which script version, sales held back. */
  objects: InWorldObjectDto[];
  /** Whose vendor it is: an admin lists every merchant's vendors. */
  owner: OwnerDto;
  /** The owner's user id. */
  ownerId: string;
  /** True while the owner has paused all their vendors (POST /api/vendors/pause-all). A vendor sells only when active and not paused. */
  paused: boolean;
  /**
   * When the vendor was paused; null when it is not.
   * @nullable
   */
  pausedAt: string | null;
  /**
   * Free text: region and coordinates.
   * @nullable
   */
  slLocation: string | null;
}

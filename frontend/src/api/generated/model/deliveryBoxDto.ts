/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
import type { InWorldObjectDto } from './inWorldObjectDto';

export interface DeliveryBoxDto {
  /** Redelivery requests handed to this box and not yet reported. */
  assigned: number;
  /** The key delivery-box.lsl sends as box_id. Issued by the server; rotate it to replace it. */
  boxKey: string;
  createdAt: string;
  id: number;
  /** Names of the items the box reported it can give. */
  inventory: string[];
  /**
   * When the box last reported its contents.
   * @nullable
   */
  inventoryUpdatedAt: string | null;
  /** Inactive boxes get no deliveries. */
  isActive: boolean;
  name: string;
  /** The in-world objects running this box key, latest heartbeat first. */
  objects: InWorldObjectDto[];
  /** At least one object running this box key was seen within 11 minutes. */
  online: boolean;
  /** The owner's user id. */
  ownerId: string;
}

/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
import type { HeartbeatDtoKind } from './heartbeatDtoKind';

export interface HeartbeatDto {
  /** A delivery box's key; required when kind is delivery-box. */
  box_id?: string;
  /**
   * llGetFreeMemory() in bytes.
   * @minimum 0
   */
  free_memory?: number;
  kind: HeartbeatDtoKind;
  /** llGetKey(); X-SecondLife-Object-Key wins when sent. */
  object_key: string;
  /**
   * llGetObjectName(); X-SecondLife-Object-Name wins when sent.
   * @maxLength 255
   */
  object_name: string;
  /**
   * Sales parked after a refusal, kept until they can be sent.
   * @minimum 0
   */
  parked?: number;
  /**
   * (string)llGetPos(); X-SecondLife-Local-Position wins when sent.
   * @maxLength 100
   */
  position?: string;
  /**
   * Sales (or reports) waiting to be sent.
   * @minimum 0
   */
  queued?: number;
  /**
   * llGetRegionName(); X-SecondLife-Region wins when sent.
   * @maxLength 255
   */
  region?: string;
  /**
   * The script's SCRIPT_VERSION.
   * @maxLength 40
   */
  script_version?: string;
  /**
   * The object's HTTP-in URL (llRequestURL). A delivery box is pinged when a delivery is handed to it; a vendor is pinged with `{"catalogue": "<version>"}` within a second of a change to its catalogue (read it again then). Only a Second Life simulator's URL is accepted.
   * @maxLength 512
   */
  url?: string;
  /** A vendor's LSL key; required when kind is vendor. */
  vendor_id?: string;
}

/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
import type { InWorldObjectDtoKind } from './inWorldObjectDtoKind';
import type { InWorldObjectDtoScriptUpdate } from './inWorldObjectDtoScriptUpdate';

export interface InWorldObjectDto {
  /** Made up by the demo seed, not a real object: never online, never reported offline. */
  demo: boolean;
  /**
   * Bytes of script memory free, the lowest of the object's scripts, from its last heartbeat (null when it sent none). Below 8 KB the Vendors page warns.
   * @nullable
   */
  freeMemory: number | null;
  kind: InWorldObjectDtoKind;
  /** Time of the last heartbeat (UTC). */
  lastSeenAt: string;
  /**
   * The Second Life map page of the object: https://maps.secondlife.com/secondlife/{Region}/{x}/{y}/{z}.
   * @nullable
   */
  mapUrl: string | null;
  /** The object key in Second Life. */
  objectKey: string;
  objectName: string;
  /** Seen within the last 11 minutes (heartbeats come every 5); never for a demo object. */
  online: boolean;
  /** Sales the platform refused (a configuration problem) that the script keeps until it can send them. */
  parked: number;
  /**
   * Region coordinates as LSL prints a vector.
   * @nullable
   */
  position: string | null;
  /** Sales (or delivery reports) the script holds that are not recorded yet. */
  queued: number;
  /**
   * Region name, from the simulator.
   * @nullable
   */
  region: string | null;
  /**
   * Set when the object runs an older script than the LSL Integration page serves (null when current, or when it sent no version).
   * @nullable
   */
  scriptUpdate: InWorldObjectDtoScriptUpdate;
  /** @nullable */
  scriptVersion: string | null;
}

import { ApiProperty } from '@nestjs/swagger';

import { IN_WORLD_OBJECT_KINDS, type InWorldObjectKind } from '../in-world-object-kind';

/** A newer script than the object runs, and what the versions since brought. */
export class ScriptUpdateDto {
  @ApiProperty({ description: 'The version the LSL Integration page serves.', example: '2.3.0' })
  version: string;

  @ApiProperty({
    type: [String],
    description: "What each version after the object's brought, oldest first, each starting with its version.",
    example: ["2.2.0: Waits for the platform's answer before giving the item", "2.3.0: Hands partners' payouts to payouts.lsl (profit sharing)"],
  })
  changes: string[];
}

/** An in-world object as its last heartbeat described it. */
export class InWorldObjectDto {
  @ApiProperty({ format: 'uuid', description: 'The object key in Second Life.', example: '8d3c1f2a-5b6e-4c7d-9e0f-1a2b3c4d5e6f' })
  objectKey: string;

  @ApiProperty({ example: 'Vendor - Red Dress' })
  objectName: string;

  @ApiProperty({ enum: IN_WORLD_OBJECT_KINDS, example: 'vendor' })
  kind: InWorldObjectKind;

  @ApiProperty({ type: String, nullable: true, description: 'Region name, from the simulator.', example: 'Luna Bay' })
  region: string | null;

  @ApiProperty({ type: String, nullable: true, description: 'Region coordinates as LSL prints a vector.', example: '<128.5, 64.25, 22.0>' })
  position: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    description: 'The Second Life map page of the object: https://maps.secondlife.com/secondlife/{Region}/{x}/{y}/{z}.',
    example: 'https://maps.secondlife.com/secondlife/Luna%20Bay/129/64/22',
  })
  mapUrl: string | null;

  @ApiProperty({ type: String, format: 'date-time', description: 'Time of the last heartbeat (UTC).' })
  lastSeenAt: string;

  @ApiProperty({ description: 'Seen within the last 11 minutes (heartbeats come every 5); never for a demo object.', example: true })
  online: boolean;

  @ApiProperty({ description: 'Made up by the demo seed, not a real object: never online, never reported offline.', example: false })
  demo: boolean;

  @ApiProperty({ type: String, nullable: true, example: '2.0.0' })
  scriptVersion: string | null;

  @ApiProperty({
    type: ScriptUpdateDto,
    nullable: true,
    description: 'Set when the object runs an older script than the LSL Integration page serves (null when current, or when it sent no version).',
  })
  scriptUpdate: ScriptUpdateDto | null;

  @ApiProperty({ type: 'integer', description: 'Sales (or delivery reports) the script holds that are not recorded yet.', example: 0 })
  queued: number;

  @ApiProperty({
    type: 'integer',
    description: 'Sales the platform refused (a configuration problem) that the script keeps until it can send them.',
    example: 0,
  })
  parked: number;

  @ApiProperty({
    type: 'integer',
    nullable: true,
    description:
      "Bytes of script memory free, the lowest of the object's scripts, from its last heartbeat (null when it sent none). Below 8 KB the Vendors page warns.",
    example: 24_000,
  })
  freeMemory: number | null;
}

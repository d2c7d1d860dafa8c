import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsBoolean, IsDefined, IsIn, IsInt, IsNotEmpty, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';

import { IsSecondLifeKey, lowerCase } from '../../common/second-life/avatar-key';
import { VendorKeyField } from '../../common/second-life/script-fields';
import { IN_WORLD_OBJECT_KINDS, type InWorldObjectKind } from '../../in-world/in-world-object-kind';

// class-validator runs the decorators bottom-up and we stop at the first error: basic checks go last.

const MAX_COUNT = 1_000_000;

/** What every script sends at start and every 5 minutes (lsl/vendor.lsl, delivery-box.lsl, redelivery-terminal.lsl). */
export class HeartbeatDto {
  @ApiProperty({ enum: IN_WORLD_OBJECT_KINDS, example: 'vendor' })
  @IsIn(IN_WORLD_OBJECT_KINDS, { message: `kind must be one of ${IN_WORLD_OBJECT_KINDS.join(', ')}` })
  @IsDefined({ message: `kind is required: ${IN_WORLD_OBJECT_KINDS.join(', ')}` })
  kind: InWorldObjectKind;

  @ApiPropertyOptional({ format: 'uuid', description: "A vendor's LSL key; required when kind is vendor.", example: '7b2d5c8e-1f3a-4b6c-9d0e-2a4b6c8d0e1f' })
  @IsOptional()
  @Transform(lowerCase)
  @IsSecondLifeKey({ message: "vendor_id must be the vendor's LSL key (a UUID)" })
  vendor_id?: string;

  @ApiPropertyOptional({
    format: 'uuid',
    description: "A delivery box's key; required when kind is delivery-box.",
    example: '5d7e9f1a-2b3c-4d5e-8f9a-0b1c2d3e4f5a',
  })
  @IsOptional()
  @Transform(lowerCase)
  @IsSecondLifeKey({ message: "box_id must be the delivery box's key (a UUID) from the LSL Integration page" })
  box_id?: string;

  @ApiProperty({ format: 'uuid', description: 'llGetKey(); X-SecondLife-Object-Key wins when sent.', example: '8d3c1f2a-5b6e-4c7d-9e0f-1a2b3c4d5e6f' })
  @Transform(lowerCase)
  @IsSecondLifeKey({ message: 'object_key must be the object key (a UUID, llGetKey())' })
  @IsDefined({ message: 'object_key is required: llGetKey()' })
  object_key: string;

  @ApiProperty({ description: 'llGetObjectName(); X-SecondLife-Object-Name wins when sent.', example: 'Vendor - Red Dress', maxLength: 255 })
  @MaxLength(255, { message: 'object_name must be at most 255 characters' })
  @IsNotEmpty({ message: 'object_name is required: llGetObjectName()' })
  @IsString({ message: 'object_name is required: llGetObjectName()' })
  object_name: string;

  @ApiPropertyOptional({ description: 'llGetRegionName(); X-SecondLife-Region wins when sent.', example: 'Luna Bay', maxLength: 255 })
  @IsOptional()
  @MaxLength(255, { message: 'region must be at most 255 characters' })
  @IsString({ message: 'region must be text: llGetRegionName()' })
  region?: string;

  @ApiPropertyOptional({ description: '(string)llGetPos(); X-SecondLife-Local-Position wins when sent.', example: '<128.5, 64.25, 22.0>', maxLength: 100 })
  @IsOptional()
  @MaxLength(100, { message: 'position must be at most 100 characters' })
  @IsString({ message: 'position must be text: (string)llGetPos()' })
  position?: string;

  @ApiPropertyOptional({ description: "The script's SCRIPT_VERSION.", example: '2.0.0', maxLength: 40 })
  @IsOptional()
  @MaxLength(40, { message: 'script_version must be at most 40 characters' })
  @IsString({ message: 'script_version must be text' })
  script_version?: string;

  @ApiPropertyOptional({ type: 'integer', description: 'Sales (or reports) waiting to be sent.', minimum: 0, default: 0, example: 0 })
  @IsOptional()
  @Max(MAX_COUNT, { message: `queued must be a whole number from 0 to ${MAX_COUNT}` })
  @Min(0, { message: `queued must be a whole number from 0 to ${MAX_COUNT}` })
  @IsInt({ message: `queued must be a whole number from 0 to ${MAX_COUNT}` })
  queued?: number;

  @ApiPropertyOptional({ type: 'integer', description: 'Sales parked after a refusal, kept until they can be sent.', minimum: 0, default: 0, example: 0 })
  @IsOptional()
  @Max(MAX_COUNT, { message: `parked must be a whole number from 0 to ${MAX_COUNT}` })
  @Min(0, { message: `parked must be a whole number from 0 to ${MAX_COUNT}` })
  @IsInt({ message: `parked must be a whole number from 0 to ${MAX_COUNT}` })
  parked?: number;

  @ApiPropertyOptional({ type: 'integer', description: 'llGetFreeMemory() in bytes.', minimum: 0, example: 23456 })
  @IsOptional()
  @Max(MAX_COUNT * 10, { message: 'free_memory must be a whole number of bytes' })
  @Min(0, { message: 'free_memory must be a whole number of bytes' })
  @IsInt({ message: 'free_memory must be a whole number of bytes' })
  free_memory?: number;

  @ApiPropertyOptional({
    description:
      "The object's HTTP-in URL (llRequestURL). A delivery box is pinged when a delivery is handed to it; a vendor is pinged with " +
      '`{"catalogue": "<version>"}` within a second of a change to its catalogue (read it again then). Only a Second Life simulator\'s URL is accepted.',
    example: 'http://simhost-0a1b2c3d4e5f6a7b8.agni.secondlife.io:12046/cap/3f1c2b4a-5d6e-4f70-8192-a3b4c5d6e7f8',
    maxLength: 512,
  })
  @IsOptional()
  @MaxLength(512, { message: 'url must be at most 512 characters' })
  @IsString({ message: 'url must be the URL llRequestURL granted' })
  url?: string;
}

export class HeartbeatAnswerDto {
  @ApiProperty({ example: true })
  ok: boolean;

  @ApiProperty({ type: 'integer', description: 'Seconds until the next heartbeat is due.', example: 300 })
  heartbeat_seconds: number;

  @ApiPropertyOptional({
    description:
      'Vendors only: true while the owner has paused all their vendors (Pause all vendors on the Vendors page). ' +
      'vendor.lsl then refunds payments and shows Paused in its hover text until a heartbeat answers false.',
    example: false,
  })
  paused?: boolean;

  @ApiPropertyOptional({
    type: 'integer',
    description:
      "Vendors only, when there are any: how many partners' payouts of the vendor's sales are still to pay (a retried one, or one the " +
      'vendor never got to). The vendor tells lsl/payouts.lsl, which asks for them as signed orders (GET /api/lsl/payouts/orders).',
    example: 2,
  })
  payouts_due?: number;
}

export const MAX_ITEMS_PER_CALL = 50;
export const MAX_BOX_ITEMS = 5000;

/** Inventory names an object can give, sent at start and when its contents change, at most 50 names a call. */
class InventoryItemsDto {
  @ApiProperty({
    type: [String],
    description: `Inventory names the object can give, at most ${MAX_ITEMS_PER_CALL} a call.`,
    example: ['Red Dress', 'Blue Jacket'],
  })
  @MaxLength(255, { each: true, message: 'each item name must be at most 255 characters' })
  @IsNotEmpty({ each: true, message: 'each item name must be a non-empty inventory name' })
  @IsString({ each: true, message: 'each item name must be text' })
  @ArrayMaxSize(MAX_ITEMS_PER_CALL, { message: `items may hold at most ${MAX_ITEMS_PER_CALL} names a call; send the rest with append: true` })
  @IsArray({ message: 'items must be a list of inventory names' })
  @IsDefined({ message: 'items is required: the inventory names the object holds' })
  items: string[];

  @ApiPropertyOptional({
    description: 'false (default): these names replace what the object held; true: they are added to it.',
    default: false,
    example: false,
  })
  @IsOptional()
  @IsBoolean({ message: 'append must be true or false' })
  append?: boolean;
}

/** What a delivery box holds. */
export class BoxInventoryDto extends InventoryItemsDto {
  @ApiProperty({ format: 'uuid', description: "The delivery box's key.", example: '5d7e9f1a-2b3c-4d5e-8f9a-0b1c2d3e4f5a' })
  @Transform(lowerCase)
  @IsSecondLifeKey({ message: "box_id must be the delivery box's key (a UUID) from the LSL Integration page" })
  @IsDefined({ message: "box_id is required: the delivery box's key from the LSL Integration page" })
  box_id: string;
}

/** What a vendor holds: a sale of a product whose item is not among them is delivered by a box (decision 0090). */
export class VendorInventoryDto extends InventoryItemsDto {
  @VendorKeyField()
  vendor_id: string;
}

export class BoxInventoryAnswerDto {
  @ApiProperty({ type: 'integer', description: 'How many item names the object now holds.', example: 2 })
  items: number;
}

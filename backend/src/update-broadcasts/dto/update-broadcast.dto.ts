import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsDefined, IsInt, IsNotEmpty, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';

import { trimText } from '../../common/field-rules';
import { UPDATE_BROADCAST_STATUSES, type UpdateBroadcastStatus } from '../update-broadcast.entity';

// class-validator runs the decorators bottom-up and we stop at the first error: basic checks go last.

/** No control characters (line breaks included): an inventory name and a label are one line. */
const ONE_LINE = /^\P{Cc}*$/u;

export class PublishProductVersionDto {
  @ApiProperty({ minLength: 1, maxLength: 50, description: "The version's label, unique for the product.", example: '2.0' })
  @Matches(ONE_LINE, { message: 'Version must be on one line' })
  @MaxLength(50, { message: 'Version must be at most 50 characters' })
  @IsNotEmpty({ message: 'Version is required' })
  @IsString({ message: 'Version is required' })
  @trimText
  version: string;

  @ApiProperty({
    minLength: 1,
    maxLength: 255,
    description: "The new item's exact name in the delivery boxes' contents; it becomes the product's SL Item ID.",
    example: 'Velvet Evening Gown v2',
  })
  @Matches(ONE_LINE, { message: 'Item name must be on one line' })
  @MaxLength(255, { message: 'Item name must be at most 255 characters' })
  @IsNotEmpty({ message: 'Item name is required: the new item as it is named in your delivery boxes' })
  @IsString({ message: 'Item name is required: the new item as it is named in your delivery boxes' })
  @trimText
  itemName: string;

  @ApiPropertyOptional({
    default: false,
    description: 'Also send the new version to every past buyer of the product (gift recipients instead of the buyers of gifts).',
    example: true,
  })
  @IsOptional()
  @IsBoolean({ message: 'broadcast must be true or false' })
  broadcast?: boolean;
}

export class CreateUpdateBroadcastDto {
  @ApiProperty({ type: 'integer', description: "The version to send: the product's current one.", example: 3 })
  @Max(2_147_483_647, { message: 'productVersionId must be the id of a product version (a whole number)' })
  @Min(1, { message: 'productVersionId must be the id of a product version (a whole number)' })
  @IsInt({ message: 'productVersionId must be the id of a product version (a whole number)' })
  @IsDefined({ message: 'productVersionId is required: the version to send' })
  productVersionId: number;
}

export class ProductVersionDto {
  @ApiProperty({ type: 'integer', example: 3 })
  id: number;

  @ApiProperty({ type: 'integer', example: 31 })
  productId: number;

  @ApiProperty({ example: 'Velvet Evening Gown' })
  productName: string;

  @ApiProperty({ example: '2.0' })
  version: string;

  @ApiProperty({ description: "The item's name in the delivery boxes.", example: 'Velvet Evening Gown v2' })
  itemName: string;

  @ApiProperty({ format: 'date-time' })
  publishedAt: string;

  @ApiProperty({ description: 'The latest version: what sales, redeliveries and the boxes give now.', example: true })
  current: boolean;

  @ApiProperty({ type: 'integer', nullable: true, description: 'The broadcast that sends it to past buyers, if any.', example: 4 })
  broadcastId: number | null;
}

export class UpdateBroadcastCountsDto {
  @ApiProperty({ type: 'integer', description: 'Every past buyer (or gift recipient), once.', example: 120 })
  recipients: number;

  @ApiProperty({ type: 'integer', description: 'Given by a delivery box.', example: 80 })
  sent: number;

  @ApiProperty({ type: 'integer', description: 'Reported failed by a box, or never confirmed after 3 tries.', example: 2 })
  failed: number;

  @ApiProperty({ type: 'integer', description: 'Queued, waiting for a box.', example: 28 })
  waiting: number;

  @ApiProperty({ type: 'integer', description: 'Handed to a box, not reported yet.', example: 10 })
  handed: number;

  @ApiProperty({ type: 'integer', description: 'Already had this version (bought or redelivered since it was published).', example: 5 })
  skipped: number;

  @ApiProperty({ type: 'integer', description: 'Not sent because the update was cancelled.', example: 0 })
  cancelled: number;
}

export class UpdateBroadcastDto {
  @ApiProperty({ type: 'integer', example: 4 })
  id: number;

  @ApiProperty({ type: 'integer', example: 31 })
  productId: number;

  @ApiProperty({ example: 'Velvet Evening Gown' })
  productName: string;

  @ApiProperty({ type: 'integer', example: 3 })
  productVersionId: number;

  @ApiProperty({ example: '2.0' })
  version: string;

  @ApiProperty({ example: 'Velvet Evening Gown v2' })
  itemName: string;

  @ApiProperty({ enum: UPDATE_BROADCAST_STATUSES, example: 'running' })
  status: UpdateBroadcastStatus;

  @ApiProperty({
    type: String,
    nullable: true,
    description: 'Why queued deliveries go to no delivery box right now (null when a box can take them).',
    example: 'No online delivery box holds "Velvet Evening Gown v2".',
  })
  waitingReason: string | null;

  @ApiProperty({ type: UpdateBroadcastCountsDto })
  counts: UpdateBroadcastCountsDto;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;

  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'When it completed or was cancelled.' })
  finishedAt: string | null;
}

export class UpdateFailureDto {
  @ApiProperty({ type: 'integer', example: 812 })
  id: number;

  @ApiProperty({ format: 'uuid', example: 'a2e76fcd-9360-4f6d-a924-000000000003' })
  avatarKey: string;

  @ApiProperty({ type: String, nullable: true, example: 'Kara Nightshade' })
  avatarName: string | null;

  @ApiProperty({ type: String, nullable: true, example: 'The item Velvet Evening Gown v2 is not in the delivery box.' })
  reason: string | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  at: string | null;
}

export class UpdateBroadcastDetailDto extends UpdateBroadcastDto {
  @ApiProperty({ type: [UpdateFailureDto], description: 'The latest 20 failed deliveries, with why.' })
  failures: UpdateFailureDto[];
}

export class PublishedVersionDto {
  @ApiProperty({ type: ProductVersionDto })
  version: ProductVersionDto;

  @ApiProperty({ type: UpdateBroadcastDto, nullable: true, description: 'The broadcast started with it, when asked.' })
  broadcast: UpdateBroadcastDto | null;

  @ApiProperty({ type: [Number], description: "The product's updates of older versions that were running or paused, now cancelled.", example: [] })
  cancelledBroadcastIds: number[];
}

/** What a delivery box hears back from a report. */
export class UpdateDeliveryReportedDto {
  @ApiProperty({ type: 'integer', example: 812 })
  id: number;

  @ApiProperty({ enum: ['waiting', 'handed', 'sent', 'failed', 'skipped', 'cancelled'], example: 'sent' })
  status: string;
}

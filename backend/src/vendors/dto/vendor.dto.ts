import { ApiProperty } from '@nestjs/swagger';

import { InWorldObjectDto } from '../../in-world/dto/in-world-object.dto';
import { OwnerDto } from '../../users/dto/owner.dto';
import type { Vendor } from '../vendor.entity';

export class VendorDto {
  @ApiProperty({ type: 'integer', example: 12 })
  id: number;

  @ApiProperty({ description: 'Shown on the vendor card.', example: 'Main Store' })
  name: string;

  @ApiProperty({ type: String, nullable: true, example: 'Skins and shapes, main branch' })
  description: string | null;

  @ApiProperty({ type: String, nullable: true, description: 'Free text: region and coordinates.', example: 'Isle of Avalon (128, 64, 22)' })
  slLocation: string | null;

  @ApiProperty({ description: "The vendor's own switch (Active/Inactive), set on the vendor itself.", example: true })
  isActive: boolean;

  @ApiProperty({
    description: 'True while the owner has paused all their vendors (POST /api/vendors/pause-all). A vendor sells only when active and not paused.',
    example: false,
  })
  paused: boolean;

  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'When the vendor was paused; null when it is not.', example: null })
  pausedAt: string | null;

  @ApiProperty({
    format: 'uuid',
    description: 'The key the in-world vendor script sends as vendor_id. Issued by the server; rotate it to replace it.',
    example: '3f1c2a9e-8b7d-4c55-9e21-6a0f4d2b7c10',
  })
  lslKey: string;

  @ApiProperty({ description: "The owner's user id.", example: 'user_2abc' })
  ownerId: string;

  @ApiProperty({ type: OwnerDto, description: "Whose vendor it is: an admin lists every merchant's vendors." })
  owner: OwnerDto;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt: string;

  @ApiProperty({
    type: [InWorldObjectDto],
    description: 'The in-world objects running this vendor key, latest heartbeat first: online or not, where, which script version, sales held back.',
  })
  objects: InWorldObjectDto[];
}

export function toVendorDto(vendor: Vendor, objects: InWorldObjectDto[], owner: OwnerDto): VendorDto {
  return {
    id: vendor.id,
    name: vendor.name,
    description: vendor.description,
    slLocation: vendor.slLocation,
    isActive: vendor.isActive,
    paused: vendor.pausedAt != null,
    pausedAt: vendor.pausedAt?.toISOString() ?? null,
    lslKey: vendor.lslKey,
    ownerId: vendor.ownerId,
    owner,
    createdAt: vendor.createdAt.toISOString(),
    objects,
  };
}

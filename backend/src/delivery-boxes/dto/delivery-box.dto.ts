import { ApiProperty } from '@nestjs/swagger';

import { InWorldObjectDto } from '../../in-world/dto/in-world-object.dto';
import type { DeliveryBox } from '../delivery-box.entity';

export class DeliveryBoxDto {
  @ApiProperty({ type: 'integer', example: 3 })
  id: number;

  @ApiProperty({ example: 'Main store box' })
  name: string;

  @ApiProperty({ description: 'Inactive boxes get no deliveries.', example: true })
  isActive: boolean;

  @ApiProperty({
    format: 'uuid',
    description: 'The key delivery-box.lsl sends as box_id. Issued by the server; rotate it to replace it.',
    example: '5d7e9f1a-2b3c-4d5e-8f9a-0b1c2d3e4f5a',
  })
  boxKey: string;

  @ApiProperty({ description: "The owner's user id.", example: 'user_2abc' })
  ownerId: string;

  @ApiProperty({ type: [String], description: 'Names of the items the box reported it can give.', example: ['Red Dress', 'Blue Jacket'] })
  inventory: string[];

  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'When the box last reported its contents.' })
  inventoryUpdatedAt: string | null;

  @ApiProperty({ description: 'At least one object running this box key was seen within 11 minutes.', example: true })
  online: boolean;

  @ApiProperty({ type: 'integer', description: 'Redelivery requests handed to this box and not yet reported.', example: 0 })
  assigned: number;

  @ApiProperty({ type: [InWorldObjectDto], description: 'The in-world objects running this box key, latest heartbeat first.' })
  objects: InWorldObjectDto[];

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt: string;
}

export function toDeliveryBoxDto(box: DeliveryBox, objects: InWorldObjectDto[], assigned: number): DeliveryBoxDto {
  return {
    id: box.id,
    name: box.name,
    isActive: box.isActive,
    boxKey: box.boxKey,
    ownerId: box.ownerId,
    inventory: box.inventory,
    inventoryUpdatedAt: box.inventoryUpdatedAt ? box.inventoryUpdatedAt.toISOString() : null,
    online: objects.some((object) => object.online),
    assigned,
    objects,
    createdAt: box.createdAt.toISOString(),
  };
}

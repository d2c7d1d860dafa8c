import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post } from '@nestjs/common';
import { ApiNotFoundResponse, ApiTags } from '@nestjs/swagger';

import { Authenticated } from '../auth/decorators/authenticated.decorator';
import { CurrentUser } from '../auth/decorators/current-user.decorator';
import { Endpoint } from '../common/decorators/endpoint.decorator';
import { ApiErrorDto } from '../common/dto/api-error.dto';
import { ParseIdPipe } from '../common/pipes/parse-id.pipe';
import type { User } from '../users/user.entity';
import { BOX_NOT_FOUND, DeliveryBoxesService } from './delivery-boxes.service';
import { DeliveryBoxDto } from './dto/delivery-box.dto';
import { CreateDeliveryBoxDto, UpdateDeliveryBoxDto } from './dto/delivery-box-input.dto';

const NOT_FOUND = { description: `${BOX_NOT_FOUND} (or not yours)`, type: ApiErrorDto };

@ApiTags('Delivery boxes')
@Controller('delivery-boxes')
@Authenticated()
export class DeliveryBoxesController {
  constructor(private readonly boxes: DeliveryBoxesService) {}

  @Get()
  @Endpoint({ summary: 'Your delivery boxes (all boxes for admins), newest first, with their in-world objects', type: [DeliveryBoxDto] })
  getDeliveryBoxes(@CurrentUser() user: User): Promise<DeliveryBoxDto[]> {
    return this.boxes.list(user);
  }

  @Post()
  @Endpoint({ summary: 'Create a delivery box; the server issues its box key', status: 201, type: DeliveryBoxDto })
  createDeliveryBox(@CurrentUser() user: User, @Body() dto: CreateDeliveryBoxDto): Promise<DeliveryBoxDto> {
    return this.boxes.create(user, dto);
  }

  @Get(':id')
  @Endpoint({ summary: 'One delivery box', type: DeliveryBoxDto })
  @ApiNotFoundResponse(NOT_FOUND)
  getDeliveryBox(@CurrentUser() user: User, @Param('id', ParseIdPipe) id: number): Promise<DeliveryBoxDto> {
    return this.boxes.get(user, id);
  }

  @Patch(':id')
  @Endpoint({
    summary: 'Rename a delivery box or switch it on or off; only the fields sent change',
    description: 'Switching a box off hands the requests it held to other online boxes.',
    type: DeliveryBoxDto,
  })
  @ApiNotFoundResponse(NOT_FOUND)
  updateDeliveryBox(@CurrentUser() user: User, @Param('id', ParseIdPipe) id: number, @Body() dto: UpdateDeliveryBoxDto): Promise<DeliveryBoxDto> {
    return this.boxes.update(user, id, dto);
  }

  @Delete(':id')
  @Endpoint({ summary: 'Delete a delivery box; the requests it held go to other boxes', status: 204 })
  @ApiNotFoundResponse(NOT_FOUND)
  deleteDeliveryBox(@CurrentUser() user: User, @Param('id', ParseIdPipe) id: number): Promise<void> {
    return this.boxes.remove(user, id);
  }

  @Post(':id/rotate-key')
  @HttpCode(200)
  @Endpoint({ summary: 'Issue a new box key; the old key stops working', type: DeliveryBoxDto })
  @ApiNotFoundResponse(NOT_FOUND)
  rotateDeliveryBoxKey(@CurrentUser() user: User, @Param('id', ParseIdPipe) id: number): Promise<DeliveryBoxDto> {
    return this.boxes.rotateKey(user, id);
  }
}

import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { ApiConflictResponse, ApiNotFoundResponse, ApiTags } from '@nestjs/swagger';

import { Endpoint } from '../common/decorators/endpoint.decorator';
import { ApiErrorDto } from '../common/dto/api-error.dto';
import { ParseIdPipe } from '../common/pipes/parse-id.pipe';
import { InWorld, Script } from '../in-world/in-world.decorator';
import type { ScriptCaller } from '../in-world/in-world-request';
import { ReportRedeliveryDeliveredDto, ReportRedeliveryFailedDto } from '../redeliveries/dto/redelivery-request.dto';
import { UpdateDeliveryReportedDto } from './dto/update-broadcast.dto';
import { ALREADY_SENT, DELIVERY_NOT_FOUND, UpdateDeliveriesService, WAS_SKIPPED } from './update-deliveries.service';

/**
 * The delivery box's reports on the update deliveries handed to it (entries with kind "update" in
 * GET /api/lsl/redeliveries/pending), with the same bodies as its redelivery reports.
 */
@ApiTags('In-world scripts')
@Controller('lsl/update-deliveries')
export class UpdateDeliveriesController {
  constructor(private readonly deliveries: UpdateDeliveriesService) {}

  @Post(':id/delivered')
  @HttpCode(200)
  @InWorld({ access: 'script', body: true })
  @Endpoint({
    summary: 'Report an update delivery as given (lsl/delivery-box.lsl)',
    description: 'The delivery becomes sent, whatever happened to it meanwhile: the avatar has the item. Reporting it again answers the same.',
    type: UpdateDeliveryReportedDto,
  })
  @ApiNotFoundResponse({ description: `${DELIVERY_NOT_FOUND} (also another merchant's), or Unknown box key.`, type: ApiErrorDto })
  @ApiConflictResponse({ description: WAS_SKIPPED, type: ApiErrorDto })
  reportUpdateDelivered(
    @Script() caller: ScriptCaller,
    @Param('id', ParseIdPipe) id: number,
    @Body() dto: ReportRedeliveryDeliveredDto,
  ): Promise<UpdateDeliveryReportedDto> {
    return this.deliveries.report(caller.owner.id, id, 'delivered', null, dto.box_id);
  }

  @Post(':id/failed')
  @HttpCode(200)
  @InWorld({ access: 'script', body: true })
  @Endpoint({
    summary: 'Report an update delivery as failed, with the reason',
    description: 'An open delivery becomes failed. On a delivery already failed or cancelled it changes nothing and answers its state.',
    type: UpdateDeliveryReportedDto,
  })
  @ApiNotFoundResponse({ description: `${DELIVERY_NOT_FOUND} (also another merchant's), or Unknown box key.`, type: ApiErrorDto })
  @ApiConflictResponse({ description: `${ALREADY_SENT} / ${WAS_SKIPPED}`, type: ApiErrorDto })
  reportUpdateFailed(
    @Script() caller: ScriptCaller,
    @Param('id', ParseIdPipe) id: number,
    @Body() dto: ReportRedeliveryFailedDto,
  ): Promise<UpdateDeliveryReportedDto> {
    return this.deliveries.report(caller.owner.id, id, 'failed', dto.reason, dto.box_id);
  }
}

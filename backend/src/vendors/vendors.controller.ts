import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post } from '@nestjs/common';
import { ApiNotFoundResponse, ApiTags } from '@nestjs/swagger';

import { Authenticated } from '../auth/decorators/authenticated.decorator';
import { CurrentUser } from '../auth/decorators/current-user.decorator';
import { Endpoint } from '../common/decorators/endpoint.decorator';
import { ApiErrorDto } from '../common/dto/api-error.dto';
import { ParseIdPipe } from '../common/pipes/parse-id.pipe';
import type { User } from '../users/user.entity';
import { VendorDto } from './dto/vendor.dto';
import { VendorDeletionDto } from './dto/vendor-deletion.dto';
import { CreateVendorDto, UpdateVendorDto } from './dto/vendor-input.dto';
import { VendorsPausedDto, VendorsResumedDto } from './dto/vendors-pause.dto';
import { VendorsService } from './vendors.service';

const NOT_FOUND = { description: 'Vendor not found (or not yours).', type: ApiErrorDto };

@ApiTags('Vendors')
@Controller('vendors')
@Authenticated()
export class VendorsController {
  constructor(private readonly vendors: VendorsService) {}

  @Get()
  @Endpoint({ summary: 'Your vendors (all vendors for admins), newest first', type: [VendorDto] })
  getVendors(@CurrentUser() user: User): Promise<VendorDto[]> {
    return this.vendors.list(user);
  }

  @Post()
  @Endpoint({ summary: 'Create a vendor; the server issues its LSL key', status: 201, type: VendorDto })
  createVendor(@CurrentUser() user: User, @Body() dto: CreateVendorDto): Promise<VendorDto> {
    return this.vendors.create(user, dto);
  }

  @Post('pause-all')
  @Endpoint({
    summary: 'Pause all your vendors at once: they refuse every sale until resumed',
    description:
      'Pauses every vendor you own (an admin too: only their own) in one transaction and records it in the activity log. ' +
      `A paused vendor's sales are refused with 403 "This vendor is inactive."; its in-world script refunds payments and shows Paused ` +
      "from its next heartbeat. Pausing is kept apart from each vendor's own Active switch. Vendors already paused stay as they were.",
    type: VendorsPausedDto,
  })
  pauseAllVendors(@CurrentUser() user: User): Promise<VendorsPausedDto> {
    return this.vendors.pauseAll(user);
  }

  @Post('resume-all')
  @Endpoint({
    summary: 'Resume all your paused vendors',
    description:
      'Lifts the pause of every vendor you own, in one transaction, and records it in the activity log. A vendor you had switched off ' +
      'on its own stays off. In-world scripts sell again from their next heartbeat.',
    type: VendorsResumedDto,
  })
  resumeAllVendors(@CurrentUser() user: User): Promise<VendorsResumedDto> {
    return this.vendors.resumeAll(user);
  }

  @Get(':id')
  @Endpoint({ summary: 'One vendor', type: VendorDto })
  @ApiNotFoundResponse(NOT_FOUND)
  getVendor(@CurrentUser() user: User, @Param('id', ParseIdPipe) id: number): Promise<VendorDto> {
    return this.vendors.get(user, id);
  }

  @Patch(':id')
  @Endpoint({ summary: 'Change a vendor; only the fields sent change', type: VendorDto })
  @ApiNotFoundResponse(NOT_FOUND)
  updateVendor(@CurrentUser() user: User, @Param('id', ParseIdPipe) id: number, @Body() dto: UpdateVendorDto): Promise<VendorDto> {
    return this.vendors.update(user, id, dto);
  }

  @Delete(':id')
  @Endpoint({
    summary: 'Delete a vendor with its products, or deactivate it when it has sales',
    description: 'A vendor with sales is deactivated instead of deleted, so its transactions keep their history; the response says which happened.',
    type: VendorDeletionDto,
  })
  @ApiNotFoundResponse(NOT_FOUND)
  deleteVendor(@CurrentUser() user: User, @Param('id', ParseIdPipe) id: number): Promise<VendorDeletionDto> {
    return this.vendors.remove(user, id);
  }

  @Post(':id/rotate-key')
  @HttpCode(200)
  @Endpoint({ summary: 'Issue a new LSL key for a vendor; the old key stops working', type: VendorDto })
  @ApiNotFoundResponse(NOT_FOUND)
  rotateVendorKey(@CurrentUser() user: User, @Param('id', ParseIdPipe) id: number): Promise<VendorDto> {
    return this.vendors.rotateKey(user, id);
  }
}

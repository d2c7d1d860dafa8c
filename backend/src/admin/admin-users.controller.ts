import { Body, Controller, Get, Param, Put, Query } from '@nestjs/common';
import { ApiNotFoundResponse, ApiTags } from '@nestjs/swagger';

import { Authenticated } from '../auth/decorators/authenticated.decorator';
import { CurrentUser } from '../auth/decorators/current-user.decorator';
import { Endpoint } from '../common/decorators/endpoint.decorator';
import { UserDto } from '../users/dto/user.dto';
import type { User } from '../users/user.entity';
import { UsersService } from '../users/users.service';
import { AdminUsersService } from './admin-users.service';
import { UpdateUserRoleDto } from './dto/admin-user.dto';
import { AdminUserDetailsDto } from './dto/admin-user-details.dto';
import { AdminUserPageDto, AdminUserQueryDto } from './dto/admin-user-query.dto';

@ApiTags('Admin')
@Controller('admin/users')
@Authenticated({ admin: true })
export class AdminUsersController {
  constructor(
    private readonly users: UsersService,
    private readonly adminUsers: AdminUsersService,
  ) {}

  @Get()
  @Endpoint({
    summary: 'Users, paged, searched and filtered in the database; newest first unless sorted otherwise',
    description: 'search: text anywhere in the full name, e-mail or id, ignoring case. Deleted accounts are not listed.',
    type: AdminUserPageDto,
  })
  getAdminUsers(@Query() query: AdminUserQueryDto): Promise<AdminUserPageDto> {
    return this.adminUsers.page(query);
  }

  @Get(':id/details')
  @Endpoint({ summary: "One user's account, in-world vendors, sales totals (all time, last 30 SLT days) and recent activity", type: AdminUserDetailsDto })
  @ApiNotFoundResponse({ description: 'No such user (or the account was deleted).' })
  getAdminUserDetails(@Param('id') id: string): Promise<AdminUserDetailsDto> {
    return this.adminUsers.details(id);
  }

  @Put(':id/role')
  @Endpoint({ summary: "Change a user's role", type: UserDto })
  @ApiNotFoundResponse({ description: 'No such user.' })
  updateUserRole(@CurrentUser() admin: User, @Param('id') id: string, @Body() dto: UpdateUserRoleDto): Promise<UserDto> {
    return this.users.setRole(admin, id, dto.role);
  }

  @Put(':id/deactivate')
  @Endpoint({ summary: 'Deactivate a user: every later call of theirs is refused', type: UserDto })
  @ApiNotFoundResponse({ description: 'No such user.' })
  deactivateUser(@CurrentUser() admin: User, @Param('id') id: string): Promise<UserDto> {
    return this.users.deactivate(admin, id);
  }

  @Put(':id/reactivate')
  @Endpoint({ summary: 'Reactivate a deactivated user: their sign-in, API keys and vendors work again', type: UserDto })
  @ApiNotFoundResponse({ description: 'No such user.' })
  reactivateUser(@CurrentUser() admin: User, @Param('id') id: string): Promise<UserDto> {
    return this.users.reactivate(admin, id);
  }
}

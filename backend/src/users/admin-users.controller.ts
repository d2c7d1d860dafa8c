import { Body, Controller, Get, Param, Put } from '@nestjs/common';
import { ApiNotFoundResponse, ApiTags } from '@nestjs/swagger';
import { Authenticated } from '../common/decorators/authenticated.decorator';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import { Endpoint } from '../common/decorators/endpoint.decorator';
import { UpdateUserRoleDto } from './dto/admin-user.dto';
import { UserDto } from './dto/user.dto';
import type { User } from './user.entity';
import { UsersService } from './users.service';

@ApiTags('Admin')
@Controller('admin/users')
@Authenticated({ admin: true })
export class AdminUsersController {
  constructor(private readonly users: UsersService) {}

  @Get()
  @Endpoint({ summary: 'All users, newest first', type: [UserDto] })
  getAdminUsers(): Promise<UserDto[]> {
    return this.users.listAll();
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

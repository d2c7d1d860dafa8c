import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';

import { trimText } from '../../common/field-rules';
import { UserDto } from '../../users/dto/user.dto';

export const USER_STATUSES = ['active', 'inactive'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

export const USER_SORT_FIELDS = ['createdAt', 'name', 'email', 'role', 'status'] as const;
export type UserSortField = (typeof USER_SORT_FIELDS)[number];

export const USER_ROLES = ['vendor', 'admin'] as const;

export const DEFAULT_USER_PAGE_SIZE = 25;
export const MAX_USER_PAGE_SIZE = 100;
export const MAX_USER_SEARCH_LENGTH = 100;

// class-validator runs the decorators bottom-up and we stop at the first error: basic checks go last.

export class AdminUserQueryDto {
  @ApiPropertyOptional({
    description: `Text found anywhere in the full name, the e-mail or the user id, ignoring case; % and _ match themselves (at most ${MAX_USER_SEARCH_LENGTH} characters).`,
    example: 'ava',
  })
  @IsOptional()
  @trimText
  @MaxLength(MAX_USER_SEARCH_LENGTH, { message: `search must be at most ${MAX_USER_SEARCH_LENGTH} characters` })
  @IsString({ message: 'search must be text' })
  search?: string;

  @ApiPropertyOptional({ enum: USER_ROLES, description: 'Only users with this role.' })
  @IsOptional()
  @IsIn(USER_ROLES, { message: 'role must be vendor or admin' })
  role?: (typeof USER_ROLES)[number];

  @ApiPropertyOptional({ enum: USER_STATUSES, description: 'Only active users, or only deactivated ones.' })
  @IsOptional()
  @IsIn(USER_STATUSES, { message: 'status must be active or inactive' })
  status?: UserStatus;

  @ApiPropertyOptional({
    enum: USER_SORT_FIELDS,
    default: 'createdAt',
    description: 'name sorts by the name shown (full name, else e-mail, else id); status puts active users first in ascending order. Ties: newest first.',
  })
  @IsOptional()
  @IsIn(USER_SORT_FIELDS, { message: `sortBy must be one of ${USER_SORT_FIELDS.join(', ')}` })
  sortBy?: UserSortField;

  @ApiPropertyOptional({ enum: ['asc', 'desc'], default: 'desc' })
  @IsOptional()
  @IsIn(['asc', 'desc'], { message: 'sortOrder must be asc or desc' })
  sortOrder?: 'asc' | 'desc';

  @ApiPropertyOptional({ type: 'integer', minimum: 1, default: 1 })
  @IsOptional()
  @Type(() => Number)
  @Max(100_000, { message: 'page must be a whole number from 1 to 100000' })
  @Min(1, { message: 'page must be a whole number from 1 to 100000' })
  @IsInt({ message: 'page must be a whole number from 1 to 100000' })
  page?: number;

  @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: MAX_USER_PAGE_SIZE, default: DEFAULT_USER_PAGE_SIZE })
  @IsOptional()
  @Type(() => Number)
  @Max(MAX_USER_PAGE_SIZE, { message: `pageSize must be a whole number from 1 to ${MAX_USER_PAGE_SIZE}` })
  @Min(1, { message: `pageSize must be a whole number from 1 to ${MAX_USER_PAGE_SIZE}` })
  @IsInt({ message: `pageSize must be a whole number from 1 to ${MAX_USER_PAGE_SIZE}` })
  pageSize?: number;
}

export class AdminUserPageDto {
  @ApiProperty({ type: [UserDto] })
  items: UserDto[];

  @ApiProperty({ type: 'integer', description: 'Users matching the filters (deleted accounts are never listed).' })
  total: number;

  @ApiProperty({ type: 'integer' })
  page: number;

  @ApiProperty({ type: 'integer' })
  pageSize: number;
}

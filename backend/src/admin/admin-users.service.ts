import { Injectable, NotFoundException } from '@nestjs/common';

import { Clock } from '../common/clock';
import { toUserDto } from '../users/dto/user.dto';
import { AdminUsersRepository, type SalesTotalsRow } from './admin-users.repository';
import type { AdminUserDetailsDto, UserSalesTotalsDto } from './dto/admin-user-details.dto';
import { type AdminUserPageDto, type AdminUserQueryDto, DEFAULT_USER_PAGE_SIZE } from './dto/admin-user-query.dto';

export const USER_NOT_FOUND = 'User not found.';
/** Entries of the user's recent activity on their details page. */
export const RECENT_ACTIVITY_ROWS = 10;
const RECENT_SALES_DAYS = 30;

/** What administrators read about users: the list, paged and searched in the database, and one user's details. */
@Injectable()
export class AdminUsersService {
  constructor(
    private readonly users: AdminUsersRepository,
    private readonly clock: Clock,
  ) {}

  async page(query: AdminUserQueryDto): Promise<AdminUserPageDto> {
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? DEFAULT_USER_PAGE_SIZE;
    const { rows, total } = await this.users.page(
      { search: query.search || undefined, role: query.role, status: query.status },
      { field: query.sortBy ?? 'createdAt', order: query.sortOrder ?? 'desc' },
      page,
      pageSize,
    );
    return { items: rows.map(toUserDto), total, page, pageSize };
  }

  async details(id: string): Promise<AdminUserDetailsDto> {
    const user = await this.users.findLiving(id);
    if (!user) throw new NotFoundException(USER_NOT_FOUND);
    const vendors = await this.users.vendorsOf(user.id);
    const allTime = await this.users.salesOfAllTime(user.id);
    const last30Days = await this.users.salesOfLastDays(user.id, this.clock.now(), RECENT_SALES_DAYS);
    const activity = await this.users.recentActivity(user.id, RECENT_ACTIVITY_ROWS);
    return {
      user: toUserDto(user),
      vendors: vendors.map((vendor) => ({
        id: vendor.id,
        name: vendor.name,
        isActive: vendor.isActive,
        paused: vendor.paused,
        createdAt: vendor.createdAt.toISOString(),
        revenue: Number(vendor.revenue),
        sales: Number(vendor.sales),
      })),
      sales: { allTime: toSalesTotals(allTime), last30Days: toSalesTotals(last30Days) },
      recentActivity: activity.map((entry) => ({ ...entry, createdAt: entry.createdAt.toISOString() })),
    };
  }
}

function toSalesTotals(row: SalesTotalsRow): UserSalesTotalsDto {
  return { revenue: Number(row.revenue), commission: row.commission, sales: Number(row.sales) };
}

import type { UserDto } from '../../../api/generated/model';

export type RoleFilter = 'all' | UserDto['role'];

export const ROLE_FILTER_OPTIONS: { value: RoleFilter; label: string }[] = [
  { value: 'all', label: 'All Roles' },
  { value: 'vendor', label: 'Vendors' },
  { value: 'admin', label: 'Admins' },
];

/** First and last name; the e-mail or the id when the user has no name. */
export function userDisplayName(user: Pick<UserDto, 'firstName' | 'lastName' | 'email' | 'id'>): string {
  const name = [user.firstName, user.lastName].filter((part) => part !== null && part.trim() !== '').join(' ');
  return name !== '' ? name : (user.email ?? user.id);
}

/** Spec section 2, User Management: search by name, e-mail or id (case-insensitive) and filter by role, on the client. */
export function filterUsers(users: readonly UserDto[], search: string, role: RoleFilter): UserDto[] {
  const needle = search.trim().toLowerCase();
  return users.filter((user) => {
    if (role !== 'all' && user.role !== role) return false;
    if (needle === '') return true;
    const name = [user.firstName, user.lastName].filter((part) => part !== null).join(' ');
    return [name, user.email ?? '', user.id].some((field) => field.toLowerCase().includes(needle));
  });
}

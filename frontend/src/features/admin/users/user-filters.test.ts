import { describe, expect, it } from 'vitest';
import type { UserDto } from '../../../api/generated/model';
import { filterUsers, userDisplayName } from './user-filters';

function user(id: string, firstName: string | null, lastName: string | null, email: string | null, role: UserDto['role']): UserDto {
  return {
    id,
    firstName,
    lastName,
    email,
    role,
    profileImageUrl: null,
    isActive: true,
    createdAt: '2026-11-01T10:00:00.000Z',
    emailTransactions: true,
    emailRedeliveries: true,
    emailEvents: false,
    inWorldNotifications: true,
    defaultCommissionRate: '5.00',
  };
}

const users = [
  user('user_ada', 'Ada', 'Admin', 'admin@demo.test', 'admin'),
  user('user_mia', 'Mia', 'Merchant', 'merchant@demo.test', 'vendor'),
  user('user_x9', null, null, null, 'vendor'),
];

const ids = (list: UserDto[]) => list.map((item) => item.id);

describe('filterUsers', () => {
  it('keeps everyone with an empty search and All Roles', () => {
    expect(ids(filterUsers(users, '  ', 'all'))).toEqual(['user_ada', 'user_mia', 'user_x9']);
  });

  it('matches the full name, the e-mail or the id, ignoring case', () => {
    expect(ids(filterUsers(users, 'mia MERCH', 'all'))).toEqual(['user_mia']);
    expect(ids(filterUsers(users, 'ADMIN@DEMO', 'all'))).toEqual(['user_ada']);
    expect(ids(filterUsers(users, 'USER_X', 'all'))).toEqual(['user_x9']);
    expect(ids(filterUsers(users, 'demo.test', 'all'))).toEqual(['user_ada', 'user_mia']);
    expect(ids(filterUsers(users, 'nobody', 'all'))).toEqual([]);
  });

  it('filters by role, together with the search', () => {
    expect(ids(filterUsers(users, '', 'admin'))).toEqual(['user_ada']);
    expect(ids(filterUsers(users, '', 'vendor'))).toEqual(['user_mia', 'user_x9']);
    expect(ids(filterUsers(users, 'demo', 'vendor'))).toEqual(['user_mia']);
  });
});

describe('userDisplayName', () => {
  it('uses the name, then the e-mail, then the id', () => {
    expect(userDisplayName(users[0]!)).toBe('Ada Admin');
    expect(userDisplayName({ ...users[1]!, lastName: null })).toBe('Mia');
    expect(userDisplayName({ ...users[1]!, firstName: null, lastName: null })).toBe('merchant@demo.test');
    expect(userDisplayName(users[2]!)).toBe('user_x9');
  });
});

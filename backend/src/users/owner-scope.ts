import type { User } from './user.entity';

/** Whose vendors a user may see: their own (their id), or every owner's for an admin (null). */
export function ownerScopeOf(user: User): string | null {
  return user.role === 'admin' ? null : user.id;
}

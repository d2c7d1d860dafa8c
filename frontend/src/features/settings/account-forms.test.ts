import { describe, expect, it } from 'vitest';

import { validateChangeEmail, validateChangePassword, validateNewPassword } from './account-forms';

describe('validateChangePassword', () => {
  it('accepts a new password of 8 to 128 characters that differs from the current one and is typed twice', () => {
    expect(validateChangePassword({ currentPassword: 'old password', newPassword: 'new password', confirmPassword: 'new password' })).toEqual({});
    expect(validateChangePassword({ currentPassword: 'x', newPassword: 'a'.repeat(128), confirmPassword: 'a'.repeat(128) })).toEqual({});
  });

  it('names each field that is wrong, with the API messages', () => {
    expect(validateChangePassword({ currentPassword: '', newPassword: 'short', confirmPassword: 'shorter' })).toEqual({
      currentPassword: 'Current password is required',
      newPassword: 'New password must be at least 8 characters',
      confirmPassword: 'The new passwords do not match',
    });
    expect(validateChangePassword({ currentPassword: 'x', newPassword: 'a'.repeat(129), confirmPassword: 'a'.repeat(129) })).toEqual({
      newPassword: 'New password must be at most 128 characters',
    });
    expect(validateChangePassword({ currentPassword: 'same password', newPassword: 'same password', confirmPassword: 'same password' })).toEqual({
      newPassword: 'The new password must be different from the current one.',
    });
  });
});

describe('validateChangeEmail', () => {
  it('needs an address other than the current one, and the current password', () => {
    expect(validateChangeEmail({ newEmail: ' new@example.com ', currentPassword: 'pw' }, 'old@example.com')).toEqual({});
    expect(validateChangeEmail({ newEmail: 'not an address', currentPassword: '' }, 'old@example.com')).toEqual({
      newEmail: 'Invalid email address',
      currentPassword: 'Current password is required',
    });
    expect(validateChangeEmail({ newEmail: 'Old@Example.com', currentPassword: 'pw' }, 'old@example.com')).toEqual({
      newEmail: 'This is already your e-mail address.',
    });
  });
});

describe('validateNewPassword', () => {
  it('needs 8 to 128 characters typed the same twice', () => {
    expect(validateNewPassword({ password: 'long enough', confirmPassword: 'long enough' })).toEqual({});
    expect(validateNewPassword({ password: 'short', confirmPassword: 'other' })).toEqual({
      password: 'Password must be at least 8 characters',
      confirmPassword: 'The passwords do not match',
    });
  });
});

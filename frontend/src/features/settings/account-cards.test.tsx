import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { LocalSessionContext } from '../../auth/local/local-session';
import { queuedFetch } from '../accounts/test-support';
import { ChangeEmailCard } from './ChangeEmailCard';
import { ChangePasswordCard } from './ChangePasswordCard';
import { SettingsTestProviders } from './test-wrapper';

/** Puts the text in the field at once (a click, then a paste): typing key by key is slow in jsdom on a busy machine. */
async function fill(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

let fetchMock: ReturnType<typeof queuedFetch>;
const acceptToken = vi.fn();

beforeEach(() => {
  fetchMock = queuedFetch();
  vi.stubGlobal('fetch', fetchMock.mock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  acceptToken.mockReset();
});

function renderCard(card: React.ReactNode) {
  render(
    <SettingsTestProviders>
      <LocalSessionContext.Provider value={{ acceptToken }}>{card}</LocalSessionContext.Provider>
    </SettingsTestProviders>,
  );
  return userEvent.setup({ delay: null });
}

// Typing key by key into MUI fields in jsdom is slow on a busy machine.
describe('ChangePasswordCard', { timeout: 20_000 }, () => {
  it('checks the fields before calling the API', async () => {
    const user = renderCard(<ChangePasswordCard />);
    await fill(user, screen.getByLabelText('New password'), 'short');
    await fill(user, screen.getByLabelText('Confirm new password'), 'other');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(screen.getByText('Current password is required')).toBeVisible();
    expect(screen.getByText('New password must be at least 8 characters')).toBeVisible();
    expect(screen.getByText('The new passwords do not match')).toBeVisible();
    expect(fetchMock.mock).not.toHaveBeenCalled();
  });

  it('sends the current and new password, goes on with the new token and says the other sessions were signed out', async () => {
    fetchMock.answer(200, { token: 'new.session.token' });
    const user = renderCard(<ChangePasswordCard />);
    await fill(user, screen.getByLabelText('Current password'), 'old password');
    await fill(user, screen.getByLabelText('New password'), 'new password');
    await fill(user, screen.getByLabelText('Confirm new password'), 'new password');
    await user.click(screen.getByRole('button', { name: 'Change password' }));

    await waitFor(() => expect(acceptToken).toHaveBeenCalledWith('new.session.token'), { timeout: 5000 });
    expect(fetchMock.calls()).toEqual([
      { url: '/api/auth/local/change-password', method: 'POST', body: { currentPassword: 'old password', newPassword: 'new password' } },
    ]);
    expect(await screen.findByRole('status', undefined, { timeout: 5000 })).toHaveTextContent('Your other sessions were signed out.');
    expect(screen.getByLabelText('Current password')).toHaveValue('');
  });

  it("shows the API's message on the current password when it is wrong", async () => {
    fetchMock.answer(400, {
      statusCode: 400,
      error: 'Bad Request',
      message: 'Your current password is not correct.',
      fieldErrors: { currentPassword: ['Your current password is not correct.'] },
    });
    const user = renderCard(<ChangePasswordCard />);
    await fill(user, screen.getByLabelText('Current password'), 'not it');
    await fill(user, screen.getByLabelText('New password'), 'new password');
    await fill(user, screen.getByLabelText('Confirm new password'), 'new password');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Your current password is not correct.', undefined, { timeout: 5000 })).toBeVisible();
    expect(screen.getByLabelText('Current password')).toHaveAttribute('aria-invalid', 'true');
    expect(acceptToken).not.toHaveBeenCalled();
  });

  it('shows the wait after too many wrong passwords in a toast', async () => {
    fetchMock.answer(429, {
      statusCode: 429,
      error: 'Too Many Requests',
      message: 'Too many failed sign-ins. Try again in 15 minutes, or reset your password with "Forgot password?".',
    });
    const user = renderCard(<ChangePasswordCard />);
    await fill(user, screen.getByLabelText('Current password'), 'guess');
    await fill(user, screen.getByLabelText('New password'), 'new password');
    await fill(user, screen.getByLabelText('Confirm new password'), 'new password');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    const toast = await screen.findByRole('alert', undefined, { timeout: 5000 });
    expect(toast).toHaveTextContent('Failed to change password');
    expect(toast).toHaveTextContent('Try again in 15 minutes');
  });
});

describe('ChangeEmailCard', { timeout: 20_000 }, () => {
  it('shows the address as not verified with Resend link, and a change waiting for its link', async () => {
    fetchMock.answer(200, { email: 'ava@example.com', emailVerified: false, pendingEmail: 'new@example.com' });
    fetchMock.answer(202, { message: 'We sent a new verification link to ava@example.com.' });
    const user = renderCard(<ChangeEmailCard />);
    expect(await screen.findByText('ava@example.com')).toBeVisible();
    expect(screen.getByText('Not verified')).toBeVisible();
    expect(screen.getByText('Waiting for you to open the link sent to new@example.com. Your address changes then.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Resend link' }));
    expect(await screen.findByRole('status', undefined, { timeout: 5000 })).toHaveTextContent('We sent a new verification link to ava@example.com.');
    expect(fetchMock.calls()[1]).toMatchObject({ url: '/api/auth/local/resend-verification', method: 'POST' });
  });

  it('sends the new address with the current password and says to check the inbox', async () => {
    fetchMock.answer(200, { email: 'ava@example.com', emailVerified: true, pendingEmail: null });
    fetchMock.answer(202, { message: 'We sent a link to new@example.com. Your address changes when you open it.' });
    fetchMock.answer(200, { email: 'ava@example.com', emailVerified: true, pendingEmail: 'new@example.com' });
    const user = renderCard(<ChangeEmailCard />);
    expect(await screen.findByText('Verified')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Resend link' })).toBeNull();
    const form = screen.getByRole('form', { name: 'Change e-mail' });
    await fill(user, within(form).getByLabelText('New e-mail address'), 'ava@example.com');
    await user.click(within(form).getByRole('button', { name: 'Send confirmation link' }));
    expect(screen.getByText('This is already your e-mail address.')).toBeVisible();
    expect(screen.getByText('Current password is required')).toBeVisible();

    await user.clear(within(form).getByLabelText('New e-mail address'));
    await fill(user, within(form).getByLabelText('New e-mail address'), 'new@example.com');
    await fill(user, within(form).getByLabelText('Current password'), 'my password');
    await user.click(within(form).getByRole('button', { name: 'Send confirmation link' }));
    expect(await screen.findByRole('status', undefined, { timeout: 5000 })).toHaveTextContent(
      'We sent a link to new@example.com. Your address changes when you open it.',
    );
    expect(fetchMock.calls()[1]).toEqual({
      url: '/api/auth/local/change-email',
      method: 'POST',
      body: { newEmail: 'new@example.com', currentPassword: 'my password' },
    });
    expect(await screen.findByText('Waiting for you to open the link sent to new@example.com. Your address changes then.')).toBeVisible();
  });

  it('shows a taken address on its field', async () => {
    fetchMock.answer(200, { email: 'ava@example.com', emailVerified: true, pendingEmail: null });
    fetchMock.answer(409, {
      statusCode: 409,
      error: 'Conflict',
      message: 'An account with this email already exists.',
      fieldErrors: { newEmail: ['An account with this email already exists.'] },
    });
    const user = renderCard(<ChangeEmailCard />);
    await screen.findByText('Verified');
    const form = screen.getByRole('form', { name: 'Change e-mail' });
    await fill(user, within(form).getByLabelText('New e-mail address'), 'taken@example.com');
    await fill(user, within(form).getByLabelText('Current password'), 'my password');
    await user.click(within(form).getByRole('button', { name: 'Send confirmation link' }));
    expect(await screen.findByText('An account with this email already exists.', undefined, { timeout: 5000 })).toBeVisible();
    expect(within(form).getByLabelText('New e-mail address')).toHaveAttribute('aria-invalid', 'true');
  });
});

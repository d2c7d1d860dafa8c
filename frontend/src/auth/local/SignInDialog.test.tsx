import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { queuedFetch } from '../../features/accounts/test-support';
import { SettingsTestProviders } from '../../features/settings/test-wrapper';
import { SignInDialog } from './SignInDialog';

/** Puts the text in the field at once (a click, then a paste): typing key by key is slow in jsdom on a busy machine. */
async function fill(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

const FORGOT_ANSWER = 'If an account uses this address, we sent it a link to choose a new password. The link works once, within 1 hour.';
let fetchMock: ReturnType<typeof queuedFetch>;

beforeEach(() => {
  fetchMock = queuedFetch();
  vi.stubGlobal('fetch', fetchMock.mock);
});
afterEach(() => vi.unstubAllGlobals());

function renderDialog() {
  const onSignedIn = vi.fn();
  render(
    <SettingsTestProviders>
      <SignInDialog open onClose={() => undefined} onSignedIn={onSignedIn} />
    </SettingsTestProviders>,
  );
  return { user: userEvent.setup({ delay: null }), onSignedIn };
}

// Typing key by key into MUI fields in jsdom is slow on a busy machine.
describe('SignInDialog', { timeout: 20_000 }, () => {
  it('offers "Forgot password?" on the sign-in tab, with the address typed so far, and shows the answer', async () => {
    fetchMock.answer(202, { message: FORGOT_ANSWER });
    const { user } = renderDialog();
    await fill(user, screen.getByLabelText(/Email/), 'ava@example.com');
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));

    expect(screen.getByRole('dialog', { name: 'Reset your password' })).toBeVisible();
    expect(screen.getByLabelText(/Email/)).toHaveValue('ava@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText(FORGOT_ANSWER, undefined, { timeout: 5000 })).toBeVisible();
    expect(fetchMock.calls()).toEqual([{ url: '/api/auth/local/forgot-password', method: 'POST', body: { email: 'ava@example.com' } }]);

    await user.click(screen.getByRole('button', { name: 'Back to sign in' }));
    expect(screen.getByRole('dialog', { name: 'Sign in to your account' })).toBeVisible();
  });

  it('does not offer it on the sign-up tab', async () => {
    const { user } = renderDialog();
    await user.click(screen.getByRole('tab', { name: 'Sign up' }));
    expect(screen.queryByRole('button', { name: 'Forgot password?' })).toBeNull();
  });

  it("shows the API's sentence when the account is held back after too many failures", async () => {
    fetchMock.answer(429, {
      statusCode: 429,
      error: 'Too Many Requests',
      message: 'Too many failed sign-ins. Try again in 15 minutes, or reset your password with "Forgot password?".',
    });
    const { user, onSignedIn } = renderDialog();
    await fill(user, screen.getByLabelText(/Email/), 'ava@example.com');
    await fill(user, screen.getByLabelText(/Password/), 'the right one');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(
      () =>
        expect(screen.getByRole('alert')).toHaveTextContent(
          'Too many failed sign-ins. Try again in 15 minutes, or reset your password with "Forgot password?".',
        ),
      { timeout: 5000 },
    );
    expect(onSignedIn).not.toHaveBeenCalled();
  });
});

import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { pageTitle } from '../../app/routes';
import { AuthContext, type AuthState } from '../../auth/auth-context';
import { LocalSessionContext } from '../../auth/local/local-session';
import { SettingsTestProviders } from '../settings/test-wrapper';
import { ResetPasswordPage } from './ResetPasswordPage';
import { localAuthState, queuedFetch } from './test-support';
import { VerifyEmailPage } from './VerifyEmailPage';

/** Puts the text in the field at once (a click, then a paste): typing key by key is slow in jsdom on a busy machine. */
async function fill(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

let fetchMock: ReturnType<typeof queuedFetch>;
const acceptToken = vi.fn();
const TOKEN = 'kq3V0m0Jw9yq0b3wY1mO6r8oVx2aPq1nZ7sT4uH5c6E';

beforeEach(() => {
  fetchMock = queuedFetch();
  vi.stubGlobal('fetch', fetchMock.mock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  acceptToken.mockReset();
});

function Where() {
  const location = useLocation();
  return <output aria-label="Address">{`${location.pathname}${location.search}`}</output>;
}

function renderAt(path: string, auth: AuthState = localAuthState()) {
  render(
    <StrictMode>
      <SettingsTestProviders>
        <AuthContext.Provider value={auth}>
          <LocalSessionContext.Provider value={{ acceptToken }}>
            <MemoryRouter initialEntries={[path]}>
              <Routes>
                <Route path="/reset-password" element={<ResetPasswordPage />} />
                <Route path="/verify-email" element={<VerifyEmailPage />} />
                <Route path="/" element={<p>Home</p>} />
              </Routes>
              <Where />
            </MemoryRouter>
          </LocalSessionContext.Provider>
        </AuthContext.Provider>
      </SettingsTestProviders>
    </StrictMode>,
  );
  return userEvent.setup({ delay: null });
}

// Typing passwords key by key in jsdom is slow on a busy machine.
describe('ResetPasswordPage', { timeout: 20_000 }, () => {
  it('takes the token out of the address, checks the passwords, then signs in with the answer and goes home', async () => {
    fetchMock.answer(200, { token: 'signed.in.token' });
    const user = renderAt(`/reset-password?token=${TOKEN}`);
    await waitFor(() => expect(screen.getByRole('status', { name: 'Address' })).toHaveTextContent(/^\/reset-password$/));

    await fill(user, screen.getByLabelText('New password'), 'short');
    await fill(user, screen.getByLabelText('Confirm new password'), 'different');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(screen.getByText('Password must be at least 8 characters')).toBeVisible();
    expect(screen.getByText('The passwords do not match')).toBeVisible();
    expect(fetchMock.mock).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText('New password'));
    await user.clear(screen.getByLabelText('Confirm new password'));
    await fill(user, screen.getByLabelText('New password'), 'brand new password');
    await fill(user, screen.getByLabelText('Confirm new password'), 'brand new password');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    await waitFor(() => expect(acceptToken).toHaveBeenCalledWith('signed.in.token'), { timeout: 5000 });
    expect(fetchMock.calls()).toEqual([{ url: '/api/auth/local/reset-password', method: 'POST', body: { token: TOKEN, password: 'brand new password' } }]);
    // The page navigates home before it keeps the token; the route's render may land a moment after.
    expect(await screen.findByText('Home')).toBeVisible();
  });

  it('says when the link has already been used, and offers to sign in', async () => {
    fetchMock.answer(400, {
      statusCode: 400,
      error: 'Bad Request',
      message: 'This reset link has already been used. Ask for a new one with "Forgot password?".',
    });
    const auth = localAuthState();
    const user = renderAt(`/reset-password?token=${TOKEN}`, auth);
    await fill(user, screen.getByLabelText('New password'), 'brand new password');
    await fill(user, screen.getByLabelText('Confirm new password'), 'brand new password');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(
      await screen.findByText('This reset link has already been used. Ask for a new one with "Forgot password?".', undefined, { timeout: 5000 }),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(auth.openSignIn).toHaveBeenCalled();
    expect(acceptToken).not.toHaveBeenCalled();
  });

  it('says a link without its token is not complete', () => {
    renderAt('/reset-password');
    expect(screen.getByText('This reset link is not complete. Open the link from the e-mail again, or ask for a new one.')).toBeVisible();
  });
});

describe('VerifyEmailPage', { timeout: 20_000 }, () => {
  it('spends the link once, even when React runs the effect twice, and says the address is verified', async () => {
    fetchMock.answer(200, { email: 'ava@example.com', emailChanged: false, message: 'Thank you: ava@example.com is verified.' });
    renderAt(`/verify-email?token=${TOKEN}`);
    expect(await screen.findByRole('heading', { name: 'E-mail address verified' })).toBeVisible();
    expect(screen.getByText('Thank you: ava@example.com is verified.')).toBeVisible();
    expect(fetchMock.calls().filter((call) => call.url === '/api/auth/local/verify-email')).toEqual([
      { url: '/api/auth/local/verify-email', method: 'POST', body: { token: TOKEN } },
    ]);
    expect(screen.getByRole('status', { name: 'Address' })).toHaveTextContent(/^\/verify-email$/);
    expect(acceptToken).not.toHaveBeenCalled();
  });

  it('takes the new token after a change of address opened in the signed-in browser', async () => {
    fetchMock.answer(200, {
      email: 'new@example.com',
      emailChanged: true,
      message: 'Your account now signs in with new@example.com. Other sessions were signed out.',
      token: 'renewed.token',
    });
    renderAt(`/verify-email?token=${TOKEN}`, localAuthState({ isSignedIn: true, userId: 'u1' }));
    expect(await screen.findByRole('heading', { name: 'E-mail address changed' })).toBeVisible();
    expect(acceptToken).toHaveBeenCalledWith('renewed.token');
    expect(screen.getByRole('link', { name: 'Go to Dashboard' })).toBeVisible();
  });

  it("shows the API's sentence for a used link", async () => {
    fetchMock.answer(400, { statusCode: 400, error: 'Bad Request', message: 'This verification link has already been used.' });
    renderAt(`/verify-email?token=${TOKEN}`);
    expect(await screen.findByText('This verification link has already been used.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeVisible();
  });
});

describe('the routes of e-mailed links', () => {
  it('are named in the tab whether signed in or not', () => {
    for (const signedIn of [false, true]) {
      expect(pageTitle('/reset-password', signedIn)).toBe('Reset password');
      expect(pageTitle('/verify-email', signedIn)).toBe('Verify e-mail');
    }
  });
});

import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { UserDto } from '../../api/generated/model';
import { bodyOf, urlOf } from '../../test/fetch-calls';
import { PaymentTab } from './PaymentTab';
import { ProfileTab } from './ProfileTab';
import { OFFLINE_ALERT_HINT, OfflineAlertCard, SALE_DELIVERY_HINT, SaleDeliveryCard } from './SaleDeliveryCard';
import { SettingsTestProviders } from './test-wrapper';

const fetchMock = vi.fn<typeof fetch>();

const savedUser: UserDto = {
  id: 'user_1',
  firstName: 'Ava',
  lastName: 'Linden',
  email: 'ava@example.com',
  profileImageUrl: null,
  role: 'vendor',
  isActive: true,
  createdAt: '2026-11-01T10:00:00.000Z',
  emailTransactions: true,
  emailRedeliveries: true,
  emailEvents: false,
  inWorldNotifications: true,
  defaultCommissionRate: '5.00',
  saleDeliveryAlertMinutes: 10,
  offlineAlertMinutes: 11,
};

function respondWith(status: number, body: unknown) {
  fetchMock.mockImplementation(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
}

function lastRequest(): { url: string; method: string | undefined; body: unknown } {
  const [url, init] = fetchMock.mock.calls.at(-1) ?? [];
  return { url: urlOf(url), method: init?.method, body: bodyOf(init) };
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

describe('Profile tab', () => {
  function renderProfile(user: UserDto | null = savedUser) {
    render(
      <SettingsTestProviders>
        <ProfileTab user={user} />
      </SettingsTestProviders>,
    );
    return userEvent.setup();
  }

  it('starts from the user record and shows the profile image note', () => {
    renderProfile({ ...savedUser, profileImageUrl: 'https://img.example.com/ava.png' });
    expect(screen.getByLabelText('First name')).toHaveValue('Ava');
    expect(screen.getByLabelText('Last name')).toHaveValue('Linden');
    expect(screen.getByLabelText('Email')).toHaveValue('ava@example.com');
    expect(screen.getByRole('img', { name: 'Ava Linden' })).toHaveAttribute('src', 'https://img.example.com/ava.png');
    expect(screen.getByText('Your profile image is managed through your login account.')).toBeVisible();
  });

  it('shows the required-name messages on the fields without calling the API', async () => {
    const user = renderProfile();
    await user.clear(screen.getByLabelText('First name'));
    await user.clear(screen.getByLabelText('Last name'));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(screen.getByText('First name is required')).toBeVisible();
    expect(screen.getByText('Last name is required')).toBeVisible();
    expect(screen.getByLabelText('First name')).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the e-mail read-only, says where it changes, and sends the names only', async () => {
    respondWith(200, savedUser);
    const user = renderProfile();
    const email = screen.getByLabelText('Email');
    expect(email).toHaveAttribute('readonly');
    expect(screen.getByText('To change it, use Change e-mail under Security: the new address must be verified first.')).toBeVisible();
    await user.type(email, 'x');
    expect(email).toHaveValue('ava@example.com');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(lastRequest()).toMatchObject({ method: 'PATCH', body: { firstName: 'Ava', lastName: 'Linden' } });
    expect(lastRequest().body).not.toHaveProperty('email');
  });

  it('says the sign-in account manages the e-mail with Clerk', () => {
    render(
      <SettingsTestProviders>
        <ProfileTab user={savedUser} authMode="clerk" />
      </SettingsTestProviders>,
    );
    expect(screen.getByText('Managed, and verified, by your sign-in account.')).toBeVisible();
  });

  it("shows the API's field message beside a name and the failure toast", async () => {
    respondWith(400, {
      statusCode: 400,
      error: 'Bad Request',
      message: 'First name must be at most 100 characters',
      fieldErrors: { firstName: ['First name must be at most 100 characters'] },
    });
    const user = renderProfile();
    await user.type(screen.getByLabelText('First name'), 'a');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('First name must be at most 100 characters')).toBeVisible();
    expect(screen.getByLabelText('First name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Last name')).toHaveAttribute('aria-invalid', 'false');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to update profile');

    // Typing in the field clears its message.
    await user.type(screen.getByLabelText('First name'), 'x');
    expect(screen.queryByText('First name must be at most 100 characters')).toBeNull();
  });

  it("says 'Saving...' while the update runs, then shows the success toast", async () => {
    let answer: (response: Response) => void = () => undefined;
    fetchMock.mockImplementation(() => new Promise<Response>((resolve) => (answer = resolve)));
    const user = renderProfile();
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('button', { name: 'Saving...' })).toBeDisabled();

    answer(new Response(JSON.stringify({ ...savedUser, firstName: 'Ada' }), { status: 200, headers: { 'content-type': 'application/json' } }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Profile updated successfully'));
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeEnabled();
  });
});

describe('Payment tab', () => {
  it('sends the rate as typed and shows the API range message on the field', async () => {
    respondWith(400, {
      statusCode: 400,
      error: 'Bad Request',
      message: 'Commission rate must be between 0 and 100',
      fieldErrors: { defaultCommissionRate: ['Commission rate must be between 0 and 100'] },
    });
    render(
      <SettingsTestProviders>
        <PaymentTab user={savedUser} />
      </SettingsTestProviders>,
    );
    const user = userEvent.setup();
    const input = screen.getByLabelText('Default Commission Rate (%)');
    expect(input).toHaveValue(5);
    expect(input).toHaveAttribute('step', '0.01');
    expect(input).toHaveAttribute('min', '0');
    expect(input).toHaveAttribute('max', '100');
    expect(input).toHaveAttribute('placeholder', '5.00');
    expect(screen.getByText('Filled in as the commission rate of each new event you organise')).toBeVisible();

    await user.clear(input);
    await user.type(input, '150');
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));

    expect(await screen.findByText('Commission rate must be between 0 and 100')).toBeVisible();
    expect(screen.queryByText('Filled in as the commission rate of each new event you organise')).toBeNull();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to update commission settings');
    expect(lastRequest()).toMatchObject({ url: '/api/settings/commission', method: 'PATCH', body: { defaultCommissionRate: '150' } });
  });
});

describe('Sale delivery alert', { timeout: 20_000 }, () => {
  const renderCard = () => {
    render(
      <SettingsTestProviders>
        <SaleDeliveryCard user={{ ...savedUser, saleDeliveryAlertMinutes: 25 }} />
      </SettingsTestProviders>,
    );
    return { user: userEvent.setup(), input: screen.getByLabelText('Alert after (minutes)') };
  };

  it('starts from the saved minutes, sends the minutes typed and shows the API message on the field', async () => {
    const message = 'Alert after must be a whole number of minutes from 1 to 1440';
    respondWith(400, { statusCode: 400, error: 'Bad Request', message, fieldErrors: { saleDeliveryAlertMinutes: [message] } });
    const { user, input } = renderCard();
    expect(input).toHaveValue(25);
    expect(screen.getByText(SALE_DELIVERY_HINT)).toBeVisible();

    await user.clear(input);
    await user.type(input, '2000');
    await user.click(screen.getByRole('button', { name: 'Save Alert' }));

    expect(await screen.findByText(message, undefined, { timeout: 5000 })).toBeVisible();
    expect(await screen.findByRole('alert', undefined, { timeout: 5000 })).toHaveTextContent('Failed to update the sale delivery alert');
    expect(lastRequest()).toMatchObject({ url: '/api/settings/deliveries', method: 'PATCH', body: { saleDeliveryAlertMinutes: 2000 } });
  });

  it('saves the minutes typed and says so', async () => {
    respondWith(200, { ...savedUser, saleDeliveryAlertMinutes: 30 });
    const { user, input } = renderCard();
    await user.clear(input);
    await user.type(input, '30');
    await user.click(screen.getByRole('button', { name: 'Save Alert' }));
    await waitFor(() => expect(lastRequest()).toMatchObject({ url: '/api/settings/deliveries', method: 'PATCH', body: { saleDeliveryAlertMinutes: 30 } }));
    expect(await screen.findByText('Sale delivery alert updated', undefined, { timeout: 5000 })).toBeVisible();
    expect(input).toHaveValue(30);
  });
});

describe('Offline alert', { timeout: 20_000 }, () => {
  it('starts from the saved minutes, sends the minutes typed and says so', async () => {
    respondWith(200, { ...savedUser, offlineAlertMinutes: 45 });
    render(
      <SettingsTestProviders>
        <OfflineAlertCard user={{ ...savedUser, offlineAlertMinutes: 20 }} />
      </SettingsTestProviders>,
    );
    const user = userEvent.setup();
    const input = screen.getByLabelText('Offline after (minutes)');
    expect(input).toHaveValue(20);
    expect(screen.getByText(OFFLINE_ALERT_HINT)).toBeVisible();
    await user.clear(input);
    await user.type(input, '45');
    await user.click(screen.getByRole('button', { name: 'Save Offline Alert' }));
    await waitFor(() => expect(lastRequest()).toMatchObject({ url: '/api/settings/alerts', method: 'PATCH', body: { offlineAlertMinutes: 45 } }));
    expect(await screen.findByText('Offline alert updated', undefined, { timeout: 5000 })).toBeVisible();
    expect(input).toHaveValue(45);
  });
});

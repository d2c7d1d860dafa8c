import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { MarketplaceSettingsDto } from '../../api/generated/model';
import { urlOf } from '../../test/fetch-calls';
import { MarketplaceTab } from './MarketplaceTab';
import { SettingsTestProviders } from './test-wrapper';

const fetchMock = vi.fn<typeof fetch>();

const current: MarketplaceSettingsDto = {
  ansUrl: 'https://vendors.example.com/api/marketplace/ans/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa',
  salt: '0123456789abcdef0123456789abcdef',
};
const rotated: MarketplaceSettingsDto = {
  ansUrl: 'https://vendors.example.com/api/marketplace/ans/bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb',
  salt: 'fedcba9876543210fedcba9876543210',
};

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation(async (input, init) => (urlOf(input).endsWith('/rotate') && init?.method === 'POST' ? json(rotated) : json(current)));
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

function renderTab() {
  render(
    <SettingsTestProviders>
      <MarketplaceTab />
    </SettingsTestProviders>,
  );
  return userEvent.setup();
}

describe('Marketplace tab', () => {
  it('shows the notification URL and the salt, each with a copy button', async () => {
    const user = renderTab();
    expect(await screen.findByText(current.ansUrl)).toBeVisible();
    expect(screen.getByText(current.salt)).toBeVisible();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    await user.click(screen.getByRole('button', { name: 'Copy Notification URL' }));
    expect(writeText).toHaveBeenLastCalledWith(current.ansUrl);
    await user.click(screen.getByRole('button', { name: 'Copy Salt' }));
    expect(writeText).toHaveBeenLastCalledWith(current.salt);
  });

  it('asks before rotating, then shows the new URL and salt', async () => {
    const user = renderTab();
    await screen.findByText(current.ansUrl);
    await user.click(screen.getByRole('button', { name: 'Rotate' }));
    const dialog = screen.getByRole('dialog', { name: 'Replace the Marketplace URL and salt?' });
    expect(dialog).toHaveTextContent('The current URL stops working at once');
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Rotate' }));
    expect(await screen.findByText(rotated.ansUrl)).toBeVisible();
    expect(screen.getByText(rotated.salt)).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const [url, init] = fetchMock.mock.calls.find(([, request]) => request?.method === 'POST')!;
    expect(urlOf(url)).toMatch(/\/api\/settings\/marketplace\/rotate$/);
    expect(init?.method).toBe('POST');
  });
});

import { ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { appTheme } from '../../../app/theme';
import { bodyOf, urlOf } from '../../../test/fetch-calls';
import { ToastProvider } from '../../../ui/toast/ToastProvider';
import { MarketplaceCommissionSetting } from './MarketplaceCommissionSetting';

const fetchMock = vi.fn<typeof fetch>();
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function renderSetting() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <ThemeProvider theme={appTheme}>
      <QueryClientProvider client={queryClient}>
        <ToastProvider>
          <MarketplaceCommissionSetting />
        </ToastProvider>
      </QueryClientProvider>
    </ThemeProvider>,
  );
  return userEvent.setup();
}

beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

describe('Marketplace commission switch', () => {
  it('shows the saved setting and saves a change with PUT', async () => {
    fetchMock.mockImplementation(async (_input, init) => (init?.method === 'PUT' ? json(200, bodyOf(init)) : json(200, { commissionExempt: false })));
    const user = renderSetting();
    const toggle = await screen.findByRole('switch', { name: 'Exempt SL Marketplace sales from commission' });
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    await waitFor(() => expect(toggle).toBeChecked());
    const [url, init] = fetchMock.mock.calls.find(([, request]) => request?.method === 'PUT')!;
    expect(urlOf(url)).toMatch(/\/api\/admin\/settings\/marketplace$/);
    expect(bodyOf(init)).toEqual({ commissionExempt: true });
    expect(await screen.findByText('SL Marketplace sales are now exempt from commission')).toBeVisible();
  });

  it('goes back to the saved value when the save fails', async () => {
    fetchMock.mockImplementation(async (_input, init) =>
      init?.method === 'PUT'
        ? json(403, { statusCode: 403, error: 'Forbidden', message: 'You do not have permission to perform this action.' })
        : json(200, { commissionExempt: true }),
    );
    const user = renderSetting();
    const toggle = await screen.findByRole('switch', { name: 'Exempt SL Marketplace sales from commission' });
    expect(toggle).toBeChecked();
    await user.click(toggle);
    expect(await screen.findByText(/Failed to save the Marketplace setting: You do not have permission/)).toBeVisible();
    await waitFor(() => expect(toggle).toBeChecked());
  });
});

import { ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { appTheme } from '../../../app/theme';
import { bodyOf, urlOf } from '../../../test/fetch-calls';
import { ToastProvider } from '../../../ui/toast/ToastProvider';
import { ConfigureCommissionTab } from './ConfigureCommissionTab';
import { CurrentSettingsTab } from './CurrentSettingsTab';

const fetchMock = vi.fn<typeof fetch>();
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const LUNA = { id: 4, name: 'Luna Boutique', ownerId: 'user_luna', owner: { id: 'user_luna', email: 'luna@example.com', name: 'Luna' }, objects: [] };
const SAVED_TIERS = [
  { minVolume: 10000, discountType: 'percentage', discountValue: '20' },
  { minVolume: 50000, discountType: 'fixed', discountValue: '5.00' },
];

/** The API: no configuration until one is saved, then the saved one; the preview says why its rate applies. */
function serveApi() {
  let vendors: unknown[] = [];
  fetchMock.mockImplementation(async (input, init) => {
    const url = urlOf(input);
    if (init?.method === 'POST') {
      const body = bodyOf(init) as { vendorId: number; baseRate: string; tiers: unknown[] };
      vendors = [{ id: 1, vendorId: body.vendorId, baseRate: body.baseRate, isActive: true, tiers: body.tiers, vendor: { name: LUNA.name } }];
      return json(201, vendors[0]);
    }
    if (url.includes('/preview')) {
      return json(200, {
        salesVolume30Days: 12000,
        calculation: {
          baseRate: '0.08',
          appliedRate: '0.064',
          discount: '0.2',
          commissionAmount: '64.00',
          source: 'vendor',
          appliedTier: SAVED_TIERS[0],
        },
      });
    }
    if (url.includes('/api/admin/commission-configs'))
      return json(200, { global: null, vendors, rateInForce: { baseRate: '0.05', source: 'platform_default' } });
    if (url.includes('/api/vendors')) return json(200, [LUNA]);
    return json(404, { statusCode: 404, error: 'Not Found', message: url });
  });
}

function renderTabs() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <ThemeProvider theme={appTheme}>
      <QueryClientProvider client={queryClient}>
        <ToastProvider>
          <ConfigureCommissionTab />
          <CurrentSettingsTab />
        </ToastProvider>
      </QueryClientProvider>
    </ThemeProvider>,
  );
  return userEvent.setup();
}

const posts = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST').map(([, init]) => bodyOf(init));

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  serveApi();
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

describe('Commission Management', { timeout: 60_000 }, () => {
  it('keeps showing what was saved, so a second Save saves the same again, and lists the saved tiers in Current Settings', async () => {
    const user = renderTabs();
    await user.click(await screen.findByRole('combobox', { name: 'Configuration Target' }));
    await user.click(await screen.findByRole('option', { name: 'Luna Boutique (ID: 4)' }));
    const baseRate = screen.getByRole('spinbutton', { name: 'Base Commission Rate (%)' });
    await user.clear(baseRate);
    await user.type(baseRate, '8');
    await user.click(screen.getByRole('button', { name: 'Add Tier' }));
    await user.type(screen.getByRole('spinbutton', { name: 'Min Volume (L$)' }), '10000');
    await user.type(screen.getByRole('spinbutton', { name: 'Discount Value (%)' }), '20');
    await user.click(screen.getByRole('button', { name: 'Save Configuration' }));

    expect(await screen.findByText('Commission configuration saved successfully')).toBeVisible();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save Configuration' })).toBeEnabled());
    expect(screen.getByRole('spinbutton', { name: 'Base Commission Rate (%)' })).toHaveValue(8);
    expect(screen.getByRole('spinbutton', { name: 'Min Volume (L$)' })).toHaveValue(10000);
    expect(screen.getByRole('spinbutton', { name: 'Discount Value (%)' })).toHaveValue(20);
    expect(screen.getByText('Showing the saved configuration')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Save Configuration' }));
    await waitFor(() => expect(posts()).toHaveLength(2));
    const [first, second] = posts();
    expect(first).toEqual({ vendorId: 4, baseRate: '0.08', tiers: [{ minVolume: 10000, discountType: 'percentage', discountValue: '20' }] });
    expect(second).toEqual(first);

    const tiers = await screen.findByRole('list', { name: 'Volume tiers of Luna Boutique' });
    expect(within(tiers).getByText('From L$10,000 of 30-day sales: 20% off the rate')).toBeInTheDocument();
  });

  it('says in the calculator where the rate comes from and which volume tier applied', async () => {
    const user = renderTabs();
    await user.click(await screen.findByRole('combobox', { name: 'Configuration Target' }));
    await user.click(await screen.findByRole('option', { name: 'Luna Boutique (ID: 4)' }));
    const preview = await screen.findByRole('table', { name: 'Commission preview' });
    expect(within(preview).getByRole('row', { name: /Rate from/ })).toHaveTextContent("This vendor's own configuration");
    expect(within(preview).getByRole('row', { name: /Volume tier/ })).toHaveTextContent('From L$10,000 of 30-day sales: 20% off the rate');
  });
});

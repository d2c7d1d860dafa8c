import { ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { SplitsDto } from '../../api/generated/model';
import { appTheme } from '../../app/theme';
import { bodyOf, urlOf } from '../../test/fetch-calls';
import { ToastProvider } from '../../ui/toast/ToastProvider';
import { SplitsEditor } from './SplitsEditor';

const ANN = 'a2e76fcd-9360-4f6d-a924-00000000000a';
const fetchMock = vi.fn<typeof fetch>();

const vendorSplits: SplitsDto = {
  target: 'vendor',
  vendorId: 3,
  vendorName: 'Main Store',
  productId: null,
  productName: null,
  splits: [{ avatarKey: ANN, avatarName: 'Ann Resident', percent: '10' }],
  totalPercent: '10',
  maxCommissionPercent: '5',
  vendorSplits: [],
};

function respondWith(status: number, body: unknown) {
  fetchMock.mockImplementation(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
}

function renderEditor(saved: SplitsDto = vendorSplits) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <ThemeProvider theme={appTheme}>
      <QueryClientProvider client={queryClient}>
        <ToastProvider>
          <SplitsEditor saved={saved} />
        </ToastProvider>
      </QueryClientProvider>
    </ThemeProvider>,
  );
  return userEvent.setup();
}

const line = (number: number) => within(screen.getByRole('form').querySelector(`[data-split-row="${number}"]`) as HTMLElement);

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

describe('SplitsEditor', () => {
  it('starts from the saved splits and says what is left beside the commission as lines change', async () => {
    const user = renderEditor();
    expect(line(1).getByRole('textbox', { name: 'Avatar key' })).toHaveValue(ANN);
    expect(screen.getByTestId('split-summary')).toHaveTextContent('Partners 10% · commission up to 5% · you keep at least 85%');
    await user.click(screen.getByRole('button', { name: 'Add partner' }));
    await user.type(line(2).getByRole('textbox', { name: 'Percent' }), '86');
    expect(screen.getByTestId('split-summary')).toHaveTextContent('you keep at least -1% (over 100%: lower the splits)');
    await user.click(screen.getByRole('button', { name: 'Remove partner 2' }));
    expect(screen.getByTestId('split-summary')).toHaveTextContent('you keep at least 85%');
  });

  it('sends the whole list to the vendor, and shows the saved splits with a toast', async () => {
    const user = renderEditor();
    respondWith(200, { ...vendorSplits, splits: [{ avatarKey: ANN, avatarName: 'Ann Resident', percent: '12.5' }], totalPercent: '12.5' });
    const percent = line(1).getByRole('textbox', { name: 'Percent' });
    await user.clear(percent);
    await user.type(percent, '12.5');
    await user.click(screen.getByRole('button', { name: 'Save splits' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0];
    expect(urlOf(url)).toContain('/api/vendors/3/splits');
    expect(init?.method).toBe('PUT');
    expect(bodyOf(init)).toEqual({ splits: [{ avatarKey: ANN, avatarName: 'Ann Resident', percent: '12.5' }] });
    expect(await screen.findByText('Main Store (all its products): Ann Resident 12.5%')).toBeVisible();
  });

  it("puts the API's messages on the lines they name, and the overflow above the buttons", async () => {
    const user = renderEditor();
    await user.click(screen.getByRole('button', { name: 'Add partner' }));
    await user.type(line(2).getByRole('textbox', { name: 'Avatar key' }), 'not-a-key');
    await user.type(line(2).getByRole('textbox', { name: 'Percent' }), '95');
    respondWith(400, {
      statusCode: 400,
      message: 'Avatar key must be an avatar key (a UUID)',
      fieldErrors: { 'splits.1.avatarKey': ['Avatar key must be an avatar key (a UUID)'], splits: ['The splits add up to 105 %: 10 % over 100 %.'] },
    });
    await user.click(screen.getByRole('button', { name: 'Save splits' }));
    expect(await line(2).findByText('Avatar key must be an avatar key (a UUID)')).toBeVisible();
    expect(line(1).queryByText('Avatar key must be an avatar key (a UUID)')).toBeNull();
    expect(within(screen.getByRole('form')).getByRole('alert')).toHaveTextContent('The splits add up to 105 %: 10 % over 100 %.');
  });

  it("tells that a product without splits of its own pays its vendor's", () => {
    renderEditor({
      ...vendorSplits,
      target: 'product',
      productId: 7,
      productName: 'Red Dress',
      splits: [],
      totalPercent: '0',
      vendorSplits: vendorSplits.splits,
    });
    expect(screen.getByText(/This product has no splits of its own: its sales pay the vendor's \(Ann Resident 10%\)/)).toBeVisible();
  });
});

import { ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { TransactionDto } from '../../api/generated/model';
import { appTheme } from '../../app/theme';
import { bodyOf, urlOf } from '../../test/fetch-calls';
import { ToastProvider } from '../../ui/toast/ToastProvider';
import { RefundTransactionDialog } from './RefundTransactionDialog';

const fetchMock = vi.fn<typeof fetch>();
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const sale = (fields: Partial<TransactionDto> = {}): TransactionDto => ({
  id: 41,
  amount: 400,
  buyerId: 'a2e76fcd-9360-4f6d-a924-000000000003',
  buyerName: 'Bea Resident',
  changeRefund: null,
  commission: '20.00',
  commissionRate: '5.0000',
  createdAt: '2026-11-23T20:00:00.000Z',
  discountAmount: 0,
  discountCode: null,
  discountKind: null,
  eventId: null,
  giftTo: null,
  giftToName: null,
  marketplaceTransactionId: null,
  paidWith: 'lindens',
  priceMismatch: false,
  listPrice: 400,
  productId: 7,
  productName: 'Red Dress',
  refundedAt: null,
  refundedAmount: 100,
  refundedCommission: '5.00',
  slRegion: null,
  slMapUrl: null,
  owner: { id: 'user_luna', email: 'luna@example.com', name: 'Luna Resident' },
  source: 'in-world',
  status: 'completed',
  vendorId: 4,
  vendorName: 'Luna Boutique',
  ...fields,
});

function renderDialog(transaction: TransactionDto) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const onClose = vi.fn();
  render(
    <ThemeProvider theme={appTheme}>
      <QueryClientProvider client={queryClient}>
        <ToastProvider>
          <RefundTransactionDialog open transaction={transaction} onClose={onClose} />
        </ToastProvider>
      </QueryClientProvider>
    </ThemeProvider>,
  );
  return { user: userEvent.setup(), onClose, dialog: screen.getByRole('dialog', { name: 'Refund transaction #41?' }) };
}

beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

describe('Refund dialog', () => {
  it('refunds a part: checks the amount in the dialog first, then sends it with a request key', async () => {
    fetchMock.mockImplementation(async () => json(200, sale({ refundedAmount: 220, refundedCommission: '11.00' })));
    const { user, onClose, dialog } = renderDialog(sale());
    expect(within(dialog).getByText(/The remaining L\$300 of the sale to Bea Resident \(L\$100 of L\$400 refunded so far\) will be refunded/)).toBeVisible();
    await user.click(within(dialog).getByRole('radio', { name: 'Part of it' }));
    const amount = within(dialog).getByRole('textbox', { name: 'Amount to refund (L$)' });
    await user.type(amount, '301');
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(within(dialog).getByText('Enter a whole number of L$ from 1 to 300, the part of this sale not yet refunded.')).toBeVisible();
    expect(fetchMock).not.toHaveBeenCalled();

    await user.clear(amount);
    await user.type(amount, '120');
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await screen.findByText('Part of the transaction refunded')).toBeVisible();
    const [url, init] = fetchMock.mock.calls[0];
    expect(urlOf(url)).toMatch(/\/api\/transactions\/41\/refund$/);
    expect(bodyOf(init)).toEqual({ amount: 120, requestKey: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    expect(onClose).toHaveBeenCalled();
  });

  it("shows the server's refusal inside the dialog and keeps it open", async () => {
    const message = 'amount must be a whole number of L$ from 1 to 50, the part of this sale not yet refunded.';
    fetchMock.mockImplementation(async () => json(400, { statusCode: 400, error: 'Bad Request', message }));
    const { user, onClose, dialog } = renderDialog(sale());
    await user.click(within(dialog).getByRole('radio', { name: 'Part of it' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Amount to refund (L$)' }), '200');
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await within(dialog).findByText(`Failed to refund transaction: ${message}`)).toBeVisible();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('offers only the whole sale for a sale paid with a gift card', async () => {
    fetchMock.mockImplementation(async () => json(200, sale({ paidWith: 'voucher', status: 'refunded', refundedAmount: 400 })));
    const { user, dialog } = renderDialog(sale({ paidWith: 'voucher', refundedAmount: 0, refundedCommission: '0.00' }));
    expect(within(dialog).queryByRole('radio')).toBeNull();
    expect(within(dialog).getByText(/The sale of L\$400 to Bea Resident will be marked refunded/)).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await screen.findByText('Transaction refunded')).toBeVisible();
    expect(bodyOf(fetchMock.mock.calls[0][1])).toEqual({ requestKey: expect.any(String) });
  });
});

import { ThemeProvider } from '@mui/material/styles';
import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { TransactionDto } from '../../api/generated/model';
import { appTheme } from '../../app/theme';
import { viewport } from '../../test/viewport';
import { TransactionsGrid } from './TransactionsGrid';

const sale = (id: number, fields: Partial<TransactionDto> = {}): TransactionDto => ({
  id,
  amount: 250,
  buyerId: 'a2e76fcd-9360-4f6d-a924-000000000003',
  buyerName: 'Bea Resident',
  changeRefund: null,
  commission: '12.50',
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
  listPrice: 250,
  productId: 7,
  productName: 'Mesh Jacket',
  refundedAt: null,
  refundedAmount: 0,
  refundedCommission: '0.00',
  slRegion: null,
  slMapUrl: null,
  owner: { id: 'user_luna', email: 'luna@example.com', name: 'Luna Resident' },
  source: 'in-world',
  status: 'completed',
  vendorId: 4,
  vendorName: 'Luna Boutique',
  ...fields,
});

function renderGrid(rows: TransactionDto[]) {
  render(
    <ThemeProvider theme={appTheme}>
      <TransactionsGrid
        rows={rows}
        rowCount={rows.length}
        rowCountIsEstimate={false}
        loading={false}
        paginationModel={{ page: 0, pageSize: 25 }}
        onPaginationModelChange={() => undefined}
        sortModel={[]}
        onSortModelChange={() => undefined}
        onView={() => undefined}
        onRefund={() => undefined}
      />
    </ThemeProvider>,
  );
}

afterEach(() => vi.restoreAllMocks());

describe('Transactions: a refunded sale', { timeout: 20_000 }, () => {
  it('strikes its commission through and says refunded, while a completed sale shows it plainly', () => {
    viewport(1440);
    renderGrid([sale(1), sale(2, { status: 'refunded', refundedAt: '2026-11-24T20:00:00.000Z' })]);
    const cells = within(screen.getByRole('grid')).getAllByRole('gridcell');
    const commissions = cells.filter((cell) => cell.getAttribute('data-field') === 'commission');
    expect(commissions[0]).toHaveTextContent(/^L\$12\.50$/);
    expect(commissions[0].querySelector('s')).toBeNull();
    expect(commissions[1].querySelector('s')).toHaveTextContent('L$12.50');
    expect(commissions[1]).toHaveTextContent('L$12.50refunded');
  });

  it('says how much commission a sale refunded in part no longer charges', () => {
    viewport(1440);
    renderGrid([sale(3, { refundedAmount: 100, refundedCommission: '5.00' })]);
    const cells = within(screen.getByRole('grid')).getAllByRole('gridcell');
    const commission = cells.find((cell) => cell.getAttribute('data-field') === 'commission');
    expect(commission).toHaveTextContent(/^L\$12\.50less L\$5\.00 refunded$/);
    expect(commission?.querySelector('s')).toBeNull();
  });

  it('does the same on the card on a phone', () => {
    viewport(375);
    renderGrid([sale(2, { status: 'refunded', refundedAt: '2026-11-24T20:00:00.000Z' })]);
    const card = within(screen.getByRole('list', { name: 'Transactions' })).getAllByRole('listitem')[0];
    const commission = within(card).getByRole('definition');
    expect(commission.querySelector('s')).toHaveTextContent('L$12.50');
    expect(commission).toHaveTextContent('refunded');
  });
});

describe('Transactions: a price mismatch and a sale without a product', { timeout: 20_000 }, () => {
  it('flags the mismatch beside the amount, saying what was paid and what the price was', () => {
    viewport(1440);
    renderGrid([sale(1, { amount: 100, priceMismatch: true, listPrice: 350 }), sale(2)]);
    const amounts = within(screen.getByRole('grid'))
      .getAllByRole('gridcell')
      .filter((cell) => cell.getAttribute('data-field') === 'amount');
    expect(within(amounts[0]).getByLabelText('Price mismatch: Paid L$100; the price was L$350')).toHaveTextContent('Price mismatch');
    expect(amounts[0]).toHaveTextContent('L$100');
    expect(amounts[1]).toHaveTextContent(/^L\$250$/);
  });

  it('says a sale without a product has none', () => {
    viewport(1440);
    renderGrid([sale(3, { productId: null, productName: null, listPrice: null })]);
    const product = within(screen.getByRole('grid'))
      .getAllByRole('gridcell')
      .find((cell) => cell.getAttribute('data-field') === 'productId');
    expect(product).toHaveTextContent('No product');
  });
});

describe("Transactions: an admin's list of every merchant's sales", { timeout: 20_000 }, () => {
  function renderForAdmin(rows: TransactionDto[]) {
    render(
      <ThemeProvider theme={appTheme}>
        <TransactionsGrid
          rows={rows}
          rowCount={rows.length}
          rowCountIsEstimate={false}
          loading={false}
          paginationModel={{ page: 0, pageSize: 25 }}
          onPaginationModelChange={() => undefined}
          sortModel={[]}
          onSortModelChange={() => undefined}
          onView={() => undefined}
          onRefund={() => undefined}
          showOwner
          currentUserId="user_ada"
        />
      </ThemeProvider>,
    );
  }
  const kai = { id: 'user_kai', email: 'kai@example.com', name: 'Kai Resident' };
  const ada = { id: 'user_ada', email: 'ada@example.com', name: 'Ada Admin' };

  it("has an Owner column naming whose each sale is, the admin's own as You", () => {
    viewport(1440);
    renderForAdmin([sale(1, { owner: kai }), sale(2, { owner: ada })]);
    expect(within(screen.getByRole('grid')).getByRole('columnheader', { name: 'Owner' })).toBeInTheDocument();
    const owners = within(screen.getByRole('grid'))
      .getAllByRole('gridcell')
      .filter((cell) => cell.getAttribute('data-field') === 'owner');
    expect(owners[0]).toHaveTextContent('Kai Residentkai@example.com');
    expect(owners[1]).toHaveTextContent('You (Ada Admin)');
  });

  it('names the owner on each card on a phone', () => {
    viewport(375);
    renderForAdmin([sale(1, { owner: kai })]);
    const card = within(screen.getByRole('list', { name: 'Transactions' })).getAllByRole('listitem')[0];
    expect(within(card).getByText('Owner')).toBeVisible();
    expect(within(card).getByText('Kai Resident')).toBeVisible();
  });

  it('has no Owner column for a merchant, whose sales are all their own', () => {
    viewport(1440);
    renderGrid([sale(1)]);
    expect(within(screen.getByRole('grid')).queryByRole('columnheader', { name: 'Owner' })).toBeNull();
  });
});

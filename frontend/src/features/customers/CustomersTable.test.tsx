import { ThemeProvider } from '@mui/material/styles';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { appTheme } from '../../app/theme';
import { giftLabel, refundedLabel } from './CustomerPurchasesTable';
import { customerName, CustomersTable } from './CustomersTable';

afterEach(cleanup);

const AVA = {
  avatarKey: 'a0000000-0000-4000-8000-00000000000a',
  name: 'Ava Resident',
  firstPurchaseAt: '2026-01-10T18:00:00.000Z',
  lastPurchaseAt: '2026-03-01T18:00:00.000Z',
  purchases: 2,
  spent: 1700,
  refunds: 1,
  giftsGiven: 1,
  giftsReceived: 0,
};

describe('CustomersTable', () => {
  it("shows each buyer's figures and links their name to their page", () => {
    render(
      <ThemeProvider theme={appTheme}>
        <MemoryRouter>
          <CustomersTable
            customers={[AVA]}
            rowCount={1}
            loading={false}
            paginationModel={{ page: 0, pageSize: 25 }}
            onPaginationModelChange={vi.fn()}
            sortModel={[{ field: 'lastPurchaseAt', sort: 'desc' }]}
            onSortModelChange={vi.fn()}
          />
        </MemoryRouter>
      </ThemeProvider>,
    );
    const grid = screen.getByRole('grid', { name: 'Customers' });
    expect(within(grid).getByRole('link', { name: 'Ava Resident' })).toHaveAttribute('href', `/customers/${AVA.avatarKey}`);
    expect(within(grid).getByText('L$1,700')).toBeVisible();
    expect(within(grid).getByText('1 / 0')).toBeVisible();
  });

  it('names a buyer by key when no name was sent, and labels refunds and gifts', () => {
    expect(customerName({ name: null, avatarKey: AVA.avatarKey })).toBe(AVA.avatarKey);
    expect(refundedLabel({ refundedAmount: 0 })).toBe('');
    expect(refundedLabel({ refundedAmount: 100 })).toBe('L$100');
    expect(giftLabel({ giftTo: null, giftToName: null })).toBe('');
    expect(giftLabel({ giftTo: AVA.avatarKey, giftToName: null })).toBe(AVA.avatarKey);
    expect(giftLabel({ giftTo: AVA.avatarKey, giftToName: 'Ava' })).toBe('Ava');
  });
});

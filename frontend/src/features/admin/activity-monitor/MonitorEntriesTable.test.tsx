import { ThemeProvider } from '@mui/material/styles';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { MonitorEntryDto } from '../../../api/generated/model';
import { appTheme } from '../../../app/theme';
import { viewport } from '../../../test/viewport';
import { MonitorEntriesTable } from './MonitorEntriesTable';

const ENTRIES: MonitorEntryDto[] = [
  {
    id: 'sale:2',
    kind: 'sale',
    at: '2026-11-23T20:00:00.000Z',
    merchantId: 'user_luna',
    merchant: 'luna@example.com',
    description: 'Sale #2 of L$250 at Luna Boutique (#4)',
    activityType: null,
  },
  {
    id: 'call:1',
    kind: 'refused',
    at: '2026-11-23T19:59:00.000Z',
    merchantId: null,
    merchant: null,
    description: 'Refused (404): POST /api/lsl/sale',
    activityType: null,
  },
];

afterEach(() => vi.restoreAllMocks());

describe('Activity Monitor entries', { timeout: 20_000 }, () => {
  it('are cards on a phone, each with what happened, when, its kind and its merchant, and no table', async () => {
    viewport(375);
    const onMerchant = vi.fn();
    render(
      <ThemeProvider theme={appTheme}>
        <MonitorEntriesTable entries={ENTRIES} onMerchant={onMerchant} />
      </ThemeProvider>,
    );
    expect(screen.queryByRole('table')).toBeNull();
    const cards = within(screen.getByRole('list', { name: 'Activity' })).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const sale = within(cards[0]);
    expect(sale.getByText('Sale #2 of L$250 at Luna Boutique (#4)')).toBeVisible();
    expect(sale.getByText('Sale')).toBeVisible();
    expect(within(cards[1]).getByText('Unknown')).toBeVisible();
    await userEvent.setup().click(sale.getByRole('button', { name: 'luna@example.com' }));
    expect(onMerchant).toHaveBeenCalledWith('user_luna');
  });

  it('are a table from 600 px', () => {
    viewport(1440);
    render(
      <ThemeProvider theme={appTheme}>
        <MonitorEntriesTable entries={ENTRIES} onMerchant={() => undefined} />
      </ThemeProvider>,
    );
    expect(within(screen.getByRole('table', { name: 'Activity' })).getAllByRole('row')).toHaveLength(3);
  });
});

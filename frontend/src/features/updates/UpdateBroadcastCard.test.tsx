import { ThemeProvider } from '@mui/material/styles';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import type { UpdateBroadcastDto } from '../../api/generated/model';
import { appTheme } from '../../app/theme';
import { UpdateBroadcastCard } from './UpdateBroadcastCard';

const running: UpdateBroadcastDto = {
  id: 4,
  productId: 31,
  productName: 'Velvet Evening Gown',
  productVersionId: 3,
  version: '2.0',
  itemName: 'Velvet Evening Gown v2',
  status: 'running',
  waitingReason: 'No online delivery box holds "Velvet Evening Gown v2".',
  counts: { recipients: 100, sent: 40, failed: 2, waiting: 38, handed: 10, skipped: 10, cancelled: 0 },
  createdAt: '2026-11-20T18:30:00.000Z',
  finishedAt: null,
};

function renderCard(broadcast: UpdateBroadcastDto) {
  const onAction = vi.fn();
  const onShowFailures = vi.fn();
  render(
    <ThemeProvider theme={appTheme}>
      <UpdateBroadcastCard broadcast={broadcast} busy={null} onAction={onAction} onShowFailures={onShowFailures} />
    </ThemeProvider>,
  );
  return { onAction, onShowFailures };
}

describe('UpdateBroadcastCard', () => {
  it('shows the version, its item, the start in SLT, the progress and why deliveries wait', () => {
    renderCard(running);
    expect(screen.getByRole('heading', { name: 'Velvet Evening Gown' })).toBeInTheDocument();
    expect(screen.getByText(/Version 2\.0 · gives “Velvet Evening Gown v2” · started Nov 20, 2026, 10:30 AM SLT/)).toBeInTheDocument();
    const bar = screen.getByRole('progressbar', { name: 'Progress of Velvet Evening Gown 2.0' });
    // 42 of the 90 who did not have it yet are done.
    expect(bar).toHaveAttribute('aria-valuenow', '46');
    expect(screen.getByTestId('update-counts')).toHaveTextContent('40 sent · 2 failed · 48 waiting (10 with a box) · 10 already had it');
    expect(screen.getByText('No online delivery box holds "Velvet Evening Gown v2".')).toBeInTheDocument();
    expect(screen.getByText('Sending')).toBeInTheDocument();
  });

  it('offers pause and cancel while sending, and the failures when there are some', async () => {
    const { onAction, onShowFailures } = renderCard(running);
    expect(screen.queryByRole('button', { name: 'Resume' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Pause' }));
    expect(onAction).toHaveBeenCalledWith(running, 'pause');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel update' }));
    expect(onAction).toHaveBeenCalledWith(running, 'cancel');
    await userEvent.click(screen.getByRole('button', { name: 'View failures' }));
    expect(onShowFailures).toHaveBeenCalledWith(running);
  });

  it('offers resume on a paused update, and nothing on a finished one', () => {
    renderCard({ ...running, status: 'paused', waitingReason: null });
    expect(screen.getByRole('button', { name: 'Resume' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pause' })).not.toBeInTheDocument();
  });

  it('shows a completed update full, with no action but its failures', () => {
    renderCard({
      ...running,
      status: 'completed',
      waitingReason: null,
      counts: { ...running.counts, sent: 88, waiting: 0, handed: 0 },
      finishedAt: '2026-11-20T19:00:00.000Z',
    });
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    expect(screen.getByText('Completed')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pause' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel update' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'View failures' })).toBeInTheDocument();
  });
});

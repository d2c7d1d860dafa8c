import { ThemeProvider } from '@mui/material/styles';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import type { VendorDto } from '../../api/generated/model';
import { appTheme } from '../../app/theme';
import { ToastProvider } from '../../ui/toast/ToastProvider';
import { VendorCard } from './VendorCard';

const vendor = (ownerId: string, name: string): VendorDto => ({
  id: 4,
  name,
  description: null,
  slLocation: null,
  isActive: true,
  paused: false,
  pausedAt: null,
  lslKey: '3f1c2a9e-8b7d-4c55-9e21-6a0f4d2b7c10',
  ownerId,
  owner: { id: ownerId, email: `${ownerId}@example.com`, name: `${ownerId} Resident` },
  createdAt: '2026-11-01T12:00:00.000Z',
  objects: [],
});

function renderCard(shown: VendorDto) {
  render(
    <ThemeProvider theme={appTheme}>
      {/* The key's Copy button says so in a toast. */}
      <ToastProvider>
        <VendorCard vendor={shown} onEdit={vi.fn()} onDelete={vi.fn()} onRotateKey={vi.fn()} now={new Date()} showOwner currentUserId="ada" />
      </ToastProvider>
    </ThemeProvider>,
  );
  return within(screen.getByRole('article', { name: shown.name }));
}

describe("a vendor card, for an admin who sees every merchant's vendors", { timeout: 20_000 }, () => {
  it("names another merchant's vendor's owner and offers no Edit, Delete or Rotate on it", () => {
    const card = renderCard(vendor('kai', 'Kai Kiosk'));
    expect(card.getByTestId('vendor-owner')).toHaveTextContent('Owner: kai Resident (kai@example.com)');
    expect(card.queryByRole('button', { name: 'Edit Kai Kiosk' })).toBeNull();
    expect(card.queryByRole('button', { name: 'Delete Kai Kiosk' })).toBeNull();
    expect(card.queryByRole('button', { name: 'Rotate LSL key' })).toBeNull();
  });

  it('keeps Edit, Delete and Rotate on their own vendor, owned by "you"', () => {
    const card = renderCard(vendor('ada', 'Ada Atelier'));
    expect(card.getByTestId('vendor-owner')).toHaveTextContent('Owner: you');
    expect(card.getByRole('button', { name: 'Edit Ada Atelier' })).toBeEnabled();
    expect(card.getByRole('button', { name: 'Delete Ada Atelier' })).toBeEnabled();
    expect(card.getByRole('button', { name: 'Rotate LSL key' })).toBeEnabled();
  });
});

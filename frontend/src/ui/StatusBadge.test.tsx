import { ThemeProvider } from '@mui/material/styles';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { appTheme } from '../app/theme';
import { StatusBadge } from './StatusBadge';

function badgeClasses(status: string): string {
  render(
    <ThemeProvider theme={appTheme}>
      <StatusBadge status={status} />
    </ThemeProvider>,
  );
  return screen.getByText(status.charAt(0).toUpperCase() + status.slice(1)).closest('.MuiChip-root')?.className ?? '';
}

// Pending secondary, completed the default (primary) badge, any other value destructive, except a redelivery handed to a
// delivery box, which is not an error (docs/decisions/0042-transactions-screen.md).
describe('StatusBadge', () => {
  it('shows pending as a secondary badge', () => {
    expect(badgeClasses('pending')).toContain('MuiChip-colorSecondary');
  });

  it('shows completed as the default (primary) badge', () => {
    expect(badgeClasses('completed')).toContain('MuiChip-colorPrimary');
  });

  it('shows a redelivery assigned to a box in the info colour, not as an error', () => {
    const classes = badgeClasses('assigned');
    expect(classes).toContain('MuiChip-colorInfo');
    expect(classes).not.toContain('MuiChip-colorError');
  });

  it('shows any other status as a destructive badge', () => {
    for (const status of ['refunded', 'failed']) {
      expect(badgeClasses(status)).toContain('MuiChip-colorError');
    }
  });
});

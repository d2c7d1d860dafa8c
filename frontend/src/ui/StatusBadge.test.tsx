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

// Spec section 4: pending secondary, completed the default (primary) badge, any other value destructive.
describe('StatusBadge', () => {
  it('shows pending as a secondary badge', () => {
    expect(badgeClasses('pending')).toContain('MuiChip-colorSecondary');
  });

  it('shows completed as the default (primary) badge', () => {
    expect(badgeClasses('completed')).toContain('MuiChip-colorPrimary');
  });

  it('shows any other status as a destructive badge', () => {
    for (const status of ['refunded', 'failed', 'processing']) {
      expect(badgeClasses(status)).toContain('MuiChip-colorError');
    }
  });
});

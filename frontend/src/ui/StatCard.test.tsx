import { ThemeProvider } from '@mui/material/styles';
import { cleanup, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { appTheme } from '../app/theme';
import { StatCard, type StatChangeType } from './StatCard';

function renderCard(changeType?: StatChangeType) {
  cleanup();
  render(
    <ThemeProvider theme={appTheme}>
      <StatCard title="Total Sales Today" value="L$1,200" change="+12.5% from yesterday" changeType={changeType} icon={<span>icon</span>} />
    </ThemeProvider>,
  );
  return getComputedStyle(screen.getByText('+12.5% from yesterday')).color;
}

// The theme uses CSS variables (light and dark follow the system), so a colour is the variable of its palette token.
describe('StatCard', () => {
  it('shows its title, value and icon', () => {
    renderCard('positive');
    expect(screen.getByText('Total Sales Today')).toBeVisible();
    expect(screen.getByText('L$1,200')).toBeVisible();
    expect(screen.getByText('icon')).toBeInTheDocument();
  });

  it('colours a positive change green (the theme success colour)', () => {
    expect(renderCard('positive')).toBe('var(--mui-palette-success-main)');
  });

  it('colours a negative change red (the theme error colour)', () => {
    expect(renderCard('negative')).toBe('var(--mui-palette-error-main)');
  });

  it('shows a neutral change in the muted text colour, also when no type is given', () => {
    expect(renderCard('neutral')).toBe('var(--mui-palette-text-secondary)');
    expect(renderCard()).toBe('var(--mui-palette-text-secondary)');
  });

  it('leaves the change line out when there is no change text', () => {
    render(
      <ThemeProvider theme={appTheme}>
        <StatCard title="Active Vendors" value={0} />
      </ThemeProvider>,
    );
    expect(screen.getByText('0')).toBeVisible();
    expect(document.querySelector('[data-change-type]')).toBeNull();
  });
});

import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';

import { PriceMismatchAlert, priceMismatchText } from './PriceMismatchAlert';

function renderAlert(count: number | undefined) {
  const router = createMemoryRouter([{ path: '/', element: <PriceMismatchAlert count={count} /> }]);
  render(<RouterProvider router={router} />);
}

describe('PriceMismatchAlert', () => {
  it('warns of the flagged sales and links to their list', () => {
    renderAlert(2);
    expect(screen.getByRole('alert')).toHaveTextContent(
      '2 sales of the last 7 days were paid neither the price nor the price due. They are recorded; check your vendor scripts and prices.',
    );
    expect(screen.getByRole('link', { name: 'Review sales' })).toHaveAttribute('href', '/transactions?priceMismatch=true');
  });

  it('speaks of one sale in the singular', () => {
    expect(priceMismatchText(1)).toBe(
      '1 sale of the last 7 days was paid neither the price nor the price due. It is recorded; check your vendor scripts and prices.',
    );
  });

  it('shows nothing without flagged sales, or while loading', () => {
    renderAlert(0);
    expect(screen.queryByRole('alert')).toBeNull();
    renderAlert(undefined);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { conversionPercent, DemoConversionCard } from './DemoConversionCard';

afterEach(cleanup);

describe('DemoConversionCard', () => {
  it('writes the rate as a percentage with one decimal', () => {
    expect(conversionPercent(0.4286)).toBe('42.9%');
    expect(conversionPercent(1)).toBe('100.0%');
    expect(conversionPercent(0)).toBe('0.0%');
  });

  it("lists each product's demos, avatars, buyers and rate, with the owner in the platform's view", () => {
    render(
      <DemoConversionCard
        rows={[
          { productId: 3, name: 'Mesh Jacket', ownerName: 'Mia Merchant', demos: 1200, avatars: 7, buyers: 3, conversionRate: 0.4286 },
          { productId: 4, name: 'Boots', ownerName: null, demos: 1, avatars: 1, buyers: 0, conversionRate: 0 },
        ]}
      />,
    );
    const rows = within(screen.getByRole('table', { name: 'Demo conversion: by product' })).getAllByRole('row');
    expect(
      rows.map((row) =>
        within(row)
          .queryAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([[], ['Mesh JacketMia Merchant', '1,200', '7', '3', '42.9%'], ['Boots', '1', '1', '0', '0.0%']]);
  });

  it('says when the range has no demos', () => {
    render(<DemoConversionCard rows={[]} />);
    expect(screen.getByText('No demos in this range')).toBeVisible();
    expect(screen.queryByRole('table')).toBeNull();
  });
});

import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { ProductsTableSkeleton } from './ProductsTableSkeleton';

describe('ProductsTableSkeleton', () => {
  it('shows 5 skeleton rows under the table headers while the products load', () => {
    render(<ProductsTableSkeleton />);
    expect(screen.getByLabelText('Loading products')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getAllByTestId('product-skeleton-row')).toHaveLength(5);
    for (const header of ['Product', 'Vendor', 'Price', 'Status', 'Item name', 'Actions']) {
      expect(screen.getByText(header)).toBeInTheDocument();
    }
  });
});

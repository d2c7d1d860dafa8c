import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { EventCardsSkeleton } from './EventCardsSkeleton';

describe('EventCardsSkeleton', () => {
  it('shows 6 skeleton cards while the events load', () => {
    render(<EventCardsSkeleton columns={{ xs: 12, sm: 6, lg: 4 }} />);
    expect(screen.getByLabelText('Loading events')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getAllByTestId('event-skeleton-card')).toHaveLength(6);
  });
});

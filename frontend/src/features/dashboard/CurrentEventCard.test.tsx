import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';

import { CurrentEventCard } from './CurrentEventCard';
import type { CurrentEvent } from './dashboard-models';

function renderCard(event: CurrentEvent) {
  const router = createMemoryRouter([{ path: '/', element: <CurrentEventCard event={{ value: event, sample: false }} manageTo="/events/1" /> }]);
  render(<RouterProvider router={router} />);
}

const event: CurrentEvent = { id: 1, name: 'Winter Fair', daysRunning: 1, vendorCount: 1, totalSales: 900, uniqueVisitors: 1 };

describe('CurrentEventCard', () => {
  it('names one of each in the singular', () => {
    renderCard(event);
    for (const label of ['day running', 'participating vendor', 'unique visitor']) expect(screen.getByText(label)).toBeInTheDocument();
    for (const label of ['days running', 'participating vendors', 'unique visitors']) expect(screen.queryByText(label)).toBeNull();
  });

  it('names several in the plural', () => {
    renderCard({ ...event, daysRunning: 3, vendorCount: 12, uniqueVisitors: 40 });
    for (const label of ['days running', 'participating vendors', 'unique visitors']) expect(screen.getByText(label)).toBeInTheDocument();
  });
});

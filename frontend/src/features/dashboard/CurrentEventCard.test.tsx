import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';

import { CurrentEventCard } from './CurrentEventCard';
import type { CurrentEvent } from './dashboard-models';

function renderCard(event: CurrentEvent | null) {
  const router = createMemoryRouter([{ path: '/', element: <CurrentEventCard event={event} /> }]);
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

  it("opens the event's own page from Manage Event", () => {
    renderCard(event);
    expect(screen.getByRole('link', { name: 'Manage Event' })).toHaveAttribute('href', '/events/1');
  });

  it('shows no figures when no event runs: what will appear, and a way to the events', () => {
    renderCard(null);
    expect(screen.getByText('No current event')).toBeInTheDocument();
    expect(screen.queryByText('Live')).toBeNull();
    expect(screen.queryByText(/\d/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to Events' })).toHaveAttribute('href', '/events');
  });
});

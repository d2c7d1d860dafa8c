import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';

import { CurrentEventCard } from './CurrentEventCard';
import type { CurrentEvent } from './dashboard-models';

function renderCard(event: CurrentEvent | null | undefined, error?: string) {
  const router = createMemoryRouter([{ path: '/', element: <CurrentEventCard event={event} error={error} /> }]);
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

  it('keeps its place while it loads, and says so when it could not be loaded', () => {
    renderCard(undefined);
    expect(screen.getByText('Current Event')).toBeInTheDocument();
    expect(screen.getByLabelText('Loading the current event')).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByText('No current event')).toBeNull();
    renderCard(undefined, 'Network error');
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load the current event: Network error');
  });

  it('shows no figures when no event runs: what will appear, and a way to the events', () => {
    renderCard(null);
    expect(screen.getByText('No current event')).toBeInTheDocument();
    expect(screen.queryByText('Live')).toBeNull();
    expect(screen.queryByText(/\d/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to Events' })).toHaveAttribute('href', '/events');
  });
});

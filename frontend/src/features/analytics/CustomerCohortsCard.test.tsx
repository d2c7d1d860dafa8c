import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { cohortGrid, monthLabel } from './customer-cohorts';
import { CustomerCohorts } from './CustomerCohortsCard';

afterEach(cleanup);

const DATA = {
  buyers: 4,
  repeatBuyers: 3,
  repeatRate: '0.7500',
  cohorts: [
    {
      month: '2026-01',
      buyers: 3,
      returns: [
        { month: '2026-02', buyers: 2, share: '0.6667' },
        { month: '2026-03', buyers: 1, share: '0.3333' },
      ],
    },
    { month: '2026-02', buyers: 0, returns: [{ month: '2026-03', buyers: 0, share: '0.0000' }] },
    { month: '2026-03', buyers: 1, returns: [] },
  ],
};

describe('customer cohorts', () => {
  it('lays the cohorts out as a triangle of months after the first purchase', () => {
    const grid = cohortGrid(DATA.cohorts);
    expect(grid.columns).toBe(2);
    expect(grid.rows.map((row) => row.cells.map((cell) => cell?.buyers ?? null))).toEqual([
      [2, 1],
      [0, null],
      [null, null],
    ]);
    expect(monthLabel('2026-01')).toBe('Jan 2026');
  });

  it('shows the repeat rate and each cohort with its shares', () => {
    render(<CustomerCohorts data={DATA} />);
    expect(screen.getByText('75.0% of your buyers came back: 3 of 4 made 2 or more purchases.')).toBeVisible();
    const rows = within(screen.getByRole('table', { name: 'Repeat buyers: monthly cohorts' })).getAllByRole('row');
    expect(
      rows.map((row) =>
        within(row)
          .queryAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([[], ['3', '66.7%', '33.3%'], ['0', '', ''], ['1', '', '']]);
  });
});

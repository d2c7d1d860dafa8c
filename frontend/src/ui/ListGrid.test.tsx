import CheckOutlined from '@mui/icons-material/CheckOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Chip from '@mui/material/Chip';
import { ThemeProvider } from '@mui/material/styles';
import type { GridColDef, GridPaginationModel, GridSortModel } from '@mui/x-data-grid';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { appTheme } from '../app/theme';
import { formatLindens } from './format-money';
import { type ListCardDefinition, ListGrid, type ListGridProps } from './ListGrid';
import { type ListRowAction, rowActionsColumn } from './row-actions';

interface Item {
  id: number;
  name: string;
  price: number;
  vendor: string;
  active: boolean;
}

const ITEMS: Item[] = Array.from({ length: 30 }, (_, index) => ({
  id: index + 1,
  name: `Item ${String(index + 1).padStart(2, '0')}`,
  // Prices out of step with the ids, so sorting by price gives another order.
  price: ((index * 7) % 30) * 10 + 5,
  vendor: index % 2 === 0 ? 'Main Store' : 'Event Booth',
  active: index % 3 !== 0,
}));

/** Makes useMediaQuery see a window `width` px wide. */
function viewport(width: number) {
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => {
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    const min = /min-width:\s*([\d.]+)px/.exec(query);
    const matches = (max ? width <= Number(max[1]) : true) && (min ? width >= Number(min[1]) : true);
    return {
      matches,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    } as MediaQueryList;
  });
}

const handlers = { edit: vi.fn(), remove: vi.fn(), approve: vi.fn(), open: vi.fn() };

const actions = (item: Item): ListRowAction[] => [
  { label: 'Edit', icon: <EditOutlined />, onClick: () => handlers.edit(item) },
  { label: 'Delete', icon: <DeleteOutlined />, onClick: () => handlers.remove(item) },
  { label: 'Approve', icon: <CheckOutlined />, inMenu: true, onClick: () => handlers.approve(item) },
];

const columns: GridColDef<Item>[] = [
  { field: 'name', headerName: 'Item', flex: 1 },
  { field: 'vendor', headerName: 'Vendor', sortable: false },
  { field: 'price', headerName: 'Price', type: 'number', valueFormatter: (value: number) => formatLindens(value) },
  rowActionsColumn(actions),
];

const card: ListCardDefinition<Item> = {
  name: (item) => item.name,
  title: (item) => item.name,
  subtitle: (item) => `Item #${item.id}`,
  status: (item) => <Chip size="small" label={item.active ? 'Active' : 'Inactive'} />,
  who: (item) => item.vendor,
  amount: (item) => formatLindens(item.price),
  details: [{ label: 'Vendor', value: (item) => item.vendor }],
  actions,
};

function renderList(props: Partial<ListGridProps<Item>> = {}) {
  return render(
    <ThemeProvider theme={appTheme}>
      <ListGrid rows={ITEMS} columns={columns} card={card} label="Items" {...props} />
    </ThemeProvider>,
  );
}

/** Each card is named by its title. */
const cardTitles = () =>
  within(screen.getByRole('list', { name: 'Items' }))
    .getAllByRole('listitem')
    .map((item) => document.getElementById(item.getAttribute('aria-labelledby') ?? '')?.textContent);

beforeEach(() => {
  for (const handler of Object.values(handlers)) handler.mockReset();
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('ListGrid below 600 px', () => {
  beforeEach(() => viewport(375));

  it('shows each row as a card, in a list named like the grid, instead of the grid', () => {
    renderList();
    expect(screen.queryByRole('grid')).toBeNull();
    const cards = within(screen.getByRole('list', { name: 'Items' })).getAllByRole('listitem');
    expect(cards).toHaveLength(25);
    const first = within(cards[0]);
    expect(first.getByText('Item 01')).toBeVisible();
    expect(first.getByText('Item #1')).toBeVisible();
    expect(first.getByText('Inactive')).toBeVisible();
    expect(first.getByText('L$5')).toBeVisible();
    // A labelled detail: the term and its value.
    expect(first.getByRole('term')).toHaveTextContent('Vendor');
    expect(first.getByRole('definition')).toHaveTextContent('Main Store');
  });

  it("keeps the row's actions, by name, and those the grid keeps in a menu in a menu", async () => {
    const user = userEvent.setup();
    renderList();
    const second = within(within(screen.getByRole('list', { name: 'Items' })).getAllByRole('listitem')[1]);
    await user.click(second.getByRole('button', { name: 'Edit' }));
    expect(handlers.edit).toHaveBeenCalledWith(ITEMS[1]);
    await user.click(second.getByRole('button', { name: 'Delete' }));
    expect(handlers.remove).toHaveBeenCalledWith(ITEMS[1]);
    expect(second.queryByRole('button', { name: 'Approve' })).toBeNull();

    await user.click(second.getByRole('button', { name: 'More actions for Item 02' }));
    await user.click(screen.getByRole('menuitem', { name: 'Approve' }));
    expect(handlers.approve).toHaveBeenCalledWith(ITEMS[1]);
  });

  it('opens a row when its card is clicked, but not when one of its actions is', async () => {
    const user = userEvent.setup();
    renderList({ onRowClick: handlers.open });
    const cards = within(screen.getByRole('list', { name: 'Items' })).getAllByRole('listitem');
    await user.click(within(cards[2]).getByText('Item 03'));
    expect(handlers.open).toHaveBeenCalledWith(ITEMS[2]);

    handlers.open.mockReset();
    await user.click(within(cards[2]).getByRole('button', { name: 'Edit' }));
    expect(handlers.edit).toHaveBeenCalledWith(ITEMS[2]);
    expect(handlers.open).not.toHaveBeenCalled();
  });

  it('pages a list held in the browser', async () => {
    const user = userEvent.setup();
    renderList();
    expect(screen.getByText('1–25 of 30')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(screen.getByText('26–30 of 30')).toBeVisible();
    expect(cardTitles()).toEqual(['Item 26', 'Item 27', 'Item 28', 'Item 29', 'Item 30']);
  });

  it('shows no pager when the list fits on one page', () => {
    renderList({ rows: ITEMS.slice(0, 5) });
    expect(screen.queryByRole('button', { name: 'Go to next page' })).toBeNull();
    expect(cardTitles()).toHaveLength(5);
  });

  it('sorts by the sortable columns, ascending then descending, with their own comparison', async () => {
    const user = userEvent.setup();
    renderList({ rows: ITEMS.slice(0, 6) });
    // Prices of items 1 to 6: 5, 75, 145, 215, 285, 55.
    await user.click(screen.getByRole('combobox', { name: 'Sort by' }));
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    // Vendor is not sortable and Actions is no column to sort by.
    expect(options).toEqual(['Default order', 'Item', 'Price']);
    await user.click(screen.getByRole('option', { name: 'Price' }));
    expect(cardTitles()).toEqual(['Item 01', 'Item 06', 'Item 02', 'Item 03', 'Item 04', 'Item 05']);

    await user.click(screen.getByRole('button', { name: 'Ascending: sort descending' }));
    expect(cardTitles()).toEqual(['Item 05', 'Item 04', 'Item 03', 'Item 02', 'Item 06', 'Item 01']);
  });

  it('leaves paging and sorting to the server when it pages and sorts, showing the rows it sent', async () => {
    const user = userEvent.setup();
    const pages: GridPaginationModel[] = [];
    const sorts: GridSortModel[] = [];
    function ServerList() {
      const [paginationModel, setPaginationModel] = useState<GridPaginationModel>({ page: 0, pageSize: 10 });
      const [sortModel, setSortModel] = useState<GridSortModel>([{ field: 'price', sort: 'desc' }]);
      const start = paginationModel.page * paginationModel.pageSize;
      return (
        <ThemeProvider theme={appTheme}>
          <ListGrid
            rows={ITEMS.slice(start, start + paginationModel.pageSize)}
            columns={columns}
            card={card}
            label="Items"
            pageSizeOptions={[10, 25]}
            sortingOrder={['desc', 'asc']}
            serverPaging={{
              rowCount: 12_345,
              rowCountIsEstimate: true,
              paginationModel,
              onPaginationModelChange: (model) => {
                pages.push(model);
                setPaginationModel(model);
              },
            }}
            serverSorting={{
              sortModel,
              onSortModelChange: (model) => {
                sorts.push(model);
                setSortModel(model);
              },
            }}
          />
        </ThemeProvider>
      );
    }
    render(<ServerList />);
    // The rows as the server sent them, not sorted again here.
    expect(cardTitles()).toEqual(ITEMS.slice(0, 10).map((item) => item.name));
    expect(screen.getByText('1–10 of about 12,345')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(pages).toEqual([{ page: 1, pageSize: 10 }]);
    expect(cardTitles()[0]).toBe('Item 11');

    await user.click(screen.getByRole('button', { name: 'Descending: sort ascending' }));
    expect(sorts).toEqual([[{ field: 'price', sort: 'asc' }]]);
    // A sort that always has a direction offers no unsorted order.
    await user.click(screen.getByRole('combobox', { name: 'Sort by' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Item', 'Price']);
  });

  it('says so when there are no rows', () => {
    renderList({ rows: [], noRowsLabel: 'No items yet' });
    expect(screen.getByText('No items yet')).toBeVisible();
    expect(screen.queryByRole('list')).toBeNull();
  });
});

describe('ListGrid from 600 px', () => {
  beforeEach(() => viewport(1024));

  it('shows the data grid, named by its label, and no cards', () => {
    renderList();
    expect(screen.getByRole('grid', { name: 'Items' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Items' })).toBeNull();
  });
});

import { ThemeProvider } from '@mui/material/styles';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { UserDto } from '../../../api/generated/model';
import { appTheme } from '../../../app/theme';
import { viewport } from '../../../test/viewport';
import { OWN_DEACTIVATE_REASON, OWN_ROLE_REASON, UsersTable } from './UsersTable';

const user = (id: string, fields: Partial<UserDto> = {}): UserDto =>
  ({
    id,
    email: `${id}@example.com`,
    firstName: id,
    lastName: null,
    profileImageUrl: null,
    role: 'vendor',
    isActive: true,
    createdAt: '2026-11-01T12:00:00.000Z',
    ...fields,
  }) as UserDto;

const ADMIN = user('ada', { role: 'admin' });
const MERCHANT = user('luna');

const handlers = { onChangeRole: vi.fn(), onDeactivate: vi.fn(), onReactivate: vi.fn() };

function renderTable() {
  render(
    <ThemeProvider theme={appTheme}>
      <MemoryRouter>
        <UsersTable
          users={[ADMIN, MERCHANT]}
          rowCount={2}
          loading={false}
          paginationModel={{ page: 0, pageSize: 25 }}
          onPaginationModelChange={() => undefined}
          sortModel={[]}
          onSortModelChange={() => undefined}
          currentUserId={ADMIN.id}
          {...handlers}
        />
      </MemoryRouter>
    </ThemeProvider>,
  );
}

afterEach(() => {
  vi.restoreAllMocks();
  for (const handler of Object.values(handlers)) handler.mockReset();
});

describe("User Management: the admin's own row", { timeout: 20_000 }, () => {
  it('disables Role and Deactivate on the own row in the grid, with the reason, and keeps them on other rows', async () => {
    viewport(1440);
    renderTable();
    const rows = within(screen.getByRole('grid')).getAllByRole('row').slice(1);
    const own = within(rows.find((row) => row.textContent?.includes('ada@example.com')) as HTMLElement);
    const other = within(rows.find((row) => row.textContent?.includes('luna@example.com')) as HTMLElement);

    expect(own.getByRole('button', { name: 'Role' })).toBeDisabled();
    expect(own.getByRole('button', { name: 'Role' })).toHaveAttribute('title', OWN_ROLE_REASON);
    expect(own.getByRole('button', { name: 'Deactivate' })).toBeDisabled();
    expect(own.getByRole('button', { name: 'Deactivate' })).toHaveAttribute('title', OWN_DEACTIVATE_REASON);
    expect(own.getByText(/^You ·/)).toBeInTheDocument();

    await userEvent.setup().click(other.getByRole('button', { name: 'Deactivate' }));
    expect(handlers.onDeactivate).toHaveBeenCalledWith(MERCHANT);
    expect(other.getByRole('button', { name: 'Role' })).toBeEnabled();
  });

  it('disables them on the own card on a phone and says why', () => {
    viewport(375);
    renderTable();
    const cards = within(screen.getByRole('list', { name: 'Users' })).getAllByRole('listitem');
    const own = within(cards[0]);
    expect(own.getByRole('button', { name: 'Role' })).toBeDisabled();
    expect(own.getByRole('button', { name: 'Deactivate' })).toBeDisabled();
    expect(own.getByText('Your account: you cannot change your own role or deactivate yourself.')).toBeVisible();
    expect(within(cards[1]).getByRole('button', { name: 'Role' })).toBeEnabled();
  });
});

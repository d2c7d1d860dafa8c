import { ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { ProductDto } from '../../api/generated/model';
import { appTheme } from '../../app/theme';
import { bodyOf, urlOf } from '../../test/fetch-calls';
import { ToastProvider } from '../../ui/toast/ToastProvider';
import { PublishVersionDialog } from './PublishVersionDialog';

const fetchMock = vi.fn<typeof fetch>();

const boots = { id: 31, vendorId: 2, name: 'Leather Boots', slItemId: 'Leather Boots' } as ProductDto;

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The versions list answers one version; a publish answers `publish`. */
function respond(publish: Response) {
  fetchMock.mockImplementation((_input, init) => {
    if ((init?.method ?? 'GET') === 'GET') {
      return Promise.resolve(
        json(200, [
          {
            id: 3,
            productId: 31,
            productName: 'Leather Boots',
            version: '1.0',
            itemName: 'Leather Boots',
            publishedAt: '2026-11-01T10:00:00.000Z',
            current: true,
            broadcastId: null,
          },
        ]),
      );
    }
    return Promise.resolve(publish.clone());
  });
}

function renderDialog() {
  const onClose = vi.fn();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <ThemeProvider theme={appTheme}>
      <QueryClientProvider client={queryClient}>
        <ToastProvider>
          <PublishVersionDialog open products={[boots]} productId={31} onClose={onClose} />
        </ToastProvider>
      </QueryClientProvider>
    </ThemeProvider>,
  );
  return { onClose, user: userEvent.setup() };
}

const publishCall = () => fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');

beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

describe('PublishVersionDialog', () => {
  it('starts on the product asked for, says what the boxes give now, and sends to every past buyer by default', async () => {
    respond(json(201, {}));
    renderDialog();
    expect(screen.getByRole('combobox', { name: /Product/ })).toHaveTextContent('Leather Boots (#31)');
    expect(await screen.findByText('The boxes give "Leather Boots" now (version 1.0)')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Send to every past buyer' })).toBeChecked();
  });

  it('checks the fields before sending anything', async () => {
    respond(json(201, {}));
    const { user, onClose } = renderDialog();
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(screen.getByRole('textbox', { name: /Version/ })).toHaveAccessibleDescription('Version is required');
    expect(screen.getByRole('textbox', { name: /Item name in your boxes/ })).toHaveAccessibleDescription(
      'Item name is required: the new item as it is named in your delivery boxes',
    );
    expect(publishCall()).toBeUndefined();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('publishes the trimmed version and item, and shows the API refusing a label the product has beside the field', async () => {
    respond(
      json(409, {
        statusCode: 409,
        error: 'Conflict',
        message: 'This product already has a version "1.0".',
        fieldErrors: { version: ['This product already has a version "1.0".'] },
      }),
    );
    const { user, onClose } = renderDialog();
    await user.type(screen.getByRole('textbox', { name: /Version/ }), ' 1.0 ');
    await user.type(screen.getByRole('textbox', { name: /Item name in your boxes/ }), 'Leather Boots v1');
    await user.click(screen.getByRole('checkbox', { name: 'Send to every past buyer' }));
    await user.click(screen.getByRole('button', { name: 'Publish' }));

    await waitFor(() => expect(screen.getByRole('textbox', { name: /Version/ })).toHaveAccessibleDescription('This product already has a version "1.0".'));
    const [url, init] = publishCall()!;
    expect(urlOf(url)).toContain('/api/products/31/versions');
    expect(bodyOf(init)).toEqual({ version: '1.0', itemName: 'Leather Boots v1', broadcast: false });
    expect(onClose).not.toHaveBeenCalled();
  });
});

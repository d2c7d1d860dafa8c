import { ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { VendorDto } from '../../api/generated/model';
import { appTheme } from '../../app/theme';
import { bodyOf } from '../../test/fetch-calls';
import { ToastProvider } from '../../ui/toast/ToastProvider';
import { VendorFormDialog } from './VendorFormDialog';

const fetchMock = vi.fn<typeof fetch>();

const savedVendor: VendorDto = {
  id: 7,
  name: 'Main Store',
  description: 'Skins and shapes',
  slLocation: 'Isle of Avalon (128, 64, 22)',
  isActive: true,
  paused: false,
  pausedAt: null,
  lslKey: '3f1c2a9e-8b7d-4c55-9e21-6a0f4d2b7c10',
  ownerId: 'user_1',
  createdAt: '2026-11-20T10:00:00.000Z',
  owner: { id: 'user_1', email: 'merchant@example.com', name: 'Test Merchant' },
  objects: [],
};

function respondWith(status: number, body: unknown) {
  fetchMock.mockImplementation(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
}

function renderDialog(vendor: VendorDto | null = null) {
  const onClose = vi.fn();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <ThemeProvider theme={appTheme}>
      <QueryClientProvider client={queryClient}>
        <ToastProvider>
          <VendorFormDialog open vendor={vendor} onClose={onClose} />
        </ToastProvider>
      </QueryClientProvider>
    </ThemeProvider>,
  );
  return { onClose, user: userEvent.setup() };
}

/** Toasts are found even while the open dialog hides the rest of the page from assistive technology. */
async function findToast(role: 'alert' | 'status'): Promise<HTMLElement> {
  return waitFor(() => {
    const [toast] = screen.getAllByRole(role, { hidden: true }).filter((node) => node.classList.contains('MuiAlert-filled'));
    expect(toast).toBeDefined();
    return toast;
  });
}

function requestBody(): unknown {
  const [, init] = fetchMock.mock.calls.at(-1) ?? [];
  return bodyOf(init);
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

describe('VendorFormDialog', () => {
  it('shows the create dialog with its fields, the Active switch on by default', () => {
    renderDialog();
    expect(screen.getByRole('heading', { name: 'Create New Vendor' })).toBeVisible();
    expect(screen.getByText('Set up a new vendor location for your products')).toBeVisible();
    expect(screen.getByRole('textbox', { name: /Vendor Name/ })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'Description' })).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Second-world location' })).toBeVisible();
    expect(screen.getByRole('switch', { name: 'Active' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeVisible();
  });

  it('shows "Vendor name is required" on the name field and sends nothing when the name is blank', async () => {
    const { user, onClose } = renderDialog();
    await user.type(screen.getByRole('textbox', { name: /Vendor Name/ }), '   ');
    await user.click(screen.getByRole('button', { name: 'Create Vendor' }));

    const name = screen.getByRole('textbox', { name: /Vendor Name/ });
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Vendor name is required');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('refuses a name over 100 characters before sending it, and clears the message once the name changes', async () => {
    const { user } = renderDialog();
    const name = screen.getByRole('textbox', { name: /Vendor Name/ });
    await user.click(name);
    await user.paste('x'.repeat(101));
    await user.click(screen.getByRole('button', { name: 'Create Vendor' }));
    expect(name).toHaveAccessibleDescription('Vendor name must be at most 100 characters');
    expect(fetchMock).not.toHaveBeenCalled();

    await user.type(name, '{Backspace}');
    expect(name).toHaveAttribute('aria-invalid', 'false');
  });

  it("shows the API's field messages beside their fields and the failure toast", async () => {
    respondWith(400, {
      statusCode: 400,
      error: 'Bad Request',
      message: 'Second Life location must be text',
      fieldErrors: { slLocation: ['Second Life location must be text'] },
    });
    const { user, onClose } = renderDialog();
    await user.type(screen.getByRole('textbox', { name: /Vendor Name/ }), 'Main Store');
    await user.type(screen.getByRole('textbox', { name: 'Second-world location' }), 'Somewhere');
    await user.click(screen.getByRole('button', { name: 'Create Vendor' }));

    const toast = await findToast('alert');
    expect(toast).toHaveTextContent('Error');
    expect(toast).toHaveTextContent('Failed to create vendor');
    expect(screen.getByRole('textbox', { name: 'Second-world location' })).toHaveAccessibleDescription('Second Life location must be text');
    expect(screen.getByRole('textbox', { name: /Vendor Name/ })).toHaveAttribute('aria-invalid', 'false');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('sends trimmed values with blank text as null, shows Creating... while pending, then closes with the success toast', async () => {
    let answer: (response: Response) => void = () => undefined;
    fetchMock.mockImplementation(() => new Promise<Response>((resolve) => (answer = resolve)));
    const { user, onClose } = renderDialog();
    await user.type(screen.getByRole('textbox', { name: /Vendor Name/ }), '  Beach Kiosk  ');
    await user.type(screen.getByRole('textbox', { name: 'Description' }), '   ');
    await user.click(screen.getByRole('switch', { name: 'Active' }));
    await user.click(screen.getByRole('button', { name: 'Create Vendor' }));

    expect(await screen.findByRole('button', { name: 'Creating...' })).toBeDisabled();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/vendors');
    expect(init?.method).toBe('POST');
    expect(requestBody()).toEqual({ name: 'Beach Kiosk', description: null, slLocation: null, isActive: false });

    answer(new Response(JSON.stringify({ ...savedVendor, name: 'Beach Kiosk' }), { status: 201, headers: { 'content-type': 'application/json' } }));
    const toast = await findToast('status');
    expect(toast).toHaveTextContent('Success');
    expect(toast).toHaveTextContent('Vendor created successfully');
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });

  it("edits a vendor from its saved values and says 'Vendor updated successfully'", async () => {
    respondWith(200, { ...savedVendor, name: 'Main Store West' });
    const { user, onClose } = renderDialog(savedVendor);
    expect(screen.getByRole('heading', { name: 'Edit Vendor' })).toBeVisible();
    const name = screen.getByRole('textbox', { name: /Vendor Name/ });
    expect(name).toHaveValue('Main Store');
    expect(screen.getByRole('textbox', { name: 'Second-world location' })).toHaveValue('Isle of Avalon (128, 64, 22)');

    await user.type(name, ' West');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await findToast('status')).toHaveTextContent('Vendor updated successfully');
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/vendors/7');
    expect(init?.method).toBe('PATCH');
    expect(requestBody()).toEqual({
      name: 'Main Store West',
      description: 'Skins and shapes',
      slLocation: 'Isle of Avalon (128, 64, 22)',
      isActive: true,
    });
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });

  it("says 'Failed to update vendor' when the API refuses an edit", async () => {
    respondWith(404, { statusCode: 404, error: 'Not Found', message: 'Vendor not found.' });
    const { user, onClose } = renderDialog(savedVendor);
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await findToast('alert')).toHaveTextContent('Failed to update vendor');
    // No field is at fault, so the reason shows above the form.
    expect(screen.getByText('The requested resource was not found.')).toBeVisible();
    expect(onClose).not.toHaveBeenCalled();
  });
});

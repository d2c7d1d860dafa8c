import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { ApiKeyDto, CreatedApiKeyDto } from '../../api/generated/model';
import { AuthContext } from '../../auth/auth-context';
import { bodyOf, urlOf } from '../../test/fetch-calls';
import { viewport } from '../../test/viewport';
import { localAuthState } from '../accounts/test-support';
import { ApiKeysTable } from './ApiKeysTable';
import { ApiTab } from './ApiTab';
import { GenerateApiKeyDialog } from './GenerateApiKeyDialog';
import { RotateApiKeyDialog } from './RotateApiKeyDialog';
import { forgetApiKey, sessionApiKeyOf } from './session-api-key';
import { SettingsTestProviders } from './test-wrapper';

const fetchMock = vi.fn<typeof fetch>();

function respondWith(status: number, body: unknown) {
  fetchMock.mockImplementation(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
}

function lastRequest(): { url: string; method: string | undefined; body: unknown } {
  const [url, init] = fetchMock.mock.calls.at(-1) ?? [];
  return { url: urlOf(url), method: init?.method, body: bodyOf(init) };
}

const created: CreatedApiKeyDto = {
  id: 'key_1',
  name: 'Stock sync',
  scope: 'read',
  prefix: 'slv_1a2b3c4d',
  key: `slv_1a2b3c4d${'e'.repeat(40)}`,
  createdAt: '2026-11-30T10:00:00.000Z',
  expiresAt: null,
};

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

describe('Generate a new API key', { timeout: 20_000 }, () => {
  function renderDialog() {
    const onCreated = vi.fn();
    const onClose = vi.fn();
    render(
      <SettingsTestProviders>
        <GenerateApiKeyDialog open onClose={onClose} onCreated={onCreated} />
      </SettingsTestProviders>,
    );
    return { user: userEvent.setup(), onCreated, onClose, dialog: within(screen.getByRole('dialog', { name: 'Generate a new API key' })) };
  }

  it("starts as a key named 'Scripts' for in-world scripts that never expires, and sends that", async () => {
    respondWith(201, { ...created, name: 'Scripts', scope: 'in-world' });
    const { user, dialog, onCreated } = renderDialog();
    expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveValue('Scripts');
    expect(dialog.getByRole('radio', { name: 'In-world scripts' })).toBeChecked();
    expect(dialog.getByRole('radio', { name: 'A program that reads' })).not.toBeChecked();
    expect(dialog.getByRole('radio', { name: 'A program that reads and changes' })).not.toBeChecked();
    expect(dialog.getByRole('radio', { name: 'Never' })).toBeChecked();
    expect(dialog.queryByLabelText(/Stops working after/)).toBeNull();

    await user.click(dialog.getByRole('button', { name: 'Generate' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalled());
    expect(lastRequest()).toMatchObject({ url: '/api/settings/api-keys', method: 'POST', body: { name: 'Scripts', scope: 'in-world', expiresAt: null } });
  });

  it('sends the name, the use chosen and the end of the chosen day in UTC', async () => {
    respondWith(201, created);
    const { user, dialog, onCreated } = renderDialog();
    const name = dialog.getByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.type(name, '  Stock sync ');
    await user.click(dialog.getByRole('radio', { name: 'A program that reads' }));
    await user.click(dialog.getByRole('radio', { name: 'On a date' }));
    await user.type(dialog.getByLabelText(/Stops working after/), '2027-01-15');
    await user.click(dialog.getByRole('button', { name: 'Generate' }));

    await waitFor(() => expect(onCreated).toHaveBeenCalledWith(created));
    expect(lastRequest().body).toEqual({ name: 'Stock sync', scope: 'read', expiresAt: '2027-01-15T23:59:59Z' });
  });

  it('sends write for a program that reads and changes', async () => {
    respondWith(201, { ...created, scope: 'write' });
    const { user, dialog, onCreated } = renderDialog();
    await user.click(dialog.getByRole('radio', { name: 'A program that reads and changes' }));
    await user.click(dialog.getByRole('button', { name: 'Generate' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalled());
    expect(lastRequest().body).toMatchObject({ scope: 'write' });
  });

  it('asks for a name and a day without calling the API', async () => {
    const { user, dialog } = renderDialog();
    await user.clear(dialog.getByRole('textbox', { name: 'Name' }));
    await user.click(dialog.getByRole('radio', { name: 'On a date' }));
    await user.click(dialog.getByRole('button', { name: 'Generate' }));
    expect(dialog.getByText('Name is required')).toBeVisible();
    expect(dialog.getByText('Choose the day the key stops working')).toBeVisible();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the API's message under its field, and says 'Generating...' meanwhile", async () => {
    const message = 'expiresAt must be in the future';
    let answer: (response: Response) => void = () => undefined;
    fetchMock.mockImplementation(() => new Promise<Response>((resolve) => (answer = resolve)));
    const { user, dialog, onCreated } = renderDialog();
    await user.click(dialog.getByRole('radio', { name: 'On a date' }));
    await user.type(dialog.getByLabelText(/Stops working after/), '2020-01-15');
    await user.click(dialog.getByRole('button', { name: 'Generate' }));
    expect(await dialog.findByRole('button', { name: 'Generating...' })).toBeDisabled();

    answer(
      new Response(JSON.stringify({ statusCode: 400, error: 'Bad Request', message, fieldErrors: { expiresAt: [message] } }), {
        status: 400,
        headers: { 'content-type': 'application/json' },
      }),
    );
    expect(await dialog.findByText(message)).toBeVisible();
    expect(dialog.getByLabelText(/Stops working after/)).toHaveAttribute('aria-invalid', 'true');
    expect(dialog.getByRole('button', { name: 'Generate' })).toBeEnabled();
    expect(onCreated).not.toHaveBeenCalled();
  });

  it('says a message about no field above the form', async () => {
    respondWith(400, { statusCode: 400, error: 'Bad Request', message: 'Too many API keys' });
    const { user, dialog } = renderDialog();
    await user.click(dialog.getByRole('button', { name: 'Generate' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('Too many API keys');
  });
});

describe('the API keys list', { timeout: 20_000 }, () => {
  const now = new Date('2026-11-30T10:00:00.000Z');
  const keys: ApiKeyDto[] = [
    { id: 'key_2', name: 'Stock sync', scope: 'read', prefix: 'slv_22222222', createdAt: '2026-11-29T10:00:00.000Z', lastUsedAt: null, expiresAt: null },
    {
      id: 'key_1',
      name: 'Scripts',
      scope: 'in-world',
      prefix: 'slv_11111111',
      createdAt: '2026-11-01T10:00:00.000Z',
      lastUsedAt: '2026-11-29T12:00:00.000Z',
      expiresAt: '2026-12-01T09:00:00.000Z',
    },
    { id: 'key_3', name: 'Shop admin', scope: 'write', prefix: 'slv_33333333', createdAt: '2026-11-02T10:00:00.000Z', lastUsedAt: null, expiresAt: null },
  ];
  const onRotate = vi.fn();
  const onRevoke = vi.fn();
  afterEach(() => {
    vi.restoreAllMocks();
    onRotate.mockReset();
    onRevoke.mockReset();
  });

  function renderTable() {
    render(
      <SettingsTestProviders>
        <ApiKeysTable apiKeys={keys} onRotate={onRotate} onRevoke={onRevoke} now={now} />
      </SettingsTestProviders>,
    );
    return userEvent.setup();
  }

  it('shows name, use, key, dates and expiry, with Rotate and Revoke on each row', async () => {
    viewport(1440);
    const user = renderTable();
    const grid = within(screen.getByRole('grid', { name: 'API keys' }));
    expect(grid.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(
      expect.arrayContaining(['Name', 'Use', 'Key', 'Created', 'Last used', 'Expires']),
    );
    const rows = grid.getAllByRole('row').slice(1);
    const row = (name: string) => within(rows.find((one) => one.textContent?.includes(name)) as HTMLElement);
    expect(row('Stock sync').getByText('Reads')).toBeInTheDocument();
    expect(row('Stock sync').getByText('slv_22222222…')).toBeInTheDocument();
    expect(row('Stock sync').getAllByText('Never')).toHaveLength(2);
    expect(row('Scripts').getByText('In-world scripts')).toBeInTheDocument();
    expect(row('Scripts').getByText('Stops working in 23 hours')).toBeInTheDocument();
    expect(row('Shop admin').getByText('Reads and changes')).toBeInTheDocument();

    await user.click(row('Scripts').getByRole('button', { name: 'Rotate' }));
    expect(onRotate).toHaveBeenCalledWith(keys[1]);
    await user.click(row('Shop admin').getByRole('button', { name: 'Revoke' }));
    expect(onRevoke).toHaveBeenCalledWith(keys[2]);
  });

  it('shows each key as a card on a phone', () => {
    viewport(375);
    renderTable();
    expect(screen.queryByRole('grid')).toBeNull();
    expect(screen.getByText('Stock sync')).toBeVisible();
    expect(screen.getByText('Stops working in 23 hours')).toBeVisible();
    expect(screen.getAllByRole('button', { name: 'Rotate' })).toHaveLength(3);
  });
});

describe('Rotate API key?', { timeout: 20_000 }, () => {
  const apiKey: ApiKeyDto = { ...created, lastUsedAt: null };

  function renderDialog() {
    const onRotate = vi.fn();
    render(
      <SettingsTestProviders>
        <RotateApiKeyDialog apiKey={apiKey} pending={false} onRotate={onRotate} onCancel={() => undefined} />
      </SettingsTestProviders>,
    );
    return { user: userEvent.setup(), onRotate, dialog: within(screen.getByRole('dialog', { name: 'Rotate API key?' })) };
  }

  it('keeps the old key working for 24 hours unless told otherwise', async () => {
    const { user, dialog, onRotate } = renderDialog();
    expect(screen.getByRole('dialog')).toHaveTextContent('A new key replaces Stock sync (slv_1a2b3c4d…)');
    expect(screen.getByRole('dialog')).toHaveTextContent('The old key keeps working for a while');
    const choices = within(dialog.getByRole('radiogroup', { name: 'Keep the old key working for' })).getAllByRole('radio');
    expect(choices.map((choice) => choice.closest('label')?.textContent)).toEqual(['1 hour', '24 hours', '7 days', 'Stop it now']);
    expect(dialog.getByRole('radio', { name: '24 hours' })).toBeChecked();
    await user.click(dialog.getByRole('button', { name: 'Rotate' }));
    expect(onRotate).toHaveBeenCalledWith(24);
  });

  it.each([
    ['1 hour', 1],
    ['7 days', 168],
    ['Stop it now', 0],
  ])('sends %s as %i grace hours', async (label, hours) => {
    const { user, dialog, onRotate } = renderDialog();
    await user.click(dialog.getByRole('radio', { name: label }));
    await user.click(dialog.getByRole('button', { name: 'Rotate' }));
    expect(onRotate).toHaveBeenCalledWith(hours);
  });
});

describe('the API tab', { timeout: 30_000 }, () => {
  const scripts: ApiKeyDto = {
    id: 'key_1',
    name: 'Scripts',
    scope: 'in-world',
    prefix: 'slv_11111111',
    createdAt: '2026-11-01T10:00:00.000Z',
    lastUsedAt: null,
    expiresAt: null,
  };
  const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

  /** GET lists `keys`; POST answers `answer`. */
  function serve(keys: ApiKeyDto[], answer: unknown) {
    fetchMock.mockImplementation(async (_url, init) => (init?.method === 'POST' ? json(201, answer) : json(200, keys)));
  }

  function renderTab() {
    render(
      <SettingsTestProviders>
        <AuthContext.Provider value={localAuthState({ isSignedIn: true, userId: 'user_1' })}>
          <ApiTab />
        </AuthContext.Provider>
      </SettingsTestProviders>,
    );
    return userEvent.setup();
  }

  afterEach(() => {
    forgetApiKey();
    vi.restoreAllMocks();
  });

  it('rotates a key with the grace chosen, shows the new key once and says until when the old one works', async () => {
    viewport(1440);
    const rotated = {
      ...scripts,
      id: 'key_2',
      prefix: 'slv_22222222',
      key: `slv_22222222${'a'.repeat(40)}`,
      previousKeyWorksUntil: '2026-12-07T10:00:00.000Z',
    };
    serve([scripts], rotated);
    const user = renderTab();
    const grid = await screen.findByRole('grid', { name: 'API keys' });
    await user.click(within(grid).getByRole('button', { name: 'Rotate' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Rotate API key?' }));
    await user.click(dialog.getByRole('radio', { name: '7 days' }));
    await user.click(dialog.getByRole('button', { name: 'Rotate' }));

    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('API key rotated'));
    expect(screen.getByRole('status')).toHaveTextContent(/The old key works until .*2026/);
    const rotate = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(urlOf(rotate?.[0])).toBe('/api/settings/api-keys/key_1/rotate');
    expect(bodyOf(rotate?.[1])).toEqual({ graceHours: 168 });
    expect(screen.getByRole('textbox', { name: 'API Key' })).toHaveValue(`slv_${'•'.repeat(48)}`);
    // A rotated in-world key is the one the LSL Integration page fills in.
    expect(sessionApiKeyOf('user_1')).toBe(rotated.key);
  });

  it('keeps a new in-world key for the LSL Integration page, and not a key for a program', async () => {
    serve([], created);
    const user = renderTab();
    await user.click(await screen.findByRole('button', { name: 'Generate New Key' }));
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Your program sends it in the X-Api-Key header.'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('textbox', { name: 'API Key' })).toBeInTheDocument();
    expect(sessionApiKeyOf('user_1')).toBeNull();
  });
});

import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { CreatedWebhookEndpointDto, WebhookDeliveryDto, WebhookEndpointDto } from '../../api/generated/model';
import { AuthContext } from '../../auth/auth-context';
import { bodyOf, urlOf } from '../../test/fetch-calls';
import { localAuthState } from '../accounts/test-support';
import { AddWebhookDialog } from './AddWebhookDialog';
import { SettingsTestProviders } from './test-wrapper';
import { deliveryOutcome, DISCORD_DEFAULT_EVENTS, endpointState, NEW_WEBHOOK_FORM, validateWebhookForm } from './webhook-text';
import { WebhooksTab } from './WebhooksTab';

const fetchMock = vi.fn<typeof fetch>();
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const endpoint: WebhookEndpointDto = {
  id: '5b0f3c1e-2d4a-4b6c-8e9f-1a2b3c4d5e6f',
  url: 'https://hooks.example.com/slv',
  description: 'Stock sync',
  format: 'standard',
  platform: false,
  events: ['sale.completed', 'stock.low'],
  enabled: true,
  disabledReason: null,
  failingSince: null,
  previousSecretUntil: null,
  createdAt: '2026-11-30T10:00:00.000Z',
};
const delivery: WebhookDeliveryDto = {
  id: '42',
  eventId: '3f9a1c52-8b7e-4d21-9c4f-2e6b5a7d8c90',
  type: 'webhook.test',
  status: 'delivered',
  attempts: 1,
  createdAt: '2026-11-30T10:05:00.000Z',
  lastAttemptAt: '2026-11-30T10:05:00.000Z',
  nextAttemptAt: null,
  lastStatusCode: 200,
  lastResponse: 'ok',
  deliveredAt: '2026-11-30T10:05:00.000Z',
  data: {},
};

beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

describe('Add a webhook endpoint', { timeout: 20_000 }, () => {
  function renderDialog({ isAdmin = false } = {}) {
    const onCreated = vi.fn();
    render(
      <SettingsTestProviders>
        <AuthContext.Provider value={localAuthState({ isSignedIn: true, userId: 'user_1', isAdmin })}>
          <AddWebhookDialog open onClose={vi.fn()} onCreated={onCreated} />
        </AuthContext.Provider>
      </SettingsTestProviders>,
    );
    return { user: userEvent.setup(), onCreated, dialog: within(screen.getByRole('dialog', { name: 'Add a webhook endpoint' })) };
  }

  it('sends the trimmed address, the note and the events chosen, in the listed order', async () => {
    const created: CreatedWebhookEndpointDto = { ...endpoint, secret: 'whsec_abc' };
    fetchMock.mockResolvedValue(json(201, created));
    const { user, dialog, onCreated } = renderDialog();
    expect(dialog.getByRole('checkbox', { name: 'Sale completed' })).toBeChecked();
    await user.type(dialog.getByRole('textbox', { name: 'URL' }), '  https://hooks.example.com/slv ');
    await user.type(dialog.getByRole('textbox', { name: 'Description' }), 'Stock sync');
    await user.click(dialog.getByRole('checkbox', { name: 'Low stock' }));
    await user.click(dialog.getByRole('checkbox', { name: 'Sale refunded' }));
    await user.click(dialog.getByRole('button', { name: 'Add Endpoint' }));

    await waitFor(() => expect(onCreated).toHaveBeenCalledWith(created));
    const [url, init] = fetchMock.mock.calls[0];
    expect(urlOf(url)).toBe('/api/webhooks/endpoints');
    expect(bodyOf(init)).toEqual({
      url: 'https://hooks.example.com/slv',
      description: 'Stock sync',
      events: ['sale.completed', 'sale.refunded', 'stock.low'],
      format: 'standard',
    });
  });

  it("offers an administrator an endpoint for every merchant's events, and nobody else", async () => {
    fetchMock.mockResolvedValue(json(201, { ...endpoint, platform: true, secret: 'whsec_abc' }));
    const { user, dialog, onCreated } = renderDialog({ isAdmin: true });
    await user.type(dialog.getByRole('textbox', { name: 'URL' }), 'https://hooks.example.com/all');
    await user.click(dialog.getByRole('checkbox', { name: /^All merchants/ }));
    await user.click(dialog.getByRole('button', { name: 'Add Endpoint' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalled());
    expect(bodyOf(fetchMock.mock.calls[0][1])).toMatchObject({ url: 'https://hooks.example.com/all', platform: true });
  });

  it('shows no All merchants choice to a merchant', () => {
    const { dialog } = renderDialog();
    expect(dialog.queryByRole('checkbox', { name: /^All merchants/ })).toBeNull();
  });

  it('starts a Discord channel with the alerts ticked instead of every sale', async () => {
    fetchMock.mockResolvedValue(json(201, { ...endpoint, format: 'discord', secret: 'whsec_abc' }));
    const { user, dialog, onCreated } = renderDialog();
    await user.click(dialog.getByRole('radio', { name: 'Discord channel' }));
    expect(dialog.getByRole('checkbox', { name: 'Sale completed' })).not.toBeChecked();
    expect(dialog.getByRole('checkbox', { name: 'Vendor or box offline' })).toBeChecked();
    expect(dialog.getByRole('checkbox', { name: 'Vendor or box back online' })).toBeChecked();
    expect(dialog.getByRole('checkbox', { name: 'Refund not paid' })).toBeChecked();
    await user.type(dialog.getByRole('textbox', { name: 'URL' }), 'https://discord.com/api/webhooks/123/abc');
    await user.click(dialog.getByRole('button', { name: 'Add Endpoint' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalled());
    expect(bodyOf(fetchMock.mock.calls[0][1])).toMatchObject({
      format: 'discord',
      events: DISCORD_DEFAULT_EVENTS,
    });
  });

  it('asks for an https address and an event without calling the API, and shows the API refusing a private address under the URL', async () => {
    const { user, dialog } = renderDialog();
    await user.click(dialog.getByRole('checkbox', { name: 'Sale completed' }));
    await user.click(dialog.getByRole('button', { name: 'Add Endpoint' }));
    expect(dialog.getByText('URL is required')).toBeVisible();
    expect(dialog.getByText('Choose at least one event')).toBeVisible();
    expect(fetchMock).not.toHaveBeenCalled();

    const message = 'url must point at a public address: loopback, private, link-local and reserved addresses (and names resolving to them) are refused';
    fetchMock.mockResolvedValue(json(400, { statusCode: 400, error: 'Bad Request', message, fieldErrors: { url: [message] } }));
    await user.type(dialog.getByRole('textbox', { name: 'URL' }), 'https://10.0.0.1/hook');
    await user.click(dialog.getByRole('checkbox', { name: 'Sold out' }));
    await user.click(dialog.getByRole('button', { name: 'Add Endpoint' }));
    expect(await dialog.findByText(message)).toBeVisible();
  });
});

describe('Settings → Webhooks', { timeout: 20_000 }, () => {
  it('lists the endpoints, sends a test event and says how it went', async () => {
    fetchMock.mockImplementation(async (input, init) => {
      const url = urlOf(input);
      if (url === '/api/webhooks/endpoints') return json(200, [endpoint]);
      if (url === `/api/webhooks/endpoints/${endpoint.id}/test` && init?.method === 'POST') return json(201, delivery);
      return json(404, { statusCode: 404, message: 'Not found' });
    });
    render(
      <SettingsTestProviders>
        <WebhooksTab />
      </SettingsTestProviders>,
    );
    const user = userEvent.setup();
    const section = within(await screen.findByRole('region', { name: `Endpoint ${endpoint.url}` }));
    expect(section.getByText('Stock sync')).toBeVisible();
    expect(section.getByText('sale.completed')).toBeVisible();
    expect(section.getByText('On')).toBeVisible();
    await user.click(section.getByRole('button', { name: 'Send test event' }));
    expect(await screen.findByText('Test event delivered')).toBeVisible();
    expect(screen.getByText('Your endpoint answered HTTP 200.')).toBeVisible();
  });

  it('says what state an endpoint is in and how a delivery went', () => {
    expect(endpointState(endpoint).label).toBe('On');
    expect(endpointState({ ...endpoint, failingSince: '2026-11-30T10:00:00.000Z' }).label).toBe('Failing');
    expect(endpointState({ ...endpoint, enabled: false }).label).toBe('Off');
    expect(endpointState({ ...endpoint, enabled: false, disabledReason: 'Its deliveries failed for 3 days.' }).label).toBe('Switched off by the platform');
    expect(deliveryOutcome(delivery)).toBe('HTTP 200');
    expect(deliveryOutcome({ ...delivery, lastStatusCode: null })).toBe('No answer');
    expect(validateWebhookForm({ ...NEW_WEBHOOK_FORM, url: 'example.com/hook' })).toEqual({ url: 'URL must start with https://' });
  });
});

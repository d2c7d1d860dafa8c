import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import type { ApiKeyDtoScope } from '../../api/generated/model';
import { maskApiKey } from './api-key-mask';
import { NewApiKeyField } from './NewApiKeyField';
import { SettingsTestProviders } from './test-wrapper';

const KEY = 'slv_1a2b3c4d5e6f708192a3b4c5d6e7f8091a2b3c4d5e6f7081';

function renderField(scope?: ApiKeyDtoScope) {
  render(
    <SettingsTestProviders>
      <NewApiKeyField apiKey={KEY} scope={scope} />
    </SettingsTestProviders>,
  );
  return { user: userEvent.setup(), field: screen.getByRole('textbox', { name: 'API Key' }) };
}

describe('NewApiKeyField', () => {
  it('shows the key masked by default, read-only', () => {
    const { field } = renderField();
    expect(field).toHaveValue(maskApiKey(KEY));
    expect(field).not.toHaveValue(KEY);
    expect(field).toHaveAttribute('readonly');
  });

  it('shows the whole key on Show key and masks it again on Hide key', async () => {
    const { user, field } = renderField();
    await user.click(screen.getByRole('button', { name: 'Show key' }));
    expect(field).toHaveValue(KEY);
    await user.click(screen.getByRole('button', { name: 'Hide key' }));
    expect(field).toHaveValue(maskApiKey(KEY));
  });

  it('copies the whole key, not the mask, and says so', async () => {
    const { user } = renderField();
    // user-event installs its own clipboard; spy on it after setup.
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    await user.click(screen.getByRole('button', { name: 'Copy key' }));
    expect(writeText).toHaveBeenCalledWith(KEY);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('API key copied to clipboard'));
    expect(screen.getByRole('status')).toHaveTextContent('Copied!');
  });

  it('says where the key goes: the scripts for an in-world key, the X-Api-Key header for a program', () => {
    const { field } = renderField();
    expect(field).toHaveAccessibleDescription(/Paste it into API_KEY in each of your scripts\./);
    cleanup();
    const program = renderField('read');
    expect(program.field).toHaveAccessibleDescription(/Your program sends it in the X-Api-Key header\./);
    expect(program.field).not.toHaveAccessibleDescription(/API_KEY/);
  });
});

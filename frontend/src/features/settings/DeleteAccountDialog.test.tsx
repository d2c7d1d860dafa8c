import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { DeleteAccountDialog } from './DeleteAccountDialog';
import { SettingsTestProviders } from './test-wrapper';

describe('DeleteAccountDialog', () => {
  it('says what deletion does and enables Delete Account only once DELETE is typed', async () => {
    const onConfirm = vi.fn();
    render(
      <SettingsTestProviders>
        <DeleteAccountDialog open pending={false} onConfirm={onConfirm} onCancel={() => undefined} />
      </SettingsTestProviders>,
    );
    const user = userEvent.setup();
    const dialog = screen.getByRole('dialog', { name: 'Delete your account?' });
    expect(dialog).toHaveTextContent('revokes your API keys');
    expect(dialog).toHaveTextContent('your name, email, profile image and sign-in account');
    expect(dialog).toHaveTextContent('deactivates your vendors');
    expect(dialog).toHaveTextContent("for the buyers' and the platform's records");

    const button = screen.getByRole('button', { name: 'Delete Account' });
    expect(button).toBeDisabled();
    await user.type(screen.getByLabelText('Type DELETE to confirm'), 'delete');
    expect(button).toBeDisabled();
    await user.clear(screen.getByLabelText('Type DELETE to confirm'));
    await user.type(screen.getByLabelText('Type DELETE to confirm'), 'DELETE');
    expect(button).toBeEnabled();
    await user.click(button);
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });
});

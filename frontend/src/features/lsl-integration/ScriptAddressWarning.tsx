import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';

import { type ScriptAddressProblem, scriptAddressProblem } from './script-address';

export interface ScriptAddressWarningProps {
  /** The address filled into API_BASE_URL. */
  baseUrl: string;
}

const WHY: Record<ScriptAddressProblem, string> = {
  loopback: "it is this computer's own (loopback) address: only this computer can open it, and Second Life's servers are not on it.",
  private: "it is a private network address: Second Life's servers call from the internet and cannot reach it.",
  insecure: 'it is plain http://: your API key and every sale would cross the internet unencrypted.',
};

/** Says, above the scripts, when Second Life could not reach (or should not use) the address filled into them, and how to fix it. */
export function ScriptAddressWarning({ baseUrl }: ScriptAddressWarningProps) {
  const problem = scriptAddressProblem(baseUrl);
  if (!problem) return null;
  const unreachable = problem !== 'insecure';
  return (
    // Addresses and PUBLIC_URL=… are long words: they wrap rather than push a phone screen sideways.
    <Alert severity="warning" data-testid="script-address-warning" sx={{ overflowWrap: 'anywhere' }}>
      <AlertTitle>{unreachable ? `Second Life cannot reach ${baseUrl}` : `${baseUrl} is not encrypted`}</AlertTitle>
      The scripts below call <code>{baseUrl}</code>, but {WHY[problem]} Start the server with <code>PUBLIC_URL</code> set to its public <code>https://</code>{' '}
      address (for example <code>PUBLIC_URL=https://vendors.example.com</code> in the <code>.env</code> file or the environment), then reload this page: the
      scripts are filled with it.
      {unreachable ? ' Until then, in-world vendors cannot record sales here.' : null}
    </Alert>
  );
}

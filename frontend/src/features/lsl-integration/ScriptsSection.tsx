import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import { keepPreviousData } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Link as RouterLink } from 'react-router';

import { useGetDeliveryBoxes } from '../../api/generated/endpoints/delivery-boxes/delivery-boxes';
import { useGetLslScripts } from '../../api/generated/endpoints/in-world-scripts/in-world-scripts';
import { useGetVendors } from '../../api/generated/endpoints/vendors/vendors';
import type { GetLslScriptsParams, LslScriptDto } from '../../api/generated/model';
import { useSessionApiKey } from '../settings/session-api-key';
import { PLACEHOLDER_LINES, SCRIPT_DESCRIPTIONS, withApiKey } from './lsl-scripts';
import { ScriptAddressWarning } from './ScriptAddressWarning';
import { ScriptBox } from './ScriptBox';
import { ScriptKeyPicker, type ScriptKeyPickerOption } from './ScriptKeyPicker';

const GRID = { display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))', xl: 'repeat(3, minmax(0, 1fr))' } };

/** The picked id when it is still in the list (a vendor or box deleted meanwhile is no longer asked for). */
function stillListed(id: number | null, options: ScriptKeyPickerOption[] | undefined): number | undefined {
  return id !== null && options?.some((option) => option.id === id) ? id : undefined;
}

function ApiKeyNotice({ filled }: { filled: boolean }) {
  if (filled) {
    return (
      <Alert severity="success">
        The API key you generated on Settings → API is filled into the scripts below (kept in this tab's memory only, until you reload it).
      </Alert>
    );
  }
  return (
    <Alert severity="info">
      Paste your API key over <code>{PLACEHOLDER_LINES.apiKey}</code> in each script, or generate one on{' '}
      <Link component={RouterLink} to="/settings?tab=api">
        Settings → API
      </Link>{' '}
      and come back: it is filled in for you.
    </Alert>
  );
}

/** The in-world scripts from the API, with this server's address, the picked vendor's and box's keys and the new API key. */
export function ScriptsSection() {
  const [vendorId, setVendorId] = useState<number | null>(null);
  const [boxId, setBoxId] = useState<number | null>(null);
  const vendors = useGetVendors();
  const boxes = useGetDeliveryBoxes();
  const apiKey = useSessionApiKey();

  const vendorOptions = vendors.data?.map(({ id, name }) => ({ id, name }));
  const boxOptions = boxes.data?.map(({ id, name }) => ({ id, name }));
  const pickedVendor = stillListed(vendorId, vendorOptions);
  const pickedBox = stillListed(boxId, boxOptions);
  const params: GetLslScriptsParams = {
    ...(pickedVendor !== undefined ? { vendorId: pickedVendor } : {}),
    ...(pickedBox !== undefined ? { boxId: pickedBox } : {}),
  };
  // The previous scripts stay on screen while those for a new pick load.
  const scripts = useGetLslScripts(params, { query: { placeholderData: keepPreviousData } });

  const pickers: Partial<Record<LslScriptDto['kind'], ReactNode>> = {
    vendor: (
      <ScriptKeyPicker
        label="Vendor"
        options={vendorOptions ?? []}
        value={pickedVendor ?? null}
        onChange={setVendorId}
        helperText="Its LSL key is filled into VENDOR_KEY"
      />
    ),
    'delivery-box': (
      <ScriptKeyPicker
        label="Delivery box"
        options={boxOptions ?? []}
        value={pickedBox ?? null}
        onChange={setBoxId}
        helperText="Its box key is filled into BOX_KEY"
      />
    ),
  };

  let content;
  if (scripts.data) {
    content = (
      <Box sx={GRID}>
        {scripts.data.scripts.map((script) => (
          <Box key={script.kind} data-script-kind={script.kind} sx={{ minWidth: 0 }}>
            <ScriptBox
              title={script.title}
              fileName={script.fileName}
              description={SCRIPT_DESCRIPTIONS[script.kind]}
              source={withApiKey(script.source, apiKey)}
              picker={pickers[script.kind]}
            />
          </Box>
        ))}
      </Box>
    );
  } else if (scripts.isError) {
    content = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void scripts.refetch()}>
            Retry
          </Button>
        }
      >
        Could not load the scripts: {scripts.error.message}
      </Alert>
    );
  } else {
    content = (
      <Box sx={GRID} role="status" aria-label="Loading the scripts" aria-busy>
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} variant="rounded" height={420} />
        ))}
      </Box>
    );
  }

  return (
    <Box component="section" aria-label="Scripts" sx={{ display: 'grid', gap: 2 }}>
      {scripts.data ? <ScriptAddressWarning baseUrl={scripts.data.baseUrl} /> : null}
      <ApiKeyNotice filled={apiKey !== null} />
      {content}
    </Box>
  );
}

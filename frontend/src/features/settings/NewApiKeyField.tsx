import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import VisibilityOffOutlined from '@mui/icons-material/VisibilityOffOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';

import type { ApiKeyDtoScope } from '../../api/generated/model';
import { useCopyToClipboard } from '../../ui/use-copy-to-clipboard';
import { maskApiKey } from './api-key-mask';

export interface NewApiKeyFieldProps {
  apiKey: string;
  /** What the key is for, which says where it goes: in-world (the default) into the scripts, read or write into a program. */
  scope?: ApiKeyDtoScope;
}

/** Where the key goes, below the field. */
export function newKeyHint(scope: ApiKeyDtoScope): string {
  const where = scope === 'in-world' ? 'Paste it into API_KEY in each of your scripts.' : 'Your program sends it in the X-Api-Key header.';
  return `Shown only now: the platform keeps only a hash of it. ${where}`;
}

/** The key just generated, the only time it can be shown: masked until the user asks to see it. */
export function NewApiKeyField({ apiKey, scope = 'in-world' }: NewApiKeyFieldProps) {
  const [visible, setVisible] = useState(false);
  const copy = useCopyToClipboard();
  return (
    <TextField
      label="API Key"
      value={visible ? apiKey : maskApiKey(apiKey)}
      fullWidth
      helperText={newKeyHint(scope)}
      slotProps={{
        htmlInput: { readOnly: true, spellCheck: false, sx: { fontFamily: 'monospace' }, 'aria-label': 'API Key' },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <Tooltip title={visible ? 'Hide key' : 'Show key'}>
                <IconButton onClick={() => setVisible((shown) => !shown)} aria-label={visible ? 'Hide key' : 'Show key'} edge="end">
                  {visible ? <VisibilityOffOutlined /> : <VisibilityOutlined />}
                </IconButton>
              </Tooltip>
              <Tooltip title="Copy key">
                <IconButton onClick={() => void copy(apiKey, 'API key')} aria-label="Copy key" edge="end" sx={{ ml: 0.5 }}>
                  <ContentCopyOutlined />
                </IconButton>
              </Tooltip>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}

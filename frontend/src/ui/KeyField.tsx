import AutorenewOutlined from '@mui/icons-material/AutorenewOutlined';
import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';

import { useCopyToClipboard } from './use-copy-to-clipboard';

export interface KeyFieldProps {
  /** 'LSL key', 'box key': the caption (title case), the buttons' names and the copy toast. */
  name: string;
  value: string;
  testId: string;
  /** Absent: the key is shown and copied, not rotated (another merchant's vendor, for an admin). */
  onRotate?: () => void;
}

/** A key an in-world script needs: shown whole, with Copy and Rotate. */
export function KeyField({ name, value, testId, onRotate }: KeyFieldProps) {
  const copy = useCopyToClipboard();
  const caption = name.replace(/\b\w/g, (letter) => letter.toUpperCase());
  const label = name.charAt(0).toUpperCase() + name.slice(1);
  return (
    <>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 2 }}>
        {caption}
      </Typography>
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', bgcolor: 'action.hover', borderRadius: 1, pl: 1.25 }}>
        <Typography variant="body2" data-testid={testId} sx={{ fontFamily: 'monospace', flex: 1, minWidth: 0, overflowWrap: 'anywhere', py: 0.75 }}>
          {value}
        </Typography>
        <Tooltip title={`Copy ${name}`}>
          <IconButton aria-label={`Copy ${name}`} size="small" onClick={() => void copy(value, label)}>
            <ContentCopyOutlined fontSize="small" />
          </IconButton>
        </Tooltip>
        {onRotate ? (
          <Tooltip title={`Rotate ${name}`}>
            <IconButton aria-label={`Rotate ${name}`} size="small" onClick={onRotate}>
              <AutorenewOutlined fontSize="small" />
            </IconButton>
          </Tooltip>
        ) : null}
      </Stack>
    </>
  );
}

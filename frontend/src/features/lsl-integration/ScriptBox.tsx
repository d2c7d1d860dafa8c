import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import { type ReactNode, useId } from 'react';

import { useCopyToClipboard } from '../../ui/use-copy-to-clipboard';

export interface ScriptBoxProps {
  /** Also used in the copy toast: '{title} copied to clipboard'. */
  title: string;
  fileName: string;
  description: string;
  source: string;
  /** Shown above the script, e.g. the vendor whose key is filled in. */
  picker?: ReactNode;
}

/** A read-only script with a Copy button. */
export function ScriptBox({ title, fileName, description, source, picker }: ScriptBoxProps) {
  const copy = useCopyToClipboard();
  const titleId = useId();
  return (
    <Card>
      <CardHeader
        title={title}
        subheader={`${fileName} · ${description}`}
        slotProps={{ title: { id: titleId, variant: 'h6', component: 'h3' } }}
        action={
          <Button
            variant="outlined"
            size="small"
            startIcon={<ContentCopyOutlined />}
            onClick={() => void copy(source, title)}
            aria-label={`Copy ${title.toLowerCase()}`}
          >
            Copy
          </Button>
        }
      />
      <CardContent sx={{ pt: 0 }}>
        {picker}
        <Box
          component="pre"
          tabIndex={0}
          aria-labelledby={titleId}
          sx={{
            m: 0,
            p: 2,
            maxHeight: 360,
            overflow: 'auto',
            borderRadius: 1,
            bgcolor: 'action.hover',
            border: 1,
            borderColor: 'divider',
            fontFamily: 'monospace',
            fontSize: 12.5,
            lineHeight: 1.5,
          }}
        >
          <code>{source}</code>
        </Box>
      </CardContent>
    </Card>
  );
}

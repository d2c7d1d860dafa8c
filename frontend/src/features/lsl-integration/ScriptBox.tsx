import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import { useId } from 'react';
import { useCopyToClipboard } from '../../ui/use-copy-to-clipboard';
import type { LslScript } from './lsl-scripts';

export interface ScriptBoxProps {
  script: LslScript;
}

/** A read-only script with a Copy button. */
export function ScriptBox({ script }: ScriptBoxProps) {
  const copy = useCopyToClipboard();
  const titleId = useId();
  return (
    <Card>
      <CardHeader
        title={script.name}
        subheader={`${script.fileName} · ${script.description}`}
        slotProps={{ title: { id: titleId, variant: 'h6', component: 'h3' } }}
        action={
          <Button
            variant="outlined"
            size="small"
            startIcon={<ContentCopyOutlined />}
            onClick={() => void copy(script.source, script.name)}
            aria-label={`Copy ${script.name.toLowerCase()}`}
          >
            Copy
          </Button>
        }
      />
      <CardContent sx={{ pt: 0 }}>
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
          <code>{script.source}</code>
        </Box>
      </CardContent>
    </Card>
  );
}

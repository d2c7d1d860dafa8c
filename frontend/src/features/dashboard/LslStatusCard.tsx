import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

import { sltDateTimeLabel } from '../../ui/slt-format';
import { useCopyToClipboard } from '../../ui/use-copy-to-clipboard';
import { ScriptAddressWarning } from '../lsl-integration/ScriptAddressWarning';
import { DashboardCard } from './DashboardCard';
import { relativeTime } from './relative-time';

export type ApiEndpointState = 'checking' | 'online' | 'offline';

export interface LslStatusFigures {
  activeVendors: number;
  totalVendors: number;
  /** In-world objects heard from within 11 minutes, and ever. */
  onlineObjects: number;
  totalObjects: number;
  lastRequest: string | null;
}

export interface LslStatusCardProps {
  endpoint: ApiEndpointState;
  /** Undefined until the first status answer. */
  status: LslStatusFigures | undefined;
  /** lsl/vendor-delivery.lsl with this server's address; undefined while it loads. */
  script: string | undefined;
  scriptBaseUrl: string | undefined;
  now: Date;
}

const ENDPOINT_CHIP: Record<ApiEndpointState, { label: string; color: 'default' | 'success' | 'error' }> = {
  checking: { label: 'Checking...', color: 'default' },
  online: { label: 'Online', color: 'success' },
  offline: { label: 'Offline', color: 'error' },
};

function StatusRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', py: 0.75 }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="body2" component="div" sx={{ fontWeight: 600 }} data-testid={`lsl-status-${label}`}>
        {children}
      </Typography>
    </Stack>
  );
}

export function LslStatusCard({ endpoint, status, script, scriptBaseUrl, now }: LslStatusCardProps) {
  const copy = useCopyToClipboard();
  const chip = ENDPOINT_CHIP[endpoint];
  const lastRequest = status ? (
    status.lastRequest ? (
      // Relative for a glance; the exact SLT time on hover.
      <time dateTime={status.lastRequest} title={sltDateTimeLabel(status.lastRequest)}>
        {relativeTime(status.lastRequest, now)}
      </time>
    ) : (
      'No requests yet'
    )
  ) : (
    '…'
  );
  return (
    <DashboardCard title="LSL Integration Status">
      <StatusRow label="API Endpoint">
        <Chip size="small" label={chip.label} color={chip.color} />
      </StatusRow>
      <StatusRow label="Active Vendors">{status ? `${status.activeVendors}/${status.totalVendors}` : '…'}</StatusRow>
      <StatusRow label="Online Objects">{status ? `${status.onlineObjects}/${status.totalObjects}` : '…'}</StatusRow>
      <StatusRow label="Last HTTP Request">{lastRequest}</StatusRow>

      <Typography variant="body2" sx={{ mt: 2, mb: 1, fontFamily: 'monospace', fontWeight: 600 }}>
        POST /api/lsl/sale
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        The vendor script (vendor-delivery.lsl) with this server's address: it records the sale and gives the item. Paste your API key and your vendor's LSL key
        into it, or pick them on the{' '}
        <Link component={RouterLink} to="/lsl-integration">
          LSL Integration
        </Link>{' '}
        page, which has the vendor set's other three scripts (payments, menu and catalogue) and the delivery box and terminal scripts too.
      </Typography>
      {scriptBaseUrl ? (
        <Box sx={{ mb: 1, '&:empty': { display: 'none' } }}>
          <ScriptAddressWarning baseUrl={scriptBaseUrl} />
        </Box>
      ) : null}
      {script === undefined ? (
        <Skeleton variant="rounded" height={180} aria-label="Loading the vendor script" />
      ) : (
        // A scrolling block: focusable, so it can be scrolled with the keyboard (WCAG 2.1.1).
        <Box
          component="pre"
          role="region"
          tabIndex={0}
          aria-label="Vendor script"
          sx={{
            m: 0,
            p: 1.5,
            maxHeight: 180,
            overflow: 'auto',
            borderRadius: 1,
            bgcolor: 'action.hover',
            fontFamily: 'monospace',
            fontSize: 12,
            lineHeight: 1.5,
          }}
        >
          {script}
        </Box>
      )}
      <Button
        startIcon={<ContentCopyOutlined />}
        variant="outlined"
        size="small"
        sx={{ mt: 1.5 }}
        disabled={script === undefined}
        onClick={() => void (script === undefined ? undefined : copy(script, 'Vendor script'))}
      >
        Copy Code
      </Button>
    </DashboardCard>
  );
}

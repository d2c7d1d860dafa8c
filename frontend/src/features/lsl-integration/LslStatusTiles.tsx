import CloudDoneOutlined from '@mui/icons-material/CloudDoneOutlined';
import CloudOffOutlined from '@mui/icons-material/CloudOffOutlined';
import ErrorOutlineOutlined from '@mui/icons-material/ErrorOutlineOutlined';
import HubOutlined from '@mui/icons-material/HubOutlined';
import SyncAltOutlined from '@mui/icons-material/SyncAltOutlined';
import Box from '@mui/material/Box';

import { countLabel, plural } from '../../ui/plural';
import { sltDateTimeLabel } from '../../ui/slt-format';
import { StatCard } from '../../ui/StatCard';
import type { ApiStatus, LslFigures } from './use-lsl-figures';

const API_STATUS_TEXT: Record<ApiStatus, string> = { checking: 'Checking...', online: 'Online', offline: 'Offline' };

export interface LslStatusTilesProps {
  figures: LslFigures;
}

export function LslStatusTiles({ figures }: LslStatusTilesProps) {
  const { apiStatus, activeVendors, totalVendors, onlineObjects, totalObjects, lastRequest, requestsToday, errorRate } = figures;
  return (
    <Box
      component="section"
      aria-label="Integration status"
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' } }}
    >
      <StatCard
        title="API Status"
        value={API_STATUS_TEXT[apiStatus]}
        change={apiStatus === 'offline' ? 'The API does not answer' : 'Health check of the API and its database'}
        changeType={apiStatus === 'online' ? 'positive' : apiStatus === 'offline' ? 'negative' : 'neutral'}
        icon={apiStatus === 'offline' ? <CloudOffOutlined /> : <CloudDoneOutlined />}
      />
      <StatCard
        title="Active Connections"
        value={onlineObjects.toLocaleString()}
        change={`${plural(onlineObjects, 'Object')} online, of ${totalObjects.toLocaleString()} · ${activeVendors.toLocaleString()} of ${countLabel(totalVendors, 'vendor')} active`}
        icon={<HubOutlined />}
      />
      <StatCard
        title="Requests Today"
        value={requestsToday.toLocaleString()}
        change={lastRequest ? `Last request ${sltDateTimeLabel(lastRequest)}` : 'No in-world request yet'}
        icon={<SyncAltOutlined />}
      />
      <StatCard
        title="Error Rate"
        value={errorRate === null ? '—' : `${errorRate}%`}
        change="Of today's in-world requests (SLT)"
        icon={<ErrorOutlineOutlined />}
      />
    </Box>
  );
}

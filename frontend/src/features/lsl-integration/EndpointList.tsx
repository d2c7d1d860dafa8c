import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

import { LSL_ENDPOINTS, type LslEndpoint } from './lsl-endpoints';

export interface EndpointListProps {
  /** Whether the API answers its health check: the endpoints are Active only then. */
  apiOnline: boolean;
  endpoints?: LslEndpoint[];
}

interface PathSegmentsProps {
  path: string;
}

/** A path that wraps only before a '/': each segment is one unbreakable box, and lines may break between boxes. */
function PathSegments({ path }: PathSegmentsProps) {
  return path.split(/(?=\/)/).map((segment, index) => (
    <Box key={index} component="span" sx={{ display: 'inline-block', whiteSpace: 'nowrap' }}>
      {segment}
    </Box>
  ));
}

export function EndpointList({ apiOnline, endpoints = LSL_ENDPOINTS }: EndpointListProps) {
  return (
    <List disablePadding aria-label="In-world endpoints">
      {endpoints.map((endpoint) => (
        <ListItem key={`${endpoint.method} ${endpoint.path}`} divider sx={{ px: 0, gap: 2, alignItems: 'flex-start' }}>
          <ListItemText
            primary={
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                <Chip label={endpoint.method} size="small" variant="outlined" color={endpoint.method === 'GET' ? 'info' : 'secondary'} />
                <Typography component="code" sx={{ fontFamily: 'monospace', fontSize: 14 }}>
                  <PathSegments path={endpoint.path} />
                </Typography>
              </Stack>
            }
            secondary={`${endpoint.description} · ${endpoint.usedBy}`}
            slotProps={{ primary: { component: 'div' }, secondary: { sx: { mt: 0.5 } } }}
          />
          <Chip label={apiOnline ? 'Active' : 'Offline'} size="small" color={apiOnline ? 'success' : 'default'} sx={{ flexShrink: 0, mt: 0.5 }} />
        </ListItem>
      ))}
    </List>
  );
}

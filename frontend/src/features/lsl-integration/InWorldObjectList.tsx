import OpenInNewOutlined from '@mui/icons-material/OpenInNewOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';

import type { InWorldObjectDto } from '../../api/generated/model';
import { lastSeen, objectStatusLabel, objectWarnings, scriptUpdateTitle, scriptVersionLabel } from './in-world-objects';

export interface InWorldObjectListProps {
  objects: InWorldObjectDto[];
  /** Names the list for assistive technology, e.g. 'In-world objects of Main Store'. */
  label: string;
  /** Said in one muted line when no object has reported yet. */
  emptyText: string;
  now: Date;
}

function RegionLink({ object }: { object: InWorldObjectDto }) {
  const region = object.region ?? 'Unknown region';
  if (!object.mapUrl) return <span>{region}</span>;
  return (
    <Link href={object.mapUrl} target="_blank" rel="noopener noreferrer" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.25 }}>
      {region}
      <OpenInNewOutlined sx={{ fontSize: 14 }} aria-hidden />
    </Link>
  );
}

function ObjectItem({ object, now }: { object: InWorldObjectDto; now: Date }) {
  const seen = lastSeen(object.lastSeenAt, now);
  const status = objectStatusLabel(object);
  return (
    <Box component="li" data-object-key={object.objectKey} sx={{ py: 1, '& + &': { borderTop: 1, borderColor: 'divider' } }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="body2" sx={{ fontWeight: 600, minWidth: 0, overflowWrap: 'anywhere' }}>
          {object.objectName}
        </Typography>
        {object.demo ? (
          <Tooltip title="Made up by the demo data: not a real object in Second Life, so it is never online and raises no alert.">
            <Chip size="small" label={status} color="info" variant="outlined" tabIndex={0} sx={{ flexShrink: 0 }} />
          </Tooltip>
        ) : (
          <Chip
            size="small"
            label={status}
            color={object.online ? 'success' : 'default'}
            variant={object.online ? 'filled' : 'outlined'}
            sx={{ flexShrink: 0 }}
          />
        )}
      </Stack>
      <Typography
        variant="caption"
        color="text.secondary"
        component="div"
        sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1, rowGap: 0.25, mt: 0.25, overflowWrap: 'anywhere' }}
      >
        <RegionLink object={object} />
        <span aria-hidden>·</span>
        <Tooltip title={seen.exact}>
          <span tabIndex={0} data-testid="object-last-seen">
            Last seen {seen.relative}
          </span>
        </Tooltip>
        <span aria-hidden>·</span>
        <span>{scriptVersionLabel(object.scriptVersion)}</span>
      </Typography>
      <ScriptUpdate object={object} />
      {objectWarnings(object).map((warning) => (
        <Alert key={warning} severity="warning" variant="outlined" sx={{ mt: 0.75, py: 0, px: 1, fontSize: 13 }}>
          {warning}
        </Alert>
      ))}
    </Box>
  );
}

/** An older script than the LSL Integration page serves: which version to put in, and what it brings. */
function ScriptUpdate({ object }: { object: InWorldObjectDto }) {
  const title = scriptUpdateTitle(object);
  if (!title || !object.scriptUpdate) return null;
  return (
    // A note, not an alert: nothing is wrong, the object works as before.
    <Alert severity="info" role="note" variant="outlined" sx={{ mt: 0.75, py: 0, px: 1, fontSize: 13 }} data-testid="script-update">
      <strong>{title}</strong>. Replace its script with the one on the{' '}
      <Link component={RouterLink} to="/lsl-integration">
        LSL Integration
      </Link>{' '}
      page.
      <Box component="details" sx={{ mt: 0.25 }}>
        <Box component="summary" sx={{ cursor: 'pointer' }}>
          What changed
        </Box>
        <Box component="ul" aria-label={`What changed since ${object.scriptVersion ?? 'its version'}`} sx={{ m: 0, pl: 2.5 }}>
          {object.scriptUpdate.changes.map((change) => (
            <li key={change}>{change}</li>
          ))}
        </Box>
      </Box>
    </Alert>
  );
}

/** The in-world objects running a vendor or delivery box key, as their heartbeats describe them. */
export function InWorldObjectList({ objects, label, emptyText, now }: InWorldObjectListProps) {
  if (objects.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {emptyText}
      </Typography>
    );
  }
  return (
    <Box component="ul" aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {objects.map((object) => (
        <ObjectItem key={object.objectKey} object={object} now={now} />
      ))}
    </Box>
  );
}

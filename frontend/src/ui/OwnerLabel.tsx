import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

import type { OwnerDto } from '../api/generated/model';

export interface OwnerLabelProps {
  owner: OwnerDto;
  /** The signed-in user: their own rows read 'You'. */
  currentUserId: string | null;
}

/** Whose a row is, for admins' lists of every merchant's rows: the name, and the e-mail under it when it differs. */
export function OwnerLabel({ owner, currentUserId }: OwnerLabelProps) {
  const own = owner.id === currentUserId;
  const detail = owner.email && owner.email !== owner.name ? owner.email : null;
  return (
    <Stack sx={{ justifyContent: 'center', height: '100%', minWidth: 0 }}>
      <Typography variant="body2" noWrap title={owner.name}>
        {own ? `You (${owner.name})` : owner.name}
      </Typography>
      {detail ? (
        <Typography variant="caption" color="text.secondary" noWrap title={detail}>
          {detail}
        </Typography>
      ) : null}
    </Stack>
  );
}

export interface PlatformScopeNoteProps {
  /** What the page lists, plural: 'products', 'vendors', 'sales'. */
  things: string;
}

/** Said on a page that lists every merchant's rows to an admin, so its words about 'your' rows do not mislead. */
export function PlatformScopeNote({ things }: PlatformScopeNoteProps) {
  return (
    <Alert severity="info" sx={{ mb: 3 }}>
      Platform-wide: as an admin you see every merchant&apos;s {things}, not only your own. The owner says whose each is.
    </Alert>
  );
}

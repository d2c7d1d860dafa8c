import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import PauseCircleOutlined from '@mui/icons-material/PauseCircleOutlined';
import PersonOutlined from '@mui/icons-material/PersonOutlined';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useId } from 'react';

import type { VendorDto } from '../../api/generated/model';
import { KeyField } from '../../ui/KeyField';
import { InWorldObjectList } from '../lsl-integration/InWorldObjectList';
import { VendorCatalogue } from './VendorCatalogue';

export interface VendorCardProps {
  vendor: VendorDto;
  onEdit: (vendor: VendorDto) => void;
  onDelete: (vendor: VendorDto) => void;
  onRotateKey: (vendor: VendorDto) => void;
  /** For the objects' 'last seen' times. */
  now: Date;
  /** An admin sees every merchant's vendors: each card then says whose it is. */
  showOwner?: boolean;
  /** The signed-in user: another merchant's vendor is shown without Edit, Delete and Rotate. */
  currentUserId?: string | null;
}

export function VendorCard({ vendor, onEdit, onDelete, onRotateKey, now, showOwner = false, currentUserId = null }: VendorCardProps) {
  const nameId = useId();
  // Only a vendor's owner changes it: rotating or deleting another merchant's key would stop their in-world vendor.
  const editable = currentUserId === null || vendor.ownerId === currentUserId;
  return (
    <Card component="article" aria-labelledby={nameId}>
      <CardContent>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
          <Box aria-hidden sx={{ p: 1, borderRadius: 2, bgcolor: 'action.hover', color: 'primary.main', display: 'flex' }}>
            <StorefrontOutlined />
          </Box>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography id={nameId} variant="h6" component="h2" noWrap title={vendor.name}>
              {vendor.name}
            </Typography>
            <Stack direction="row" spacing={0.75}>
              <Chip
                size="small"
                label={vendor.isActive ? 'Active' : 'Inactive'}
                color={vendor.isActive ? 'success' : 'default'}
                variant={vendor.isActive ? 'filled' : 'outlined'}
              />
              {vendor.paused ? (
                <Tooltip describeChild title="Paused with Pause all vendors: it refuses every sale until you resume all vendors.">
                  <Chip size="small" label="Paused" color="warning" icon={<PauseCircleOutlined />} data-testid="vendor-paused" />
                </Tooltip>
              ) : null}
            </Stack>
          </Box>
          {editable ? (
            <Stack direction="row">
              <Tooltip title="Edit">
                <IconButton aria-label={`Edit ${vendor.name}`} onClick={() => onEdit(vendor)} size="small">
                  <EditOutlined fontSize="small" />
                </IconButton>
              </Tooltip>
              <Tooltip title="Delete">
                <IconButton aria-label={`Delete ${vendor.name}`} onClick={() => onDelete(vendor)} size="small" color="error">
                  <DeleteOutlined fontSize="small" />
                </IconButton>
              </Tooltip>
            </Stack>
          ) : null}
        </Stack>

        <Typography variant="body2" color={vendor.description ? 'text.primary' : 'text.secondary'} sx={{ mt: 2, overflowWrap: 'anywhere' }}>
          {vendor.description ?? 'No description'}
        </Typography>

        <Stack direction="row" spacing={0.75} sx={{ mt: 1.5, alignItems: 'center', color: 'text.secondary' }}>
          <PlaceOutlined fontSize="small" aria-hidden />
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {vendor.slLocation ?? 'No location set'}
          </Typography>
        </Stack>

        {showOwner ? (
          <Stack direction="row" spacing={0.75} sx={{ mt: 1, alignItems: 'center', color: 'text.secondary' }} data-testid="vendor-owner">
            <PersonOutlined fontSize="small" aria-hidden />
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              Owner: {vendor.owner.id === currentUserId ? 'you' : vendor.owner.name}
              {vendor.owner.email && vendor.owner.email !== vendor.owner.name ? ` (${vendor.owner.email})` : ''}
            </Typography>
          </Stack>
        ) : null}

        <KeyField name="LSL key" value={vendor.lslKey} testId="vendor-lsl-key" onRotate={editable ? () => onRotateKey(vendor) : undefined} />

        <Typography variant="caption" color="text.secondary" component="h3" sx={{ mt: 2, mb: 0.5 }}>
          In-world objects
        </Typography>
        <InWorldObjectList objects={vendor.objects} label={`In-world objects of ${vendor.name}`} emptyText="No in-world object has reported yet" now={now} />
        <VendorCatalogue vendorId={vendor.id} vendorName={vendor.name} />
      </CardContent>
    </Card>
  );
}

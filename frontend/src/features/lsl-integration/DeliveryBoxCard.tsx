import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useId } from 'react';

import type { DeliveryBoxDto } from '../../api/generated/model';
import { KeyField } from '../../ui/KeyField';
import { boxFigures } from './delivery-box-figures';
import { InWorldObjectList } from './InWorldObjectList';

export interface DeliveryBoxCardProps {
  box: DeliveryBoxDto;
  onEdit: (box: DeliveryBoxDto) => void;
  onDelete: (box: DeliveryBoxDto) => void;
  onRotateKey: (box: DeliveryBoxDto) => void;
  /** For the 'last seen' times. */
  now: Date;
}

export function DeliveryBoxCard({ box, onEdit, onDelete, onRotateKey, now }: DeliveryBoxCardProps) {
  const nameId = useId();
  const figures = boxFigures(box, now);
  return (
    <Card component="article" aria-labelledby={nameId}>
      <CardContent>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
          <Box aria-hidden sx={{ p: 1, borderRadius: 2, bgcolor: 'action.hover', color: 'primary.main', display: 'flex' }}>
            <Inventory2Outlined />
          </Box>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography id={nameId} variant="h6" component="h3" noWrap title={box.name}>
              {box.name}
            </Typography>
            <Stack direction="row" spacing={0.75} sx={{ flexWrap: 'wrap' }}>
              <Chip
                size="small"
                label={box.isActive ? 'Active' : 'Inactive'}
                color={box.isActive ? 'success' : 'default'}
                variant={box.isActive ? 'filled' : 'outlined'}
              />
              <Chip size="small" label={box.online ? 'Online' : 'Offline'} color={box.online ? 'success' : 'default'} variant="outlined" />
            </Stack>
          </Box>
          <Stack direction="row">
            <Tooltip title="Edit">
              <IconButton aria-label={`Edit ${box.name}`} onClick={() => onEdit(box)} size="small">
                <EditOutlined fontSize="small" />
              </IconButton>
            </Tooltip>
            <Tooltip title="Delete">
              <IconButton aria-label={`Delete ${box.name}`} onClick={() => onDelete(box)} size="small" color="error">
                <DeleteOutlined fontSize="small" />
              </IconButton>
            </Tooltip>
          </Stack>
        </Stack>

        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 1, mt: 2, mb: 0 }}>
          {figures.map((figure) => (
            <Tooltip key={figure.label} title={figure.hint} placement="top">
              <Box sx={{ p: 1, borderRadius: 1, bgcolor: 'action.hover' }} tabIndex={0} data-testid={`box-figure-${figure.label}`}>
                <Typography component="dt" variant="caption" color="text.secondary">
                  {figure.label}
                </Typography>
                <Typography component="dd" variant="subtitle1" sx={{ m: 0, fontWeight: 700 }}>
                  {figure.value}
                </Typography>
              </Box>
            </Tooltip>
          ))}
        </Box>

        <KeyField name="box key" value={box.boxKey} testId="box-key" onRotate={() => onRotateKey(box)} />

        <Typography variant="caption" color="text.secondary" component="h4" sx={{ mt: 2, mb: 0.5 }}>
          In-world objects
        </Typography>
        <InWorldObjectList
          objects={box.objects}
          label={`In-world objects of ${box.name}`}
          emptyText="No in-world box has reported yet: put the delivery box script with this key in an object"
          now={now}
        />
      </CardContent>
    </Card>
  );
}

import Add from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useState } from 'react';

import { useGetDeliveryBoxes } from '../../api/generated/endpoints/delivery-boxes/delivery-boxes';
import type { DeliveryBoxDto } from '../../api/generated/model';
import { type DeliveryBoxAction, DeliveryBoxActionDialogs } from './DeliveryBoxActionDialogs';
import { DeliveryBoxCard } from './DeliveryBoxCard';
import { DeliveryBoxFormDialog } from './DeliveryBoxFormDialog';

interface FormState {
  open: boolean;
  /** Kept after closing so the dialog does not switch from Edit to Add while it fades out. */
  box: DeliveryBoxDto | null;
}

const GRID = { display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))', xl: 'repeat(3, minmax(0, 1fr))' } };

export interface DeliveryBoxesSectionProps {
  /** For the 'last seen' times. */
  now: Date;
}

/** The merchant's delivery boxes: what each holds, whether it is online, and add, edit, delete and key rotation. */
export function DeliveryBoxesSection({ now }: DeliveryBoxesSectionProps) {
  const boxes = useGetDeliveryBoxes();
  const [form, setForm] = useState<FormState>({ open: false, box: null });
  const [action, setAction] = useState<DeliveryBoxAction | null>(null);

  let content;
  if (boxes.isPending) {
    content = (
      <Box sx={GRID} role="status" aria-label="Loading delivery boxes" aria-busy>
        <Skeleton variant="rounded" height={220} />
        <Skeleton variant="rounded" height={220} />
      </Box>
    );
  } else if (boxes.isError) {
    content = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void boxes.refetch()}>
            Retry
          </Button>
        }
      >
        {boxes.error.message}
      </Alert>
    );
  } else if (boxes.data.length === 0) {
    content = (
      <Typography variant="body2" color="text.secondary">
        No delivery boxes yet. Add one, then put the delivery box script with its key in an object holding a copy of every item you sell: redelivery requests
        wait until a box that holds the item is online.
      </Typography>
    );
  } else {
    content = (
      <Box sx={GRID}>
        {boxes.data.map((box) => (
          <DeliveryBoxCard
            key={box.id}
            box={box}
            now={now}
            onEdit={(target) => setForm({ open: true, box: target })}
            onDelete={(target) => setAction({ kind: 'delete', box: target })}
            onRotateKey={(target) => setAction({ kind: 'rotate-key', box: target })}
          />
        ))}
      </Box>
    );
  }

  return (
    <Card component="section" aria-label="Delivery Boxes">
      <CardHeader
        title="Delivery Boxes"
        subheader="In-world boxes that give items again to buyers who ask for a redelivery"
        slotProps={{ title: { variant: 'h6', component: 'h2' } }}
        action={
          <Button variant="contained" startIcon={<Add />} onClick={() => setForm({ open: true, box: null })}>
            Add Box
          </Button>
        }
        sx={{ flexWrap: 'wrap', gap: 1, '& .MuiCardHeader-action': { m: 0 } }}
      />
      <CardContent sx={{ pt: 0 }}>{content}</CardContent>
      <DeliveryBoxFormDialog open={form.open} box={form.box} onClose={() => setForm((current) => ({ ...current, open: false }))} />
      <DeliveryBoxActionDialogs action={action} onDone={() => setAction(null)} />
    </Card>
  );
}

import BlockOutlined from '@mui/icons-material/BlockOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';

import {
  getGetBlockedAvatarsQueryKey,
  useBlockAvatar,
  useGetBlockedAvatars,
  useUnblockAvatar,
} from '../../api/generated/endpoints/blocked-avatars/blocked-avatars';
import type { CustomerDto } from '../../api/generated/model';
import { useToast } from '../../ui/toast/toast-context';

export const DEFAULT_BLOCK_MESSAGE = 'This store does not sell to you.';
export const BLOCK_MESSAGE_MAX = 200;

/** Whether the merchant sells to this buyer: Block (with what the vendor says as it refunds them) or Unblock. */
export function BlockBuyerCard({ customer, name }: { customer: CustomerDto; name: string }) {
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const blocked = useGetBlockedAvatars();
  const entry = blocked.data?.find((row) => row.avatarKey === customer.avatarKey) ?? null;
  const [message, setMessage] = useState(DEFAULT_BLOCK_MESSAGE);
  const refresh = () => queryClient.invalidateQueries({ queryKey: getGetBlockedAvatarsQueryKey() });
  const failed = (error: Error) => toast({ title: 'Error', description: error.message, variant: 'destructive' });
  const block = useBlockAvatar({
    mutation: {
      onSuccess: async () => {
        toast({ variant: 'success', title: 'Buyer blocked', description: `${name}'s payments are refused and refunded by your vendors.` });
        await refresh();
      },
      onError: failed,
    },
  });
  const unblock = useUnblockAvatar({
    mutation: {
      onSuccess: async () => {
        toast({ variant: 'success', title: 'Buyer unblocked', description: `${name} can buy from your vendors again.` });
        await refresh();
      },
      onError: failed,
    },
  });
  const tooLong = message.trim().length > BLOCK_MESSAGE_MAX;

  return (
    <Card component="section" aria-label="Selling to this buyer">
      <CardHeader title="Selling to this buyer" slotProps={{ title: { variant: 'h6', component: 'h2' } }} />
      <CardContent sx={{ pt: 0 }}>
        {blocked.isPending ? null : entry ? (
          <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
            <Alert severity="warning">Blocked: your vendors refuse and refund their payments, saying “{entry.message}”</Alert>
            <Button variant="outlined" disabled={unblock.isPending} onClick={() => unblock.mutate({ avatarKey: customer.avatarKey })}>
              {unblock.isPending ? 'Unblocking...' : 'Unblock'}
            </Button>
          </Stack>
        ) : (
          <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
            <TextField
              label="Message when refused"
              value={message}
              onChange={(event) => setMessage(event.target.value)}
              error={tooLong}
              helperText={tooLong ? `At most ${BLOCK_MESSAGE_MAX} characters` : 'What your vendor says as it refunds their payment'}
              fullWidth
              slotProps={{ htmlInput: { maxLength: BLOCK_MESSAGE_MAX } }}
            />
            <Button
              variant="outlined"
              color="error"
              startIcon={<BlockOutlined />}
              disabled={block.isPending || tooLong}
              onClick={() =>
                block.mutate({
                  avatarKey: customer.avatarKey,
                  data: { message: message.trim() || DEFAULT_BLOCK_MESSAGE, ...(customer.name ? { avatarName: customer.name } : {}) },
                })
              }
            >
              {block.isPending ? 'Blocking...' : 'Block buyer'}
            </Button>
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}

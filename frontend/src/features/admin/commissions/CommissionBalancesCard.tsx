import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';

import { useGetAdminBillingBalances } from '../../../api/generated/endpoints/admin/admin';
import type { AdminBalancesDto } from '../../../api/generated/model';
import { formatLindens } from '../../../ui/format-money';
import { sltDateLabel } from '../../../ui/slt-format';
import { TableSkeleton } from '../../../ui/TableSkeleton';

/** Whole L$ the platform collected over the days of the answer. */
export function collectedOverRange(balances: AdminBalancesDto): number {
  return balances.collectedPerDay.reduce((sum, day) => sum + day.collected, 0);
}

/** Every merchant's commission balance, overdue ones marked, and what was collected over the last 30 SLT days. */
export function CommissionBalancesCard() {
  const balances = useGetAdminBillingBalances();
  let content;
  if (balances.isError) {
    content = (
      <Typography variant="body2" color="error">
        Could not load the balances: {balances.error.message}
      </Typography>
    );
  } else if (balances.isPending) {
    content = <TableSkeleton headers={['Merchant', 'Owed', 'Collected', 'Outstanding']} rows={3} label="Loading balances" />;
  } else if (balances.data.merchants.length === 0) {
    content = <Typography color="text.secondary">No merchant owes or has paid commission yet.</Typography>;
  } else {
    content = (
      <TableContainer tabIndex={0} aria-label="Merchants' balances" sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label="Commission balances">
          <TableHead>
            <TableRow>
              <TableCell>Merchant</TableCell>
              <TableCell align="right">Owed</TableCell>
              <TableCell align="right">Collected</TableCell>
              <TableCell align="right">Outstanding</TableCell>
              <TableCell>Uncollected since</TableCell>
              <TableCell>Status</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {balances.data.merchants.map((merchant) => (
              <TableRow key={merchant.ownerId}>
                <TableCell>
                  {merchant.name}
                  <Typography variant="body2" color="text.secondary">
                    {merchant.email}
                  </Typography>
                </TableCell>
                <TableCell align="right">{formatLindens(merchant.owed, 2)}</TableCell>
                <TableCell align="right">{formatLindens(merchant.collected)}</TableCell>
                <TableCell align="right">{formatLindens(merchant.outstanding, 2)}</TableCell>
                <TableCell>{sltDateLabel(merchant.uncollectedSince, 'Nothing')}</TableCell>
                <TableCell>
                  {merchant.overdue ? <Chip size="small" color="error" label="Overdue" /> : null}
                  {merchant.failedPayments > 0 ? <Chip size="small" color="warning" label={`${merchant.failedPayments} failed`} sx={{ ml: 0.5 }} /> : null}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    );
  }
  return (
    <Paper variant="outlined" component="section" aria-labelledby="balances-heading" sx={{ px: 2, py: 1.5, mb: 3 }}>
      <Typography id="balances-heading" variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        Commission balances
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {balances.data
          ? `Collected ${formatLindens(collectedOverRange(balances.data))} from ${sltDateLabel(`${balances.data.from}T12:00:00Z`)} to ${sltDateLabel(`${balances.data.to}T12:00:00Z`)}. ${balances.data.graceDays === null ? 'No grace period: nobody is paused.' : `Overdue after ${balances.data.graceDays} days.`}`
          : ' '}
      </Typography>
      {content}
    </Paper>
  );
}

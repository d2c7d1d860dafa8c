import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';

import { formatLindens } from '../../ui/format-money';
import { sltDateTimeLabel } from '../../ui/slt-format';
import { SaleMarks } from '../transactions/SaleMarks';
import { CardEmptyState } from './CardEmptyState';
import type { RecentTransaction, RecentTransactionStatus } from './dashboard-models';
import { DashboardCard } from './DashboardCard';
import { relativeTime } from './relative-time';

export interface RecentTransactionsCardProps {
  /** Undefined while loading. */
  transactions: RecentTransaction[] | undefined;
  error?: string;
  now: Date;
}

const STATUS_COLOR: Record<RecentTransactionStatus, string> = {
  completed: 'success.main',
  pending: 'warning.main',
  refunded: 'text.secondary',
  failed: 'error.main',
};

/** Completed sales show '+L$amount' in green; other statuses show their name ('Pending' in yellow). */
function amountText(row: RecentTransaction): string {
  if (row.status === 'completed') return `+${formatLindens(row.amount)}`;
  return row.status.charAt(0).toUpperCase() + row.status.slice(1);
}

export function RecentTransactionsCard({ transactions, error, now }: RecentTransactionsCardProps) {
  const viewAll = (
    <Button component={RouterLink} to="/transactions" size="small">
      View All
    </Button>
  );
  return (
    <DashboardCard title="Recent Transactions" action={viewAll}>
      {error ? (
        <Alert severity="error">{error}</Alert>
      ) : transactions && transactions.length === 0 ? (
        <CardEmptyState
          title="No transactions yet"
          description="Your four latest sales will appear here, with buyer, product and amount, as your in-world vendors record them."
        />
      ) : transactions ? (
        <List disablePadding aria-label="Recent transactions">
          {transactions.map((row) => (
            <ListItem
              key={row.key}
              disableGutters
              secondaryAction={
                <Typography sx={{ fontWeight: 600, color: STATUS_COLOR[row.status] }} data-status={row.status}>
                  {amountText(row)}
                </Typography>
              }
            >
              <ListItemText
                primary={
                  <Stack direction="row" spacing={0.75} component="span" sx={{ alignItems: 'center', minWidth: 0 }}>
                    <span>{row.product}</span>
                    <SaleMarks marks={row.marks} />
                  </Stack>
                }
                secondary={
                  <>
                    {`${row.buyer} · `}
                    <time dateTime={row.time} title={sltDateTimeLabel(row.time)}>
                      {relativeTime(row.time, now)}
                    </time>
                  </>
                }
                sx={{ pr: 12 }}
              />
            </ListItem>
          ))}
        </List>
      ) : (
        Array.from({ length: 4 }, (_, index) => <Skeleton key={index} variant="rounded" height={48} sx={{ mb: 1 }} />)
      )}
    </DashboardCard>
  );
}

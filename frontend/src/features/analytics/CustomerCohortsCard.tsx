import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';

import { useGetCustomerAnalytics } from '../../api/generated/endpoints/analytics/analytics';
import type { CustomerAnalyticsDto } from '../../api/generated/model';
import { shareLabel } from '../customers/customer-filters';
import { DashboardCard } from '../dashboard/DashboardCard';
import { cohortGrid, monthLabel } from './customer-cohorts';

const TITLE = 'Repeat buyers';
const COHORT_MONTHS = 12;

/** The repeat-buyer rate and the monthly cohorts of the last 12 SLT months, whatever range the page shows. */
export function CustomerCohortsCard() {
  const analytics = useGetCustomerAnalytics({ months: COHORT_MONTHS });
  let content;
  if (analytics.isError) content = <Alert severity="error">{`Failed to fetch the repeat buyers: ${analytics.error.message}`}</Alert>;
  else if (!analytics.data) content = <Skeleton variant="rounded" height={160} aria-label="Loading the repeat buyers" />;
  else content = <CustomerCohorts data={analytics.data} />;
  return <DashboardCard title={TITLE}>{content}</DashboardCard>;
}

export function CustomerCohorts({ data }: { data: CustomerAnalyticsDto }) {
  const grid = cohortGrid(data.cohorts);
  return (
    <>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {`${shareLabel(data.repeatRate)} of your buyers came back: ${data.repeatBuyers} of ${data.buyers} made 2 or more purchases.`}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        Each row: the buyers whose first purchase was that SLT month, and the share of them who bought again 1, 2, … months later.
      </Typography>
      {/* Scrolls sideways on a phone: focusable so the keyboard can scroll it. */}
      <TableContainer tabIndex={0} aria-label="Monthly cohorts" sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={`${TITLE}: monthly cohorts`}>
          <TableHead>
            <TableRow>
              <TableCell scope="col">First purchase</TableCell>
              <TableCell scope="col" align="right">
                Buyers
              </TableCell>
              {Array.from({ length: grid.columns }, (_, index) => (
                <TableCell key={index} scope="col" align="right">{`+${index + 1}`}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {grid.rows.map((row) => (
              <TableRow key={row.month}>
                <TableCell component="th" scope="row">
                  {monthLabel(row.month)}
                </TableCell>
                <TableCell align="right">{row.buyers}</TableCell>
                {row.cells.map((cell, index) => (
                  <TableCell key={index} align="right" title={cell ? `${cell.buyers} of ${row.buyers} in ${monthLabel(cell.month)}` : undefined}>
                    {cell && row.buyers > 0 ? shareLabel(cell.share) : ''}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </>
  );
}

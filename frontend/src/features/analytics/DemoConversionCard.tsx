import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';

import type { DemoConversionRowDto } from '../../api/generated/model';
import { DashboardCard } from '../dashboard/DashboardCard';
import { OwnerCaption } from './OwnerCaption';

export interface DemoConversionCardProps {
  rows: DemoConversionRowDto[];
}

const TITLE = 'Demo conversion';
const FIGURE_COLUMNS = ['Demos', 'Avatars', 'Bought', 'Conversion'];

/** '42.9%' from 0.4286: the share of avatars who bought after their demo. */
export function conversionPercent(rate: number): string {
  return `${(rate * 100).toFixed(1)}%`;
}

/** Demos given per product in the range, and how many of the avatars who had one bought the product afterwards. */
export function DemoConversionCard({ rows }: DemoConversionCardProps) {
  return (
    <DashboardCard title={TITLE}>
      {rows.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          No demos in this range
        </Typography>
      ) : (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            Avatars who had a demo in this range, and how many of them bought the product after it.
          </Typography>
          <Table size="small" aria-label={`${TITLE}: by product`}>
            <TableHead>
              <TableRow>
                <TableCell scope="col">Product</TableCell>
                {FIGURE_COLUMNS.map((column) => (
                  <TableCell key={column} scope="col" align="right">
                    {column}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.productId}>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>
                    {row.name}
                    <OwnerCaption ownerName={row.ownerName} />
                  </TableCell>
                  <TableCell align="right">{row.demos.toLocaleString('en-US')}</TableCell>
                  <TableCell align="right">{row.avatars.toLocaleString('en-US')}</TableCell>
                  <TableCell align="right">{row.buyers.toLocaleString('en-US')}</TableCell>
                  <TableCell align="right">{conversionPercent(row.conversionRate)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </>
      )}
    </DashboardCard>
  );
}

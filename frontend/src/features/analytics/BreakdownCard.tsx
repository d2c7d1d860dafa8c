import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { BarChart, barClasses } from '@mui/x-charts/BarChart';
import { Link as RouterLink } from 'react-router';

import type { AnalyticsBreakdownRowDto } from '../../api/generated/model';
import { PRIMARY } from '../../ui/chart-style';
import { formatLindens, formatLindensCompact } from '../../ui/format-money';
import { DashboardCard } from '../dashboard/DashboardCard';
import { OwnerCaption } from './OwnerCaption';

export interface BreakdownCardProps {
  title: string;
  /** What a row is, for the table's first column: 'Vendor', 'Region'. */
  itemLabel: string;
  rows: AnalyticsBreakdownRowDto[];
  /** A page for a row, e.g. the merchant's details; rows are plain text without it. */
  linkTo?: (row: AnalyticsBreakdownRowDto) => string | null;
}

/** Bars drawn for the best rows; the table lists every row of the top list. */
const CHART_ROWS = 5;
const BAR_HEIGHT = 36;
const LABEL_CHARACTERS = 16;

function shortLabel(name: string): string {
  return name.length > LABEL_CHARACTERS ? `${name.slice(0, LABEL_CHARACTERS - 1)}…` : name;
}

/** One breakdown of the range's completed sales: its best rows as bars, and the top list with sales and revenue. */
export function BreakdownCard({ title, itemLabel, rows, linkTo }: BreakdownCardProps) {
  const charted = rows.slice(0, CHART_ROWS);
  return (
    <DashboardCard title={title}>
      {rows.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          No sales in this range
        </Typography>
      ) : (
        <>
          <figure style={{ margin: 0 }} aria-label={`${title}: revenue of the best ${charted.length}`} data-testid="breakdown-chart">
            <BarChart
              layout="horizontal"
              height={BAR_HEIGHT * charted.length + 40}
              skipAnimation
              hideLegend
              // Room at the right for the last tick's label.
              margin={{ left: 8, right: 32, top: 0, bottom: 0 }}
              // Rows are placed by index: two rows may share a name (two merchants' 'SL Marketplace').
              yAxis={[
                {
                  scaleType: 'band',
                  data: charted.map((_row, index) => index),
                  width: 120,
                  valueFormatter: (index: number) => shortLabel(charted[index]?.name ?? ''),
                },
              ]}
              xAxis={[{ min: 0, valueFormatter: (value: number) => formatLindensCompact(value) }]}
              series={[
                {
                  data: charted.map((row) => row.revenue),
                  label: 'Revenue (L$)',
                  color: PRIMARY,
                  valueFormatter: (value) => (value === null ? '' : formatLindens(value)),
                },
              ]}
              sx={{ [`& .${barClasses.element}`]: { fill: PRIMARY } }}
            />
          </figure>
          <Table size="small" aria-label={`${title}: top list`}>
            <TableHead>
              <TableRow>
                <TableCell scope="col">#</TableCell>
                <TableCell scope="col">{itemLabel}</TableCell>
                <TableCell scope="col" align="right">
                  Sales
                </TableCell>
                <TableCell scope="col" align="right">
                  Revenue
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row, index) => {
                const to = linkTo?.(row) ?? null;
                return (
                  <TableRow key={`${row.id ?? 'none'}-${index}`}>
                    <TableCell>{index + 1}</TableCell>
                    <TableCell sx={{ overflowWrap: 'anywhere' }}>
                      {to ? (
                        <Link component={RouterLink} to={to}>
                          {row.name}
                        </Link>
                      ) : (
                        row.name
                      )}
                      <OwnerCaption ownerName={row.ownerName} />
                    </TableCell>
                    <TableCell align="right">{row.sales.toLocaleString('en-US')}</TableCell>
                    <TableCell align="right">{formatLindens(row.revenue)}</TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </>
      )}
    </DashboardCard>
  );
}

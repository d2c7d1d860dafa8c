import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';

import type { StatementDto, StatementFiguresDto } from '../../api/generated/model';
import { formatLindens } from '../../ui/format-money';
import { sltDateTimeLabel } from '../../ui/slt-format';
import { LINE_KIND_LABELS } from './statement-range';

export interface StatementTableProps {
  statement: StatementDto;
}

/** The money columns, in the order the statement adds them up. */
const FIGURE_COLUMNS: Array<{ key: keyof StatementFiguresDto; label: string; decimals: number }> = [
  { key: 'grossSales', label: 'Gross sales', decimals: 0 },
  { key: 'discounts', label: 'Discounts', decimals: 0 },
  { key: 'refunds', label: 'Refunds', decimals: 0 },
  { key: 'giftCardsRedeemed', label: 'Paid by gift card', decimals: 0 },
  { key: 'giftCardsSold', label: 'Gift cards sold', decimals: 0 },
  { key: 'commissionCharged', label: 'Commission', decimals: 2 },
  { key: 'commissionCollected', label: 'Collected', decimals: 0 },
  { key: 'partnerPayouts', label: 'Partner payouts', decimals: 0 },
  { key: 'netToMerchant', label: 'Net to you', decimals: 2 },
];

function figure(value: string | number, decimals: number): string {
  return value === 0 || value === '0.00' ? '–' : formatLindens(value, decimals);
}

/** The statement's lines, oldest first, and its totals; every money column adds up to the totals row. */
export function StatementTable({ statement }: StatementTableProps) {
  if (statement.lines.length === 0) {
    return <Typography color="text.secondary">No sales, refunds, payouts or commission payments in this period.</Typography>;
  }
  return (
    <TableContainer tabIndex={0} aria-label="Statement lines" sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label="Statement">
        <TableHead>
          <TableRow>
            <TableCell>Date (SLT)</TableCell>
            <TableCell>Line</TableCell>
            <TableCell>Sale</TableCell>
            {FIGURE_COLUMNS.map((column) => (
              <TableCell key={column.key} align="right">
                {column.label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {statement.lines.map((line, index) => (
            <TableRow key={`${line.kind}-${line.transactionId ?? line.reference ?? ''}-${index}`}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{sltDateTimeLabel(line.at)}</TableCell>
              <TableCell>
                <Typography variant="body2" sx={{ fontWeight: 500 }}>
                  {LINE_KIND_LABELS[line.kind] ?? line.kind}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {line.description}
                </Typography>
              </TableCell>
              <TableCell>{line.transactionId === null ? '' : `#${line.transactionId}`}</TableCell>
              {FIGURE_COLUMNS.map((column) => (
                <TableCell key={column.key} align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {figure(line[column.key], column.decimals)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
        <TableFooter>
          <TableRow>
            <TableCell colSpan={3} sx={{ fontWeight: 700, color: 'text.primary' }}>
              Totals
            </TableCell>
            {FIGURE_COLUMNS.map((column) => (
              <TableCell key={column.key} align="right" sx={{ fontWeight: 700, color: 'text.primary', whiteSpace: 'nowrap' }}>
                {formatLindens(statement.totals[column.key], column.decimals)}
              </TableCell>
            ))}
          </TableRow>
        </TableFooter>
      </Table>
    </TableContainer>
  );
}

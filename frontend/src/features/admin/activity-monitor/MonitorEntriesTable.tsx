import Chip, { type ChipProps } from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import type { Theme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useMemo } from 'react';

import type { MonitorEntryDto, MonitorKind } from '../../../api/generated/model';
import { type ListCardDefinition, ListCards } from '../../../ui/ListCards';
import { sltDateTimeLabel } from '../../../ui/slt-format';
import { KIND_LABELS } from './monitor-state';

const KIND_COLORS: Record<MonitorKind, ChipProps['color']> = {
  sale: 'success',
  refused: 'error',
  throttled: 'warning',
  object_offline: 'warning',
  activity: 'default',
};

export const MONITOR_HEADERS = ['Time (SLT)', 'Kind', 'Merchant', 'What happened'];

export interface MonitorEntriesTableProps {
  entries: MonitorEntryDto[];
  /** Shows only this merchant's entries. */
  onMerchant: (merchantId: string) => void;
}

function KindChip({ entry }: { entry: MonitorEntryDto }) {
  return <Chip size="small" label={KIND_LABELS[entry.kind]} color={KIND_COLORS[entry.kind]} variant={entry.kind === 'activity' ? 'outlined' : 'filled'} />;
}

function MerchantLink({ entry, onMerchant }: { entry: MonitorEntryDto; onMerchant: (merchantId: string) => void }) {
  return entry.merchantId ? (
    <Link
      component="button"
      type="button"
      variant="body2"
      onClick={() => onMerchant(entry.merchantId!)}
      title="Show only this merchant"
      sx={{ textAlign: 'left' }}
    >
      {entry.merchant ?? entry.merchantId}
    </Link>
  ) : (
    <Typography variant="body2" color="text.secondary" component="span">
      Unknown
    </Typography>
  );
}

function WhatHappened({ entry }: { entry: MonitorEntryDto }) {
  return (
    <>
      {entry.description}
      {entry.activityType ? (
        <Typography component="span" variant="caption" color="text.secondary" sx={{ ml: 1 }}>
          {entry.activityType}
        </Typography>
      ) : null}
    </>
  );
}

const noPaging = null;

/**
 * The monitor's entries, newest first. A live log rather than a grid: nothing to sort or page. Below 600 px each entry
 * is a card, as every other list is on a phone (docs/decisions/0068-lists-on-phones.md): a four-column table does not fit.
 */
export function MonitorEntriesTable({ entries, onMerchant }: MonitorEntriesTableProps) {
  const asCards = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const card = useMemo<ListCardDefinition<MonitorEntryDto>>(
    () => ({
      name: (entry) => `${KIND_LABELS[entry.kind]} at ${sltDateTimeLabel(entry.at)}`,
      title: (entry) => <WhatHappened entry={entry} />,
      subtitle: (entry) => sltDateTimeLabel(entry.at),
      status: (entry) => <KindChip entry={entry} />,
      who: (entry) => <MerchantLink entry={entry} onMerchant={onMerchant} />,
    }),
    [onMerchant],
  );
  if (asCards) {
    return (
      <ListCards
        rows={entries}
        card={card}
        label="Activity"
        getRowId={(entry) => entry.id}
        loading={false}
        noRowsLabel="No activity yet"
        paging={noPaging}
        sorting={noPaging}
      />
    );
  }
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label="Activity">
        <TableHead>
          <TableRow>
            {MONITOR_HEADERS.map((header) => (
              <TableCell key={header} sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                {header}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {entries.map((entry) => (
            <TableRow key={entry.id} data-entry-id={entry.id} hover>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{sltDateTimeLabel(entry.at)}</TableCell>
              <TableCell>
                <KindChip entry={entry} />
              </TableCell>
              <TableCell sx={{ maxWidth: 240, overflowWrap: 'anywhere' }}>
                <MerchantLink entry={entry} onMerchant={onMerchant} />
              </TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>
                <WhatHappened entry={entry} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

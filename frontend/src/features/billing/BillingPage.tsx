import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import PrintOutlined from '@mui/icons-material/PrintOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import GlobalStyles from '@mui/material/GlobalStyles';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';

import { exportBillingStatement, useGetBillingBalance, useGetBillingStatement } from '../../api/generated/endpoints/billing/billing';
import type { VendorThatCannotPayDtoReason } from '../../api/generated/model';
import { PageHeader } from '../../ui/PageHeader';
import { sltDateTimeLabel } from '../../ui/slt-format';
import { TableSkeleton } from '../../ui/TableSkeleton';
import { useToast } from '../../ui/toast/toast-context';
import { exportErrorMessage, saveFile, toCsvBlob } from '../transactions/use-transactions-export';
import { BalanceCards } from './BalanceCards';
import { monthDays, rangeLabel, rangeProblem, type StatementRange, statementRangeFrom, withStatementRange } from './statement-range';
import { StatementTable } from './StatementTable';

/** On paper: only the statement (no shell, no controls), in black on white. */
const PRINT_STYLES = (
  <GlobalStyles
    styles={{
      '@media print': {
        'header, aside, .billing-no-print': { display: 'none !important' },
        main: { padding: '0 !important' },
        body: { background: '#fff' },
      },
    }}
  />
);

/** Why an online vendor cannot pay, and what the merchant does about it. */
const CANNOT_PAY_FIX: Record<VendorThatCannotPayDtoReason, string> = {
  no_permission: 'its payouts script has no permission to pay L$. Touch the vendor in Second Life and grant it.',
  no_payouts_script: 'no payouts script has reported from it. Put payouts.lsl in the vendor (LSL Integration page) with its vendor key.',
};

/** `/billing`: the merchant's commission balance and statements (a month or any range), as CSV or printed. */
export function BillingPage() {
  const { toast } = useToast();
  const [searchParams, setSearchParams] = useSearchParams();
  const addressKey = searchParams.toString();
  const range = useMemo(() => statementRangeFrom(new URLSearchParams(addressKey), new Date()), [addressKey]);
  const [customFrom, setCustomFrom] = useState(range.from);
  const [customTo, setCustomTo] = useState(range.to);
  const [downloading, setDownloading] = useState(false);
  const balance = useGetBillingBalance();
  const statement = useGetBillingStatement({ from: range.from, to: range.to });

  const setRange = useCallback((next: StatementRange) => setSearchParams((params) => withStatementRange(params, next), { replace: true }), [setSearchParams]);
  const problem = range.mode === 'custom' ? rangeProblem(customFrom, customTo) : null;

  const download = () => {
    setDownloading(true);
    exportBillingStatement({ from: range.from, to: range.to })
      .then((body) => saveFile(toCsvBlob(body), `statement-${range.from}-to-${range.to}.csv`))
      .catch((error: unknown) =>
        toast({ title: 'Error', description: `Failed to download the statement: ${exportErrorMessage(error)}`, variant: 'destructive' }),
      )
      .finally(() => setDownloading(false));
  };

  let balanceView;
  if (balance.isError) {
    balanceView = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void balance.refetch()}>
            Retry
          </Button>
        }
      >
        {balance.error.message}
      </Alert>
    );
  } else if (balance.isPending) {
    balanceView = <Skeleton variant="rounded" height={120} aria-label="Loading balance" />;
  } else {
    balanceView = (
      <Stack spacing={2}>
        {balance.data.failedPayments.length > 0 ? (
          <Alert severity="error">
            <AlertTitle>Your vendors could not pay commission</AlertTitle>
            {balance.data.failedPayments.slice(0, 3).map((failed) => (
              <div key={failed.at}>
                {sltDateTimeLabel(failed.at)}: L${failed.amount} from {failed.vendorName ?? 'a vendor'}. {failed.explanation}
              </div>
            ))}
          </Alert>
        ) : null}
        {balance.data.vendorsThatCannotPay.length > 0 ? (
          <Alert severity="warning">
            <AlertTitle>Some of your vendors cannot pay commission, refunds or partners</AlertTitle>
            {balance.data.vendorsThatCannotPay.map((vendor) => (
              <div key={vendor.vendorId}>
                {vendor.vendorName}: {CANNOT_PAY_FIX[vendor.reason]}
              </div>
            ))}
          </Alert>
        ) : null}
        <BalanceCards balance={balance.data} />
        {balance.data.collectionAvatarName ? (
          <Typography variant="body2" color="text.secondary">
            Your vendors pay commission in-world to {balance.data.collectionAvatarName}, at most once a minute, in whole L$.
          </Typography>
        ) : null}
      </Stack>
    );
  }

  let statementView;
  if (statement.isError) {
    statementView = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void statement.refetch()}>
            Retry
          </Button>
        }
      >
        {statement.error.message}
      </Alert>
    );
  } else if (statement.isPending) {
    statementView = <TableSkeleton headers={['Date (SLT)', 'Line', 'Sale', 'Gross sales', 'Commission', 'Net to you']} rows={5} label="Loading statement" />;
  } else {
    statementView = <StatementTable statement={statement.data} />;
  }

  return (
    <>
      {PRINT_STYLES}
      <PageHeader
        title="Billing"
        subtitle="Your commission and statements: every sale, refund, payout and payment, traced to its sale"
        actions={
          <span className="billing-no-print">
            <Stack direction="row" spacing={1}>
              <Button variant="outlined" startIcon={<DownloadOutlined />} onClick={download} disabled={downloading || statement.isError}>
                {downloading ? 'Downloading...' : 'Download CSV'}
              </Button>
              <Button variant="outlined" startIcon={<PrintOutlined />} onClick={() => window.print()}>
                Print
              </Button>
            </Stack>
          </span>
        }
      />
      <Stack spacing={3}>
        <div className="billing-no-print">{balanceView}</div>
        <Card variant="outlined" component="section" aria-labelledby="statement-heading">
          <CardContent>
            <Typography id="statement-heading" variant="h6" component="h2">
              Statement: {rangeLabel(range)}
            </Typography>
            <Stack
              className="billing-no-print"
              direction={{ xs: 'column', sm: 'row' }}
              spacing={2}
              sx={{ my: 2, alignItems: { xs: 'stretch', sm: 'center' }, flexWrap: 'wrap' }}
            >
              <ToggleButtonGroup
                size="small"
                exclusive
                aria-label="Statement period"
                value={range.mode}
                onChange={(_event, mode: 'month' | 'custom' | null) => {
                  if (mode === 'month') setRange({ mode: 'month', month: range.from.slice(0, 7), ...monthDays(range.from.slice(0, 7))! });
                  if (mode === 'custom') {
                    setCustomFrom(range.from);
                    setCustomTo(range.to);
                    setRange({ mode: 'custom', from: range.from, to: range.to });
                  }
                }}
              >
                <ToggleButton value="month">Month</ToggleButton>
                <ToggleButton value="custom">Custom range</ToggleButton>
              </ToggleButtonGroup>
              {range.mode === 'month' ? (
                <TextField
                  label="Month"
                  type="month"
                  size="small"
                  value={range.month}
                  onChange={(event) => {
                    const days = monthDays(event.target.value);
                    if (days) setRange({ mode: 'month', month: event.target.value, ...days });
                  }}
                  slotProps={{ inputLabel: { shrink: true } }}
                />
              ) : (
                <>
                  <TextField
                    label="From"
                    type="date"
                    size="small"
                    value={customFrom}
                    onChange={(event) => setCustomFrom(event.target.value)}
                    slotProps={{ inputLabel: { shrink: true } }}
                  />
                  <TextField
                    label="To"
                    type="date"
                    size="small"
                    value={customTo}
                    onChange={(event) => setCustomTo(event.target.value)}
                    error={problem !== null}
                    helperText={problem ?? ' '}
                    slotProps={{ inputLabel: { shrink: true } }}
                  />
                  <Button variant="contained" disabled={problem !== null} onClick={() => setRange({ mode: 'custom', from: customFrom, to: customTo })}>
                    Show
                  </Button>
                </>
              )}
            </Stack>
            {statementView}
          </CardContent>
        </Card>
      </Stack>
    </>
  );
}

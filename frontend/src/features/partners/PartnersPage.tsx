import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

import { useGetPartnerPayouts } from '../../api/generated/endpoints/profit-sharing/profit-sharing';
import type { PartnerPayoutsDto } from '../../api/generated/model';
import { PageHeader } from '../../ui/PageHeader';
import { TableSkeleton } from '../../ui/TableSkeleton';
import { PartnerTotalsTable } from './PartnerTotalsTable';
import { type LedgerFilters, ledgerFiltersFrom, type LedgerPaging, ledgerPagingFrom, withLedgerFilters, withLedgerPaging } from './payout-format';
import { PayoutLedger } from './PayoutLedger';
import { SplitsSection } from './SplitsSection';

/** `/partners`: the splits of the merchant's sales, each partner's payouts, and the ledger with Retry on failed payouts. */
export function PartnersPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const addressKey = searchParams.toString();
  const filters = useMemo(() => ledgerFiltersFrom(new URLSearchParams(addressKey)), [addressKey]);
  const paging = useMemo(() => ledgerPagingFrom(new URLSearchParams(addressKey)), [addressKey]);
  const partners = useGetPartnerPayouts();

  const setFilters = useCallback((next: LedgerFilters) => setSearchParams((params) => withLedgerFilters(params, next), { replace: true }), [setSearchParams]);
  const setPaging = useCallback((next: LedgerPaging) => setSearchParams((params) => withLedgerPaging(params, next), { replace: true }), [setSearchParams]);
  const pickPartner = useCallback((partner: PartnerPayoutsDto) => setFilters({ avatarKey: partner.avatarKey, status: null }), [setFilters]);

  let totals;
  if (partners.isError) {
    totals = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void partners.refetch()}>
            Retry
          </Button>
        }
      >
        {partners.error.message}
      </Alert>
    );
  } else if (partners.isPending) {
    totals = <TableSkeleton headers={['Partner', 'Avatar key', 'Due', 'Paid', 'Failed']} rows={3} label="Loading partners" />;
  } else {
    totals = <PartnerTotalsTable partners={partners.data} onPick={pickPartner} />;
  }

  return (
    <>
      <PageHeader title="Partners" subtitle="Share your sales with partner avatars: each sale pays them their split in-world" />
      <Stack spacing={3}>
        <SplitsSection />
        <Card variant="outlined" component="section" aria-labelledby="partner-payouts-heading">
          <CardContent>
            <Typography id="partner-payouts-heading" variant="h6" component="h2" sx={{ mb: 2 }}>
              Payouts by partner
            </Typography>
            {totals}
          </CardContent>
        </Card>
        <Card variant="outlined" component="section" aria-labelledby="payout-ledger-heading">
          <CardContent>
            <Typography id="payout-ledger-heading" variant="h6" component="h2" sx={{ mb: 2 }}>
              Payout ledger
            </Typography>
            <PayoutLedger filters={filters} paging={paging} partners={partners.data ?? []} onFiltersChange={setFilters} onPagingChange={setPaging} />
          </CardContent>
        </Card>
      </Stack>
    </>
  );
}

import ArrowBackOutlined from '@mui/icons-material/ArrowBackOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';

import { ApiError } from '../../api/api-error';
import { useGetCustomer } from '../../api/generated/endpoints/customers/customers';
import { useCreateRedelivery } from '../../api/generated/endpoints/redeliveries/redeliveries';
import { DetailList } from '../../ui/DetailList';
import { formatLindens } from '../../ui/format-money';
import { PageHeader } from '../../ui/PageHeader';
import { sltDateTimeLabel } from '../../ui/slt-format';
import { StatCard } from '../../ui/StatCard';
import { useToast } from '../../ui/toast/toast-context';
import { BlockBuyerCard } from './BlockBuyerCard';
import { CustomerPurchasesTable, PURCHASE_PAGE_SIZE } from './CustomerPurchasesTable';
import { customerName } from './CustomersTable';

const backLink = (
  <Button component={RouterLink} to="/customers" startIcon={<ArrowBackOutlined />} sx={{ mb: 2 }}>
    Customers
  </Button>
);

/** `/customers/:avatarKey`: one buyer's figures with this merchant and their purchases, newest first. */
export function CustomerDetailsPage() {
  const { avatarKey = '' } = useParams();
  const [page, setPage] = useState(1);
  const { toast } = useToast();
  const redeliver = useCreateRedelivery({
    mutation: {
      onSuccess: (_request, { data }) =>
        toast({ variant: 'success', title: 'Redelivery requested', description: `Sale #${data.transaction_id} will be delivered again by a delivery box.` }),
      onError: (error) => toast({ title: 'Error', description: error.message, variant: 'destructive' }),
    },
  });
  const details = useGetCustomer(
    avatarKey,
    { page, pageSize: PURCHASE_PAGE_SIZE },
    { query: { enabled: avatarKey !== '', placeholderData: keepPreviousData } },
  );

  if (details.isError && !details.data) {
    const status = details.error instanceof ApiError ? details.error.status : undefined;
    return (
      <>
        {backLink}
        <Alert severity={status === 404 || status === 400 ? 'info' : 'error'}>
          {status === 404 || status === 400 ? 'This avatar has bought nothing from you.' : `Failed to fetch the customer: ${details.error.message}`}
        </Alert>
      </>
    );
  }
  const data = details.data;
  if (!data) {
    return (
      <>
        {backLink}
        <Skeleton variant="rounded" height={240} aria-label="Loading customer" />
      </>
    );
  }
  const { customer, purchases } = data;
  const name = customerName(customer);
  return (
    <>
      {backLink}
      <PageHeader title={name} subtitle={customer.avatarKey} />
      <Grid container spacing={2} sx={{ mb: 3 }}>
        <Grid size={{ xs: 6, md: 3 }}>
          <StatCard title="Purchases" value={customer.purchases} />
        </Grid>
        <Grid size={{ xs: 6, md: 3 }}>
          <StatCard title="Spent" value={formatLindens(customer.spent)} />
        </Grid>
        <Grid size={{ xs: 6, md: 3 }}>
          <StatCard title="Refunds" value={customer.refunds} />
        </Grid>
        <Grid size={{ xs: 6, md: 3 }}>
          <StatCard title="Gifts given / received" value={`${customer.giftsGiven} / ${customer.giftsReceived}`} />
        </Grid>
      </Grid>
      {/* Cards fill their parent's height (the theme, for grids of cards): in a stack they take their content's. */}
      <Stack spacing={3}>
        <Card>
          <CardContent>
            <DetailList
              label="Customer details"
              items={[
                ['Avatar key', customer.avatarKey],
                ['First purchase', sltDateTimeLabel(customer.firstPurchaseAt)],
                ['Last purchase', sltDateTimeLabel(customer.lastPurchaseAt)],
              ]}
            />
          </CardContent>
        </Card>
        <Card component="section" aria-label="Purchase history">
          <CardHeader title="Purchase history" slotProps={{ title: { variant: 'h6', component: 'h2' } }} />
          <CustomerPurchasesTable
            purchases={purchases}
            loading={details.isFetching}
            onPaginationModelChange={(model) => setPage(model.page + 1)}
            onRedeliver={(purchase) => redeliver.mutate({ data: { transaction_id: purchase.id } })}
          />
        </Card>
        <BlockBuyerCard customer={customer} name={name} />
      </Stack>
    </>
  );
}

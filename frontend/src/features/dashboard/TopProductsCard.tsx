import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';

import { formatLindens } from '../../ui/format-money';
import type { Shown, TopProduct } from './dashboard-models';
import { DashboardCard } from './DashboardCard';

export interface TopProductsCardProps {
  /** Undefined while loading. */
  products: Shown<TopProduct[]> | undefined;
  error?: string;
}

export function TopProductsCard({ products, error }: TopProductsCardProps) {
  return (
    <DashboardCard title="Top Selling Products" sample={products?.sample}>
      {error ? (
        <Alert severity="error">{error}</Alert>
      ) : products && products.value.length === 0 ? (
        <Typography color="text.secondary">No sales yet</Typography>
      ) : products ? (
        <List disablePadding aria-label="Top selling products">
          {products.value.map((product, index) => (
            <ListItem key={product.key} disableGutters secondaryAction={<Typography sx={{ fontWeight: 600 }}>{formatLindens(product.revenue)}</Typography>}>
              <ListItemAvatar>
                <Avatar variant="rounded" sx={{ bgcolor: 'action.selected', color: 'primary.main', fontWeight: 700 }}>
                  {index + 1}
                </Avatar>
              </ListItemAvatar>
              <ListItemText primary={product.name} secondary={`${product.sold.toLocaleString()} sold`} sx={{ pr: 10 }} />
            </ListItem>
          ))}
        </List>
      ) : (
        Array.from({ length: 4 }, (_, index) => <Skeleton key={index} variant="rounded" height={48} sx={{ mb: 1 }} />)
      )}
    </DashboardCard>
  );
}

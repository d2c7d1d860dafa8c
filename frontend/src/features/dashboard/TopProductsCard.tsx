import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';

import { formatLindens } from '../../ui/format-money';
import { CardEmptyState } from './CardEmptyState';
import type { TopProduct } from './dashboard-models';
import { DashboardCard } from './DashboardCard';

export interface TopProductsCardProps {
  /** Undefined while loading. */
  products: TopProduct[] | undefined;
  error?: string;
}

export function TopProductsCard({ products, error }: TopProductsCardProps) {
  return (
    <DashboardCard title="Top Selling Products">
      {error ? (
        <Alert severity="error">{error}</Alert>
      ) : products && products.length === 0 ? (
        <CardEmptyState
          title="No sales yet"
          description="Your four best-selling products of the last 30 days will be listed here, with units sold and L$ earned, once they sell."
        />
      ) : products ? (
        <List disablePadding aria-label="Top selling products">
          {products.map((product, index) => (
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

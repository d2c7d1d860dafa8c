import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** docs/product.md, 6: 5 skeleton rows while the products load. */
export const PRODUCT_SKELETON_ROWS = 5;

const HEADERS = ['Product', 'Vendor', 'Price', 'Status', 'Item name', 'Actions'];

export function ProductsTableSkeleton() {
  return (
    <Paper variant="outlined" aria-busy="true" aria-label="Loading products" sx={{ overflow: 'hidden' }}>
      <Stack direction="row" spacing={2} sx={{ px: 2, py: 1.5, borderBottom: 1, borderColor: 'divider', display: { xs: 'none', sm: 'flex' } }}>
        {HEADERS.map((header) => (
          <Typography key={header} variant="body2" sx={{ flex: header === 'Product' ? 2 : 1, fontWeight: 600 }}>
            {header}
          </Typography>
        ))}
      </Stack>
      {Array.from({ length: PRODUCT_SKELETON_ROWS }, (_, index) => (
        <Stack
          key={index}
          data-testid="product-skeleton-row"
          direction="row"
          spacing={2}
          sx={{ px: 2, py: 1.5, alignItems: 'center', borderBottom: 1, borderColor: 'divider' }}
        >
          <Stack sx={{ flex: 2 }}>
            <Skeleton variant="text" width="60%" />
            <Skeleton variant="text" width="85%" />
          </Stack>
          {HEADERS.slice(1).map((header) => (
            <Skeleton key={header} variant="text" sx={{ flex: 1 }} />
          ))}
        </Stack>
      ))}
    </Paper>
  );
}

import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';

import { useGetVendorCatalogue } from '../../api/generated/endpoints/vendors/vendors';
import type { CatalogueProductDto } from '../../api/generated/model';
import { formatLindens } from '../../ui/format-money';

export interface VendorCatalogueProps {
  vendorId: number;
  vendorName: string;
}

/** What the product costs a buyer now: the price due, with the list price beside it when a sale lowers it. */
function priceText(product: CatalogueProductDto): string {
  return product.priceDue === product.price ? formatLindens(product.price) : `${formatLindens(product.priceDue)} (list ${formatLindens(product.price)})`;
}

/** The catalogue the vendor's in-world object displays (GET /api/lsl/catalogue), read only when shown. */
export function VendorCatalogue({ vendorId, vendorName }: VendorCatalogueProps) {
  const [shown, setShown] = useState(false);
  return (
    <>
      <Button size="small" sx={{ mt: 1.5, px: 0 }} onClick={() => setShown((open) => !open)} aria-expanded={shown}>
        {shown ? 'Hide catalogue' : 'Show catalogue'}
      </Button>
      {shown ? <CatalogueList vendorId={vendorId} vendorName={vendorName} /> : null}
    </>
  );
}

function CatalogueList({ vendorId, vendorName }: VendorCatalogueProps) {
  const catalogue = useGetVendorCatalogue(vendorId);
  if (catalogue.isPending) return <Typography variant="body2">Loading catalogue...</Typography>;
  if (catalogue.isError) return <Typography color="error">Failed to load the catalogue</Typography>;
  const { products, version } = catalogue.data;
  return (
    <section aria-label={`Catalogue of ${vendorName}`}>
      <Typography variant="caption" color="text.secondary" component="h3">
        Catalogue: what the vendor displays in-world, in this order (version {version})
      </Typography>
      {products.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          No active products: the vendor has nothing to display.
        </Typography>
      ) : (
        <List dense disablePadding component="ol">
          {products.map((product, index) => (
            <ListItem key={product.id} disableGutters data-testid="catalogue-product">
              <ListItemText primary={`${index + 1}. ${product.name}`} secondary={`${priceText(product)} · gives ${product.itemName}`} />
              <Stack direction="row" spacing={0.5}>
                {product.soldOut ? <Chip size="small" label="Sold out" color="warning" /> : null}
                {product.available ? null : <Chip size="small" label="Not available" variant="outlined" />}
              </Stack>
            </ListItem>
          ))}
        </List>
      )}
    </section>
  );
}

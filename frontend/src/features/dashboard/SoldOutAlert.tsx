import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';

import { useGetProducts } from '../../api/generated/endpoints/products/products';
import { countLabel, plural } from '../../ui/plural';

const NAMES_SHOWN = 3;

export interface SoldOutAlertProps {
  /** The signed-in user: the dashboard is theirs, so only their own products count (an admin's list holds everyone's). */
  userId: string | null;
}

/** Flags the user's own active products that are sold out (their sales are refused until stock is added). */
export function SoldOutAlert({ userId }: SoldOutAlertProps) {
  const { data: products } = useGetProducts();
  const soldOut = (products ?? []).filter((product) => product.owner.id === userId && product.isActive && product.soldOut);
  if (soldOut.length === 0) return null;
  const names = soldOut.slice(0, NAMES_SHOWN).map((product) => product.name);
  const more = soldOut.length - names.length;
  const list = more > 0 ? `${names.join(', ')} and ${more} more` : names.join(', ');
  return (
    <Alert
      severity="warning"
      action={
        <Button component={RouterLink} to="/products" color="inherit" size="small">
          Manage stock
        </Button>
      }
    >
      {`${countLabel(soldOut.length, 'product')} ${plural(soldOut.length, 'is', 'are')} sold out: ${list}. ` +
        `${plural(soldOut.length, 'Its', 'Their')} sales are refused until you add stock.`}
    </Alert>
  );
}

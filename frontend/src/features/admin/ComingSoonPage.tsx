import Typography from '@mui/material/Typography';
import { PageHeader } from '../../ui/PageHeader';

export interface ComingSoonPageProps {
  title: string;
}

/** Admin sections that exist only as a title for now (docs/product.md, 3). */
export function ComingSoonPage({ title }: ComingSoonPageProps) {
  return (
    <>
      <PageHeader title={title} />
      <Typography color="text.secondary">Coming soon...</Typography>
    </>
  );
}

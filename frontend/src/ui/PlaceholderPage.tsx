import ConstructionOutlined from '@mui/icons-material/ConstructionOutlined';

import { EmptyState } from './EmptyState';
import { PageHeader } from './PageHeader';

export interface PlaceholderPageProps {
  title: string;
  subtitle?: string;
}

/** A page whose content is not built yet: its header, and a notice. */
export function PlaceholderPage({ title, subtitle }: PlaceholderPageProps) {
  return (
    <>
      <PageHeader title={title} subtitle={subtitle} />
      <EmptyState icon={<ConstructionOutlined />} title="This page is being built" />
    </>
  );
}

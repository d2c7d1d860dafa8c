import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';

/** docs/product.md, 6: 6 skeleton cards while the events load. */
export const EVENT_SKELETON_CARDS = 6;

export interface EventCardsSkeletonProps {
  /** The grid column sizes of the real cards, so nothing jumps when they arrive. */
  columns: { xs: number; sm: number; lg: number };
}

function EventCardSkeleton() {
  return (
    <Card data-testid="event-skeleton-card">
      <CardContent>
        <Skeleton variant="text" width="60%" height={32} />
        <Skeleton variant="text" width="90%" />
        <Skeleton variant="text" width="80%" sx={{ mb: 2 }} />
        <Skeleton variant="text" />
        <Skeleton variant="text" />
        <Skeleton variant="text" />
        <Skeleton variant="rounded" height={40} sx={{ my: 2 }} />
        <Skeleton variant="rounded" height={32} />
      </CardContent>
    </Card>
  );
}

export function EventCardsSkeleton({ columns }: EventCardsSkeletonProps) {
  return (
    <Grid container spacing={3} aria-busy="true" aria-label="Loading events">
      {Array.from({ length: EVENT_SKELETON_CARDS }, (_, index) => (
        <Grid key={index} size={columns}>
          <EventCardSkeleton />
        </Grid>
      ))}
    </Grid>
  );
}

import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { LineChart, lineClasses } from '@mui/x-charts/LineChart';
import { Link as RouterLink } from 'react-router';

import { PRIMARY, visuallyHidden } from '../../ui/chart-style';
import { formatLindens } from '../../ui/format-money';
import { analyticsPath, DASHBOARD_RANGE_PRESET } from '../analytics/analytics-range';
import { CardEmptyState } from './CardEmptyState';
import { SALES_RANGES, type SalesPoint, type SalesRange } from './dashboard-models';
import { DashboardCard } from './DashboardCard';
import type { SetupStep } from './getting-started';
import { GettingStarted } from './GettingStarted';

export interface SalesOverviewCardProps {
  range: SalesRange;
  onRangeChange: (range: SalesRange) => void;
  /** Undefined while loading. */
  sales: SalesPoint[] | undefined;
  error?: string;
  /** The steps to a first sale, shown while the range has none and some step is left. */
  setup?: SetupStep[];
}

const CHART_HEIGHT = 200;
const SERIES_LABEL = 'Sales (L$)';

export function SalesOverviewCard({ range, onRangeChange, sales, error, setup }: SalesOverviewCardProps) {
  const rangeSelect = (
    <TextField
      select
      size="small"
      margin="none"
      fullWidth={false}
      label="Range"
      value={range}
      onChange={(event) => onRangeChange(event.target.value as SalesRange)}
      sx={{ minWidth: 160 }}
    >
      {SALES_RANGES.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );

  // The same range on the analytics page, with its breakdowns.
  const action = (
    // On a phone the link goes under the select rather than past the card's edge.
    <Stack
      direction="row"
      spacing={1}
      sx={{ alignItems: 'center', justifyContent: 'flex-end', flexWrap: 'wrap', maxWidth: { xs: 180, sm: 'none' } }}
      useFlexGap
    >
      {rangeSelect}
      <Button component={RouterLink} to={analyticsPath(DASHBOARD_RANGE_PRESET[range])} size="small">
        View analytics
      </Button>
    </Stack>
  );

  return (
    <DashboardCard title="Sales Overview" action={action}>
      {error ? (
        <Alert severity="error">{error}</Alert>
      ) : sales && !sales.some((point) => point.total !== 0) ? (
        <NoSales range={range} setup={setup} />
      ) : sales ? (
        <SalesChart points={sales} />
      ) : (
        <Skeleton variant="rounded" height={CHART_HEIGHT} aria-label="Loading sales" />
      )}
    </DashboardCard>
  );
}

/** No completed sale in the range: what the chart will show, and the steps left before a first sale. */
function NoSales({ range, setup }: { range: SalesRange; setup?: SetupStep[] }) {
  const label = SALES_RANGES.find((option) => option.value === range)?.label.toLowerCase() ?? 'this range';
  const left = setup?.some((step) => !step.done) ?? false;
  return (
    <CardEmptyState
      title={`No sales in the ${label}`}
      description={
        left
          ? 'Your completed sales will show here, in L$ per Second Life day, once your vendors record them. To get there:'
          : 'Your completed sales will show here, in L$ per Second Life day, as soon as a buyer pays one of your vendors.'
      }
    >
      {left && setup ? <GettingStarted steps={setup} /> : null}
    </CardEmptyState>
  );
}

function SalesChart({ points }: { points: SalesPoint[] }) {
  const labels = points.map((point) => point.label);
  const totals = points.map((point) => point.total);
  return (
    <figure style={{ margin: 0 }} data-testid="sales-chart">
      <LineChart
        height={CHART_HEIGHT}
        hideLegend
        skipAnimation
        margin={{ left: 8, right: 16, top: 8, bottom: 0 }}
        series={[
          {
            data: totals,
            label: SERIES_LABEL,
            color: PRIMARY,
            area: true,
            // A smooth curve through every point, with a tension of 0.4.
            curve: 'monotoneX',
            showMark: points.length <= 31,
            valueFormatter: (value) => (value === null ? '' : formatLindens(value)),
          },
        ]}
        xAxis={[{ scaleType: 'point', data: labels }]}
        yAxis={[{ min: 0, width: 72, valueFormatter: (value: number) => formatLindens(value) }]}
        // The theme's primary colour in light and dark (SVG attributes cannot take CSS variables, CSS can).
        sx={{
          [`& .${lineClasses.area}`]: { fill: PRIMARY, fillOpacity: 0.15, filter: 'none' },
          [`& .${lineClasses.line}`]: { stroke: PRIMARY },
          [`& .${lineClasses.mark}`]: { stroke: PRIMARY, fill: 'var(--mui-palette-background-paper)' },
        }}
      />
      {/* The figures behind the chart, for screen readers. */}
      <table style={visuallyHidden}>
        <caption>{SERIES_LABEL} by day</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">{SERIES_LABEL}</th>
          </tr>
        </thead>
        <tbody>
          {points.map((point, index) => (
            <tr key={index}>
              <th scope="row">{point.label}</th>
              <td>{formatLindens(point.total)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}

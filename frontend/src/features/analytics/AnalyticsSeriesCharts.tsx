import Grid from '@mui/material/Grid';
import { BarChart, barClasses } from '@mui/x-charts/BarChart';
import { LineChart, lineClasses } from '@mui/x-charts/LineChart';

import type { AnalyticsDto } from '../../api/generated/model';
import { PRIMARY, SECONDARY, SUCCESS, visuallyHidden, wholeTick } from '../../ui/chart-style';
import { formatLindens, formatLindensCompact } from '../../ui/format-money';
import { DashboardCard } from '../dashboard/DashboardCard';
import { type AnalyticsInterval, periodLabel, periodSpan, spansYears } from './analytics-range';

export interface AnalyticsSeriesChartsProps {
  data: AnalyticsDto;
  /** The platform's view: new accounts per period too. */
  platform: boolean;
}

const CHART_HEIGHT = 260;
// With no sales at all an axis still needs a range to draw from zero.
const EMPTY_MONEY_MAX = 1000;
const EMPTY_COUNT_MAX = 5;
const INTERVAL_NAMES: Record<AnalyticsInterval, string> = { day: 'day', week: 'week', month: 'month' };

/** Revenue and commission over time, the number of sales, and (platform) the accounts opened, per period of the range. */
export function AnalyticsSeriesCharts({ data, platform }: AnalyticsSeriesChartsProps) {
  const interval = data.interval;
  const withYear = spansYears(data.from, data.to);
  const labels = data.series.map((bucket) => periodLabel(bucket.period, interval, withYear));
  const revenue = data.series.map((bucket) => bucket.revenue);
  // Drawn from the exact decimals; the figures table and the tooltip show them exactly.
  const commission = data.series.map((bucket) => Number(bucket.commission));
  const sales = data.series.map((bucket) => bucket.sales);
  const showMarks = data.series.length <= 31;
  const hasRevenue = revenue.some((value) => value > 0);
  const xAxis = [{ scaleType: 'band' as const, data: labels }];

  return (
    <Grid container spacing={3} sx={{ mb: 3 }}>
      <Grid size={12}>
        <DashboardCard title="Revenue and commission">
          <figure style={{ margin: 0 }} data-testid="revenue-chart">
            <LineChart
              height={CHART_HEIGHT}
              skipAnimation
              margin={{ left: 8, right: 32, top: 8, bottom: 0 }}
              series={[
                {
                  id: 'revenue',
                  data: revenue,
                  label: 'Revenue (L$)',
                  color: PRIMARY,
                  area: true,
                  curve: 'monotoneX',
                  showMark: showMarks,
                  valueFormatter: (value) => (value === null ? '' : formatLindens(value)),
                },
                {
                  id: 'commission',
                  data: commission,
                  label: 'Commission (L$)',
                  color: SECONDARY,
                  curve: 'monotoneX',
                  showMark: showMarks,
                  valueFormatter: (_value, { dataIndex }) => formatLindens(data.series[dataIndex]?.commission ?? '0', 2),
                },
              ]}
              xAxis={[{ scaleType: 'point', data: labels }]}
              yAxis={[{ min: 0, max: hasRevenue ? undefined : EMPTY_MONEY_MAX, width: 72, valueFormatter: (value: number) => formatLindensCompact(value) }]}
              sx={{
                [`& .${lineClasses.area}[data-series="revenue"]`]: { fill: PRIMARY, fillOpacity: 0.15, filter: 'none' },
                [`& .${lineClasses.line}[data-series="revenue"]`]: { stroke: PRIMARY },
                [`& .${lineClasses.line}[data-series="commission"]`]: { stroke: SECONDARY, strokeDasharray: '6 4' },
                [`& .${lineClasses.mark}[data-series="revenue"]`]: { stroke: PRIMARY, fill: 'var(--mui-palette-background-paper)' },
                [`& .${lineClasses.mark}[data-series="commission"]`]: { stroke: SECONDARY, fill: 'var(--mui-palette-background-paper)' },
              }}
            />
            <FiguresTable data={data} platform={platform} withYear={withYear} />
          </figure>
        </DashboardCard>
      </Grid>
      <Grid size={{ xs: 12, md: platform ? 6 : 12 }}>
        <DashboardCard title="Sales">
          <figure style={{ margin: 0 }} data-testid="sales-count-chart">
            <BarChart
              height={CHART_HEIGHT}
              skipAnimation
              hideLegend
              margin={{ left: 8, right: 32, top: 8, bottom: 0 }}
              series={[{ id: 'sales', data: sales, label: 'Sales', color: SECONDARY }]}
              xAxis={xAxis}
              yAxis={[{ min: 0, max: sales.some((value) => value > 0) ? undefined : EMPTY_COUNT_MAX, width: 48, tickMinStep: 1, valueFormatter: wholeTick }]}
              sx={{ [`& .${barClasses.element}`]: { fill: SECONDARY } }}
            />
          </figure>
        </DashboardCard>
      </Grid>
      {platform ? (
        <Grid size={{ xs: 12, md: 6 }}>
          <DashboardCard title="New merchants">
            <figure style={{ margin: 0 }} data-testid="new-merchants-chart">
              <BarChart
                height={CHART_HEIGHT}
                skipAnimation
                hideLegend
                margin={{ left: 8, right: 32, top: 8, bottom: 0 }}
                series={[{ id: 'newMerchants', data: data.series.map((bucket) => bucket.newMerchants ?? 0), label: 'New merchants', color: SUCCESS }]}
                xAxis={xAxis}
                yAxis={[
                  {
                    min: 0,
                    max: data.series.some((bucket) => (bucket.newMerchants ?? 0) > 0) ? undefined : EMPTY_COUNT_MAX,
                    width: 48,
                    tickMinStep: 1,
                    valueFormatter: wholeTick,
                  },
                ]}
                sx={{ [`& .${barClasses.element}`]: { fill: SUCCESS } }}
              />
            </figure>
          </DashboardCard>
        </Grid>
      ) : null}
    </Grid>
  );
}

/** Every period's figures, for screen readers: the charts' data as a table. */
function FiguresTable({ data, platform, withYear }: { data: AnalyticsDto; platform: boolean; withYear: boolean }) {
  return (
    // The box is clipped rather than the table: a table grows to its content whatever its width, past a phone's screen.
    <div style={visuallyHidden}>
      <table aria-label="Figures by period">
        <caption>{`Completed sales by ${INTERVAL_NAMES[data.interval]}, SLT`}</caption>
        <thead>
          <tr>
            <th scope="col">Period</th>
            <th scope="col">Revenue</th>
            <th scope="col">Commission</th>
            <th scope="col">Sales</th>
            {platform ? <th scope="col">New merchants</th> : null}
          </tr>
        </thead>
        <tbody>
          {data.series.map((bucket) => (
            <tr key={bucket.period} data-period={bucket.period}>
              <th scope="row">{periodSpan(bucket.firstDay, bucket.lastDay, withYear)}</th>
              <td>{formatLindens(bucket.revenue)}</td>
              <td>{formatLindens(bucket.commission, 2)}</td>
              <td>{bucket.sales.toLocaleString('en-US')}</td>
              {platform ? <td>{(bucket.newMerchants ?? 0).toLocaleString('en-US')}</td> : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

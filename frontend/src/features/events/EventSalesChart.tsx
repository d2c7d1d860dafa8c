import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { LineChart, lineClasses } from '@mui/x-charts/LineChart';

import type { EventDailySalesDto } from '../../api/generated/model';
import { visuallyHidden } from '../../ui/chart-style';
import { formatLindens, formatLindensCompact } from '../../ui/format-money';

export interface EventSalesChartProps {
  dailySales: EventDailySalesDto[];
}

const SERIES_LABEL = 'Sales (L$)';
// With no sales at all the y axis still needs a range to draw from zero.
const EMPTY_CHART_MAX = 1000;

/** 'Dec 1' for an SLT day 'YYYY-MM-DD', without shifting it through the browser's time zone. */
function dayLabel(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, date ?? 1)).toLocaleDateString(undefined, { month: 'short', day: 'numeric', timeZone: 'UTC' });
}

/** The chart of docs/product.md, 3.13: y from zero, smooth filled line, L$ tick labels, legend hidden, 200 px high. */
export function EventSalesChart({ dailySales }: EventSalesChartProps) {
  const theme = useTheme();
  const hasSales = dailySales.some((day) => day.totalSales > 0);
  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2">
          Daily Sales
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Completed sales at the event per day, in Second Life time (SLT)
        </Typography>
        <Box role="figure" aria-label="Daily sales chart">
          <LineChart
            height={200}
            hideLegend
            skipAnimation
            grid={{ horizontal: true }}
            xAxis={[{ scaleType: 'point', data: dailySales.map((day) => day.date), valueFormatter: (day: string) => dayLabel(day) }]}
            yAxis={[{ min: 0, max: hasSales ? undefined : EMPTY_CHART_MAX, valueFormatter: (value: number) => formatLindensCompact(value), width: 64 }]}
            series={[
              {
                data: dailySales.map((day) => day.totalSales),
                label: SERIES_LABEL,
                area: true,
                // Smooth with a tension of 0.4, without dipping below zero between points.
                curve: 'monotoneX',
                // The CSS variable, so the line follows the light or dark scheme.
                color: (theme.vars ?? theme).palette.primary.main,
                showMark: dailySales.length <= 31,
                valueFormatter: (value) => (value === null ? '' : formatLindens(value)),
              },
            ]}
            sx={{ [`& .${lineClasses.area}`]: { fillOpacity: 0.2 } }}
          />
        </Box>
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
            {dailySales.map((day) => (
              <tr key={day.date}>
                <td>{dayLabel(day.date)}</td>
                <td>{formatLindens(day.totalSales)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </CardContent>
    </Card>
  );
}

import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export type StatChangeType = 'positive' | 'negative' | 'neutral';

export interface StatCardProps {
  title: string;
  value: ReactNode;
  /** The exact figure behind a rounded value, shown on hover and focus (e.g. 'L$1,234.56' for 'L$1,235'). */
  exactValue?: string;
  /** A short text under the value, e.g. '+12.5% from yesterday'. */
  change?: string;
  changeType?: StatChangeType;
  icon?: ReactNode;
}

const CHANGE_COLOR: Record<StatChangeType, string> = {
  positive: 'success.main',
  negative: 'error.main',
  neutral: 'text.secondary',
};

export function StatCard({ title, value, exactValue, change, changeType = 'neutral', icon }: StatCardProps) {
  return (
    <Card>
      <CardContent>
        <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}>
          <div>
            <Typography variant="body2" color="text.secondary" gutterBottom>
              {title}
            </Typography>
            {exactValue ? (
              <Tooltip title={`Exactly ${exactValue}`} describeChild>
                <Typography variant="h5" component="p" tabIndex={0} sx={{ width: 'fit-content' }}>
                  {value}
                </Typography>
              </Tooltip>
            ) : (
              <Typography variant="h5" component="p">
                {value}
              </Typography>
            )}
            {change ? (
              <Typography variant="body2" sx={{ color: CHANGE_COLOR[changeType], mt: 0.5 }} data-change-type={changeType}>
                {change}
              </Typography>
            ) : null}
          </div>
          {icon ? (
            <Stack
              aria-hidden
              sx={{
                p: 1.25,
                borderRadius: 2,
                bgcolor: 'action.hover',
                color: 'primary.main',
                alignItems: 'center',
                justifyContent: 'center',
              }}
            >
              {icon}
            </Stack>
          ) : null}
        </Stack>
      </CardContent>
    </Card>
  );
}

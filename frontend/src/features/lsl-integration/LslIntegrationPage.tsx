import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Stack from '@mui/material/Stack';

import { PageHeader } from '../../ui/PageHeader';
import { useNow } from '../dashboard/use-now';
import { DeliveryBoxesSection } from './DeliveryBoxesSection';
import { EndpointList } from './EndpointList';
import { LslStatusTiles } from './LslStatusTiles';
import { ScriptsSection } from './ScriptsSection';
import { SetupSteps } from './SetupSteps';
import { LSL_STATUS_POLL_MS, useLslFigures } from './use-lsl-figures';

export function LslIntegrationPage() {
  const figures = useLslFigures();
  // Moves the objects' 'last seen' times along with the status poll.
  const now = useNow(LSL_STATUS_POLL_MS);
  return (
    <>
      <PageHeader title="LSL Integration" subtitle="Connect your in-world vendors, delivery boxes and terminals to the platform" />
      <Stack spacing={3}>
        <LslStatusTiles figures={figures} />
        <DeliveryBoxesSection now={now} />
        <ScriptsSection />
        <SetupSteps />
        <Card>
          <CardHeader
            title="API Endpoints"
            subheader="Called by the in-world scripts with your API key in the X-Api-Key header"
            slotProps={{ title: { variant: 'h6', component: 'h2' } }}
          />
          <CardContent sx={{ pt: 0 }}>
            <EndpointList apiOnline={figures.apiStatus !== 'offline'} />
          </CardContent>
        </Card>
      </Stack>
    </>
  );
}

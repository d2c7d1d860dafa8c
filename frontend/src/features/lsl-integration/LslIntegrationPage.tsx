import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Stack from '@mui/material/Stack';
import { PageHeader } from '../../ui/PageHeader';
import { EndpointList } from './EndpointList';
import { DELIVERY_BOX_SCRIPT, VENDOR_SCRIPT } from './lsl-scripts';
import { LslStatusTiles } from './LslStatusTiles';
import { ScriptBox } from './ScriptBox';
import { SetupSteps } from './SetupSteps';
import { useLslFigures } from './use-lsl-figures';

export function LslIntegrationPage() {
  const figures = useLslFigures();
  return (
    <>
      <PageHeader title="LSL Integration" subtitle="Connect your in-world vendors and delivery box to the platform" />
      <Stack spacing={3}>
        <LslStatusTiles figures={figures} />
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
        <Box component="section" aria-label="Scripts" sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' } }}>
          <ScriptBox script={VENDOR_SCRIPT} />
          <ScriptBox script={DELIVERY_BOX_SCRIPT} />
        </Box>
        <SetupSteps origin={window.location.origin} />
      </Stack>
    </>
  );
}

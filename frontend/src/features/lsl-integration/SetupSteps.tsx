import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { SCRIPT_SETTINGS, settingLine, VENDOR_SCRIPT } from './lsl-scripts';

function Code({ children }: { children: ReactNode }) {
  return (
    <Box component="code" sx={{ fontFamily: 'monospace', fontSize: '0.9em', px: 0.5, borderRadius: 0.5, bgcolor: 'action.hover', overflowWrap: 'anywhere' }}>
      {children}
    </Box>
  );
}

function setting(name: string): ReactNode {
  return <Code>{settingLine(VENDOR_SCRIPT.source, name) ?? name}</Code>;
}

interface Step {
  title: string;
  body: ReactNode;
}

function steps(origin: string): Step[] {
  return [
    {
      title: 'Create a vendor and copy its LSL key',
      body: (
        <>
          Create a vendor on the{' '}
          <Link component={RouterLink} to="/vendors">
            Vendors page
          </Link>{' '}
          and copy its LSL key from the vendor's card.
        </>
      ),
    },
    {
      title: 'Replace the placeholder vendor key in the script',
      body: (
        <>
          At the top of the vendor script, replace the placeholder in {setting(SCRIPT_SETTINGS.vendorKey)} with your vendor's LSL key. Replace
          the one in {setting(SCRIPT_SETTINGS.apiKey)} with your API key from{' '}
          <Link component={RouterLink} to="/settings?tab=api">
            Settings → API
          </Link>
          , and set {setting(SCRIPT_SETTINGS.apiBaseUrl)} to this platform's address, <Code>{origin}</Code>.
        </>
      ),
    },
    {
      title: 'Place the script in the in-world vendor object and configure products',
      body: (
        <>
          Put the script and the item you sell in the vendor object's contents. Set {setting(SCRIPT_SETTINGS.itemName)} to the item's exact
          inventory name, {setting(SCRIPT_SETTINGS.price)} to its price in whole L$, and optionally {SCRIPT_SETTINGS.productId} to the product's id
          on the Products page. Grant the script permission to take L$ when asked: it refunds wrong payments.
        </>
      ),
    },
    {
      title: 'Make a test purchase',
      body: (
        <>
          Buy the item in-world to confirm transactions are recorded: the sale appears on the{' '}
          <Link component={RouterLink} to="/transactions">
            Transactions page
          </Link>
          . If it does not, the vendor tells you why in your chat.
        </>
      ),
    },
  ];
}

export interface SetupStepsProps {
  /** The platform's address, for API_BASE_URL. */
  origin: string;
}

export function SetupSteps({ origin }: SetupStepsProps) {
  return (
    <Card>
      <CardHeader title="Setup Instructions" slotProps={{ title: { variant: 'h6', component: 'h2' } }} />
      <CardContent sx={{ pt: 0 }}>
        <Stack component="ol" spacing={2.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {steps(origin).map((step, index) => (
            <Stack component="li" key={step.title} direction="row" spacing={2}>
              <Box
                aria-hidden
                sx={{
                  flexShrink: 0,
                  width: 32,
                  height: 32,
                  borderRadius: '50%',
                  display: 'grid',
                  placeItems: 'center',
                  bgcolor: 'primary.main',
                  color: 'primary.contrastText',
                  fontWeight: 700,
                }}
              >
                {index + 1}
              </Box>
              <div>
                <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
                  {step.title}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {step.body}
                </Typography>
              </div>
            </Stack>
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
}

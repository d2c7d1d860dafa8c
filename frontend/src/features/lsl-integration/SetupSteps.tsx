import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

import { PLACEHOLDER_LINES, SCRIPT_SETTINGS } from './lsl-scripts';

function Code({ children }: { children: ReactNode }) {
  return (
    <Box component="code" sx={{ fontFamily: 'monospace', fontSize: '0.9em', px: 0.5, borderRadius: 0.5, bgcolor: 'action.hover', overflowWrap: 'anywhere' }}>
      {children}
    </Box>
  );
}

interface Step {
  title: string;
  body: ReactNode;
}

// The vendor's four steps, then the delivery box and the heartbeats.
const STEPS: Step[] = [
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
        In the vendor script, replace the placeholder in <Code>{PLACEHOLDER_LINES.vendorKey}</Code> with your vendor's LSL key, or pick the vendor above the
        script and it is filled in for you. Replace the one in <Code>{PLACEHOLDER_LINES.apiKey}</Code> with your API key from{' '}
        <Link component={RouterLink} to="/settings?tab=api">
          Settings → API
        </Link>{' '}
        (a key generated in this tab is filled in for you). <Code>{SCRIPT_SETTINGS.apiBaseUrl}</Code> already holds this platform's address.
      </>
    ),
  },
  {
    title: 'Place the script in the in-world vendor object and configure products',
    body: (
      <>
        Put the four vendor scripts (vendor, payments, menu and catalogue) and the item you sell in the vendor object's root prim. In the vendor script, set{' '}
        <Code>{SCRIPT_SETTINGS.itemName}</Code> to the item's exact inventory name, <Code>{SCRIPT_SETTINGS.price}</Code> to its price in whole L$, and
        optionally <Code>{SCRIPT_SETTINGS.productId}</Code> to the product's id on the Products page. To sell this vendor's products from the Products page
        instead, one at a time with their pictures, set <Code>{SCRIPT_SETTINGS.itemName}</Code> to <Code>""</Code> and name two prims prev and next to turn the
        pages. Grant the payments script permission to take L$ when asked: it refunds wrong payments.
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
  {
    title: 'Set up a delivery box for redeliveries',
    body: (
      <>
        Add a box under Delivery Boxes and pick it above the delivery box script, so its box key is filled in. Put the script in an object holding a copy of
        every item you sell, named as the product's item name (else its name): the box reports what it holds, and each redelivery request goes to an online box
        that holds the item. For buyers to ask by themselves, put the redelivery terminal script in an object they can touch.
      </>
    ),
  },
  {
    title: 'Check that your objects report in',
    body: (
      <>
        Every script sends a heartbeat when it starts and every 5 minutes. An object heard from in the last 11 minutes is Online: see it under Delivery Boxes
        and on each vendor's card, with its region, script version and any sales it holds back. Active Connections counts the objects online.
      </>
    ),
  },
];

export function SetupSteps() {
  return (
    <Card>
      <CardHeader title="Setup Instructions" slotProps={{ title: { variant: 'h6', component: 'h2' } }} />
      <CardContent sx={{ pt: 0 }}>
        <Stack component="ol" spacing={2.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {STEPS.map((step, index) => (
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

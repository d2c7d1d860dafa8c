import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import RadioButtonUncheckedOutlined from '@mui/icons-material/RadioButtonUncheckedOutlined';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { Link as RouterLink } from 'react-router';

import type { SetupStep } from './getting-started';

export interface GettingStartedProps {
  steps: SetupStep[];
}

/** The steps to a first sale, each done or with a link to where it is done. */
export function GettingStarted({ steps }: GettingStartedProps) {
  return (
    <List dense disablePadding aria-label="Getting started">
      {steps.map((step, index) => (
        <ListItem
          key={step.key}
          disableGutters
          data-done={step.done}
          secondaryAction={
            step.done ? null : (
              <Button component={RouterLink} to={step.to} size="small">
                {step.action}
              </Button>
            )
          }
        >
          <ListItemIcon sx={{ minWidth: 32, color: step.done ? 'success.main' : 'text.disabled' }}>
            {step.done ? <CheckCircleOutlined fontSize="small" titleAccess="Done" /> : <RadioButtonUncheckedOutlined fontSize="small" titleAccess="To do" />}
          </ListItemIcon>
          <ListItemText primary={`${index + 1}. ${step.label}`} sx={{ pr: step.done ? 0 : 16, color: step.done ? 'text.secondary' : 'text.primary' }} />
        </ListItem>
      ))}
    </List>
  );
}

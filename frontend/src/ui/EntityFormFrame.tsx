import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { ReactNode } from 'react';

import type { EntityFormStatus } from './use-entity-form';

export interface EntityFormFrameProps {
  /** The id the surrounding dialog is labelled by. */
  titleId: string;
  title: string;
  description: ReactNode;
  /** The submit button's label when creating, e.g. 'Create Vendor'. */
  createLabel: string;
  /** Its label while creating, 'Creating...' unless said. */
  creatingLabel?: string;
  form: EntityFormStatus;
  onCancel: () => void;
  /** The entity's fields. */
  children: ReactNode;
}

/** The inside of a create-and-edit dialog: title, explanation, the form's error, the fields, Cancel and submit. */
export function EntityFormFrame({ titleId, title, description, createLabel, creatingLabel = 'Creating...', form, onCancel, children }: EntityFormFrameProps) {
  const { editing, pending, formError, submit } = form;
  const submitLabel = editing ? (pending ? 'Saving...' : 'Save Changes') : pending ? creatingLabel : createLabel;
  return (
    <form onSubmit={submit} noValidate>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{description}</DialogContentText>
        {formError ? (
          <Alert severity="error" sx={{ mt: 2 }}>
            {formError}
          </Alert>
        ) : null}
        {children}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 3 }}>
        <Button onClick={onCancel} disabled={pending}>
          Cancel
        </Button>
        <Button type="submit" variant="contained" disabled={pending}>
          {submitLabel}
        </Button>
      </DialogActions>
    </form>
  );
}

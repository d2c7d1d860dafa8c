import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import { type FormEvent, useId, useState } from 'react';

import { ApiError } from '../../api/api-error';
import { useIssueGiftCard } from '../../api/generated/endpoints/gift-cards/gift-cards';
import type { GiftCardDto } from '../../api/generated/model';
import { useRefreshAfter } from '../../api/query-refresh';
import { EntityFormFrame } from '../../ui/EntityFormFrame';
import { formatLindens } from '../../ui/format-money';
import { FormTextField } from '../../ui/FormTextField';
import { useToast } from '../../ui/toast/toast-context';
import { useCopyToClipboard } from '../../ui/use-copy-to-clipboard';
import { useFormFields } from '../../ui/use-form-fields';
import { EMPTY_GIFT_CARD_FORM, giftCardFieldErrors, type GiftCardFormValues, toIssueGiftCardInput, validateGiftCardForm } from './gift-card-form';

export interface IssueGiftCardDialogProps {
  open: boolean;
  onClose: () => void;
}

/** Issues a gift card by hand, then shows its code to copy; give it a new `key` on each opening so it starts empty. */
export function IssueGiftCardDialog({ open, onClose }: IssueGiftCardDialogProps) {
  const titleId = useId();
  const [issued, setIssued] = useState<GiftCardDto | null>(null);
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="sm">
      {issued ? <IssuedCode titleId={titleId} card={issued} onClose={onClose} /> : <IssueForm titleId={titleId} onIssued={setIssued} onClose={onClose} />}
    </Dialog>
  );
}

interface IssueFormProps {
  titleId: string;
  onIssued: (card: GiftCardDto) => void;
  onClose: () => void;
}

const TEXT_FIELDS = [
  { name: 'holderKey', label: 'Holder key', help: "The holder's avatar key (UUID), when you know it", monospace: true },
  { name: 'holderName', label: 'Holder name', help: 'Who the card is for', monospace: false },
  { name: 'note', label: 'Note', help: 'For you, e.g. Contest prize, December', monospace: false },
] as const;

function IssueForm({ titleId, onIssued, onClose }: IssueFormProps) {
  const form = useFormFields<GiftCardFormValues>(EMPTY_GIFT_CARD_FORM);
  const { values, setErrors } = form;
  const [formError, setFormError] = useState<string | null>(null);
  const invalidate = useRefreshAfter('/api/gift-cards');
  const { toast } = useToast();
  const issue = useIssueGiftCard();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateGiftCardForm(values);
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length > 0) return;
    issue.mutate(
      { data: toIssueGiftCardInput(values) },
      {
        onSuccess: async (card) => {
          await invalidate();
          toast({ variant: 'success', title: 'Gift card issued', description: `A gift card of ${formatLindens(card.faceValue)} is ready to give` });
          onIssued(card);
        },
        onError: (error) => {
          const fieldErrors = giftCardFieldErrors(error);
          setErrors(fieldErrors);
          // Field messages sit beside their fields; anything else is said above the form.
          setFormError(Object.keys(fieldErrors).length > 0 ? null : error instanceof ApiError ? error.message : 'Failed to issue gift card');
          toast({ title: 'Error', description: 'Failed to issue gift card', variant: 'destructive' });
        },
      },
    );
  };

  return (
    <EntityFormFrame
      titleId={titleId}
      title="Issue Gift Card"
      description="A gift card you give by hand: a prize, an apology, a giveaway. Its holder pays with its code at your vendors."
      createLabel="Issue Gift Card"
      form={{ editing: false, pending: issue.isPending, formError, submit }}
      onCancel={onClose}
    >
      <FormTextField
        form={form}
        name="faceValue"
        label="Face value"
        type="number"
        hint="Whole L$ on the card, up to L$1,000,000"
        required
        autoFocus
        slotProps={{
          input: { startAdornment: <InputAdornment position="start">L$</InputAdornment> },
          htmlInput: { min: 1, max: 1_000_000, step: 1, inputMode: 'numeric' },
        }}
      />
      {TEXT_FIELDS.map((field) => (
        <FormTextField
          key={field.name}
          form={form}
          name={field.name}
          label={field.label}
          hint={field.help}
          slotProps={field.monospace ? { htmlInput: { spellCheck: false, sx: { fontFamily: 'monospace' } } } : undefined}
        />
      ))}
    </EntityFormFrame>
  );
}

interface IssuedCodeProps {
  titleId: string;
  card: GiftCardDto;
  onClose: () => void;
}

/** The new card's code, to copy and give to its holder. */
function IssuedCode({ titleId, card, onClose }: IssuedCodeProps) {
  const copy = useCopyToClipboard();
  const holder = card.holderName ?? card.holderKey;
  return (
    <>
      <DialogTitle id={titleId}>Gift Card Issued</DialogTitle>
      <DialogContent>
        <DialogContentText>
          {formatLindens(card.faceValue)}
          {holder ? ` for ${holder}` : ''}. Give this code to its holder: they type it at your vendor to pay with the card.
        </DialogContentText>
        <TextField
          label="Gift card code"
          value={card.code}
          slotProps={{
            htmlInput: { readOnly: true, spellCheck: false, sx: { fontFamily: 'monospace' } },
            input: {
              endAdornment: (
                <InputAdornment position="end">
                  <Tooltip title="Copy code">
                    <IconButton onClick={() => void copy(card.code, 'Gift card code')} aria-label="Copy code" edge="end">
                      <ContentCopyOutlined />
                    </IconButton>
                  </Tooltip>
                </InputAdornment>
              ),
            },
          }}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 3 }}>
        <Button variant="contained" onClick={onClose}>
          Done
        </Button>
      </DialogActions>
    </>
  );
}

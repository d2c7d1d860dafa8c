import Add from '@mui/icons-material/Add';
import CardGiftcardOutlined from '@mui/icons-material/CardGiftcardOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useState } from 'react';

import { useGetGiftCards, useVoidGiftCard } from '../../api/generated/endpoints/gift-cards/gift-cards';
import type { GiftCardDto } from '../../api/generated/model';
import { useRefreshAfter } from '../../api/query-refresh';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { EmptyState } from '../../ui/EmptyState';
import { formatLindens } from '../../ui/format-money';
import { PageHeader } from '../../ui/PageHeader';
import { TableSkeleton } from '../../ui/TableSkeleton';
import { type MutationCallbacks, useConfirmedActions } from '../../ui/use-confirmed-actions';
import { useDialogTarget } from '../../ui/use-dialog-target';
import { GiftCardRedemptionsDialog } from './GiftCardRedemptionsDialog';
import { GiftCardsTable } from './GiftCardsTable';
import { IssueGiftCardDialog } from './IssueGiftCardDialog';

const SKELETON_HEADERS = ['Code', 'Balance', 'Holder', 'Origin', 'Redemptions', 'Created', 'Status', 'Actions'];
const SKELETON_ROWS = 5;

export function GiftCardsPage() {
  const cards = useGetGiftCards();
  // Changes on every opening, so the issue form starts empty.
  const [issue, setIssue] = useState({ open: false, session: 0 });
  const [toVoid, setToVoid] = useState<GiftCardDto | null>(null);
  const redemptions = useDialogTarget<GiftCardDto>();
  const voidCard = useVoidGiftCard();
  const invalidateCards = useRefreshAfter('/api/gift-cards');
  const { subject: voiding, run } = useConfirmedActions(toVoid, () => setToVoid(null));

  const openIssue = () => setIssue((current) => ({ open: true, session: current.session + 1 }));

  const confirmVoid = () => {
    if (!voiding) return;
    run((callbacks: MutationCallbacks<GiftCardDto>) => voidCard.mutate({ id: voiding.id }, callbacks), {
      refresh: invalidateCards,
      success: (card) => ({ title: 'Gift card voided', description: `${card.code} can no longer be spent.` }),
      failure: 'Failed to void gift card',
    });
  };

  const issueButton = (
    <Button variant="contained" startIcon={<Add />} onClick={openIssue}>
      Issue gift card
    </Button>
  );

  let content;
  if (cards.isError) {
    content = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void cards.refetch()}>
            Retry
          </Button>
        }
      >
        {cards.error.message}
      </Alert>
    );
  } else if (cards.isPending) {
    content = <TableSkeleton headers={SKELETON_HEADERS} rows={SKELETON_ROWS} label="Loading gift cards" />;
  } else if (cards.data.length === 0) {
    content = (
      <EmptyState
        icon={<CardGiftcardOutlined />}
        title="No gift cards yet"
        description="Gift cards appear here when buyers buy a gift card product at your vendors, or when you issue one"
        action={issueButton}
      />
    );
  } else {
    content = <GiftCardsTable cards={cards.data} onShowRedemptions={redemptions.show} onVoid={setToVoid} />;
  }

  return (
    <>
      <PageHeader title="Gift Cards" subtitle="Cards bought at your vendors and cards you issued, with what is left on them" actions={issueButton} />
      {content}
      <IssueGiftCardDialog key={issue.session} open={issue.open} onClose={() => setIssue((current) => ({ ...current, open: false }))} />
      <GiftCardRedemptionsDialog open={redemptions.open} card={redemptions.target} onClose={redemptions.close} />
      <ConfirmDialog
        open={toVoid !== null}
        title="Void gift card?"
        description={`${voiding?.code ?? ''} will no longer be accepted at your vendors; its ${formatLindens(voiding?.balance ?? 0)} left cannot be spent. This cannot be undone.`}
        confirmLabel="Void"
        pendingLabel="Voiding..."
        pending={voidCard.isPending}
        destructive
        onConfirm={confirmVoid}
        onCancel={() => setToVoid(null)}
      />
    </>
  );
}

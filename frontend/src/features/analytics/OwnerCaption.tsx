import Typography from '@mui/material/Typography';

export interface OwnerCaptionProps {
  ownerName: string | null;
}

/** The owning merchant's name under a row's name, in the platform analytics; nothing in a merchant's own. */
export function OwnerCaption({ ownerName }: OwnerCaptionProps) {
  return ownerName ? (
    <Typography variant="caption" color="text.secondary" component="div">
      {ownerName}
    </Typography>
  ) : null;
}

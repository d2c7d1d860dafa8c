import CardGiftcardOutlined from '@mui/icons-material/CardGiftcardOutlined';
import LocalOfferOutlined from '@mui/icons-material/LocalOfferOutlined';
import RedeemOutlined from '@mui/icons-material/RedeemOutlined';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';

import type { SaleMark, SaleMarkKind } from './sale-details';

export interface SaleMarksProps {
  marks: readonly SaleMark[];
}

// The gift card mark is the Gift Cards page's icon; a gift is a wrapped present.
const ICONS: Record<SaleMarkKind, typeof CardGiftcardOutlined> = {
  gift: RedeemOutlined,
  discount: LocalOfferOutlined,
  'gift-card': CardGiftcardOutlined,
};

const COLORS: Record<SaleMarkKind, string> = {
  gift: 'secondary.main',
  discount: 'success.main',
  'gift-card': 'info.main',
};

/** Small icons for a gift, a discount and a gift card payment, each named for assistive technology and on hover. */
export function SaleMarks({ marks }: SaleMarksProps) {
  if (marks.length === 0) return null;
  return (
    <Stack direction="row" spacing={0.25} component="span" sx={{ alignItems: 'center', flexShrink: 0 }}>
      {marks.map((mark) => {
        const Icon = ICONS[mark.kind];
        return (
          <Tooltip key={mark.kind} title={mark.label}>
            {/* The name is on the wrapper, not in an SVG title, so the cell's text stays the amount alone. */}
            <Box component="span" role="img" aria-label={mark.label} data-mark={mark.kind} sx={{ display: 'inline-flex', color: COLORS[mark.kind] }}>
              <Icon fontSize="small" aria-hidden />
            </Box>
          </Tooltip>
        );
      })}
    </Stack>
  );
}

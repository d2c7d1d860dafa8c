import Button from '@mui/material/Button';
import Tooltip from '@mui/material/Tooltip';
import type { ButtonBaseProps } from '@mui/material/ButtonBase';
import type { MouseEvent, ReactElement } from 'react';

export interface RowActionButtonProps {
  label: string;
  /** Said on hover and to assistive technology as the button's description. */
  tooltip: string;
  icon: ReactElement;
  disabled?: boolean;
  onClick: (event: MouseEvent<HTMLButtonElement>) => void;
  // Set by the grid's actions cell, which moves the focus between its buttons.
  tabIndex?: number;
  touchRippleRef?: ButtonBaseProps['touchRippleRef'];
}

/** A row action that shows its name, for the grid's actions cell beside its icon buttons. */
export function RowActionButton({ label, tooltip, icon, disabled, onClick, tabIndex, touchRippleRef }: RowActionButtonProps) {
  return (
    <Tooltip title={tooltip} describeChild>
      <Button size="small" startIcon={icon} disabled={disabled} onClick={onClick} tabIndex={tabIndex} touchRippleRef={touchRippleRef} sx={{ mr: 0.5 }}>
        {label}
      </Button>
    </Tooltip>
  );
}

import MoreVertOutlined from '@mui/icons-material/MoreVertOutlined';
import Button from '@mui/material/Button';
import type { ButtonBaseProps } from '@mui/material/ButtonBase';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import { GridActionsCell, GridActionsCellItem, type GridColDef, type GridRenderCellParams, type GridValidRowModel } from '@mui/x-data-grid';
import { type MouseEvent, type ReactElement, useId, useState } from 'react';

/** One thing a person can do to a row; a list declares them once for the grid's actions column and for its cards. */
export interface ListRowAction {
  label: string;
  icon: ReactElement;
  onClick: () => void;
  /** Said on hover (and as the button's description); the label when absent. */
  tooltip?: string;
  /** Shown with its name beside its icon in the grid too (the main action of a row), rather than as an icon alone. */
  named?: boolean;
  /** Kept in the row's menu of further actions. */
  inMenu?: boolean;
  disabled?: boolean;
}

export type RowActions<Row> = (row: Row) => ListRowAction[];

interface NamedActionButtonProps {
  action: ListRowAction;
  // Set by the grid's actions cell, which moves the focus between its buttons.
  tabIndex?: number;
  touchRippleRef?: ButtonBaseProps['touchRippleRef'];
}

/** A row action that shows its name, for the grid's actions cell beside its icon buttons. */
function NamedActionButton({ action, tabIndex, touchRippleRef }: NamedActionButtonProps) {
  const button = (
    <Button
      size="small"
      startIcon={action.icon}
      disabled={action.disabled}
      onClick={action.onClick}
      tabIndex={tabIndex}
      touchRippleRef={touchRippleRef}
      sx={{ mr: 0.5 }}
    >
      {action.label}
    </Button>
  );
  return action.tooltip ? (
    <Tooltip title={action.tooltip} describeChild>
      {button}
    </Tooltip>
  ) : (
    button
  );
}

/** The grid's Actions column for `actions`: icon buttons (named ones with their name), the rest in the row's menu. */
export function rowActionsColumn<Row extends GridValidRowModel>(
  actions: RowActions<Row>,
  options: { headerName?: string; width?: number; minWidth?: number } = {},
): GridColDef<Row> {
  return {
    field: 'actions',
    type: 'actions',
    headerName: options.headerName ?? 'Actions',
    width: options.width,
    minWidth: options.minWidth ?? options.width ?? 100,
    renderCell: (params: GridRenderCellParams<Row>) => (
      <GridActionsCell {...params} suppressChildrenValidation>
        {actions(params.row).map((action) =>
          action.named && !action.inMenu ? (
            <NamedActionButton key={action.label} action={action} />
          ) : (
            <GridActionsCellItem
              key={action.label}
              icon={action.icon}
              label={action.label}
              title={action.inMenu ? undefined : (action.tooltip ?? action.label)}
              showInMenu={action.inMenu}
              disabled={action.disabled}
              onClick={action.onClick}
            />
          ),
        )}
      </GridActionsCell>
    ),
  };
}

export interface CardRowActionsProps {
  actions: ListRowAction[];
  /** Names the menu button: 'More actions for request #12'. */
  rowName: string;
}

/** A card's actions: each a button with its icon and name; those the grid keeps in a menu stay in a menu. */
export function CardRowActions({ actions, rowName }: CardRowActionsProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const shown = actions.filter((action) => !action.inMenu);
  const inMenu = actions.filter((action) => action.inMenu);
  const stop = (event: MouseEvent) => event.stopPropagation();

  return (
    // A click on an action is not a click on the card (which may open the row).
    <Stack direction="row" onClick={stop} sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 0.5 }}>
      {shown.map((action) => (
        <Button key={action.label} size="small" startIcon={action.icon} disabled={action.disabled} onClick={action.onClick} title={action.tooltip}>
          {action.label}
        </Button>
      ))}
      {inMenu.length > 0 ? (
        <>
          <IconButton
            size="small"
            aria-label={`More actions for ${rowName}`}
            aria-haspopup="menu"
            aria-controls={anchor ? menuId : undefined}
            aria-expanded={anchor ? 'true' : undefined}
            onClick={(event) => setAnchor(event.currentTarget)}
            sx={{ ml: 'auto' }}
          >
            <MoreVertOutlined fontSize="small" />
          </IconButton>
          {/* Inside the page's main landmark rather than at the end of the document (axe: region). */}
          <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)} onClick={stop} disablePortal>
            {inMenu.map((action) => (
              <MenuItem
                key={action.label}
                disabled={action.disabled}
                onClick={() => {
                  setAnchor(null);
                  action.onClick();
                }}
              >
                <ListItemIcon>{action.icon}</ListItemIcon>
                {action.label}
              </MenuItem>
            ))}
          </Menu>
        </>
      ) : null}
    </Stack>
  );
}

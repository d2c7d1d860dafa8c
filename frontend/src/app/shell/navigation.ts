import AccountBalanceWalletOutlined from '@mui/icons-material/AccountBalanceWalletOutlined';
import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';
import CardGiftcardOutlined from '@mui/icons-material/CardGiftcardOutlined';
import CodeOutlined from '@mui/icons-material/CodeOutlined';
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import EventOutlined from '@mui/icons-material/EventOutlined';
import FactCheckOutlined from '@mui/icons-material/FactCheckOutlined';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import HandshakeOutlined from '@mui/icons-material/HandshakeOutlined';
import InsightsOutlined from '@mui/icons-material/InsightsOutlined';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import LocalOfferOutlined from '@mui/icons-material/LocalOfferOutlined';
import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined';
import PeopleOutlined from '@mui/icons-material/PeopleOutlined';
import PercentOutlined from '@mui/icons-material/PercentOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import SystemUpdateAltOutlined from '@mui/icons-material/SystemUpdateAltOutlined';
import type SvgIcon from '@mui/material/SvgIcon';

export interface NavItem {
  label: string;
  path: string;
  icon: typeof SvgIcon;
  /** Selected only on this exact path, not on the paths below it. */
  exact?: boolean;
}

export const MAIN_NAV: NavItem[] = [
  { label: 'Dashboard', path: '/', icon: DashboardOutlined, exact: true },
  { label: 'Vendors', path: '/vendors', icon: StorefrontOutlined },
  { label: 'Products', path: '/products', icon: Inventory2Outlined },
  { label: 'Promotions', path: '/promotions', icon: LocalOfferOutlined },
  { label: 'Gift Cards', path: '/gift-cards', icon: CardGiftcardOutlined },
  { label: 'Events', path: '/events', icon: EventOutlined },
  { label: 'Transactions', path: '/transactions', icon: ReceiptLongOutlined },
  { label: 'Customers', path: '/customers', icon: GroupsOutlined },
  { label: 'Reconciliation', path: '/reconciliation', icon: FactCheckOutlined },
  { label: 'Partners', path: '/partners', icon: HandshakeOutlined },
  { label: 'Analytics', path: '/analytics', icon: InsightsOutlined },
  { label: 'Redelivery', path: '/redelivery', icon: LocalShippingOutlined },
  { label: 'Updates', path: '/updates', icon: SystemUpdateAltOutlined },
  { label: 'LSL Integration', path: '/lsl-integration', icon: CodeOutlined },
  { label: 'Billing', path: '/billing', icon: AccountBalanceWalletOutlined },
];

export const ADMIN_NAV: NavItem[] = [
  { label: 'Admin Dashboard', path: '/admin', icon: AdminPanelSettingsOutlined, exact: true },
  { label: 'User Management', path: '/admin/users', icon: PeopleOutlined },
  { label: 'Commission Settings', path: '/admin/commissions', icon: PercentOutlined },
];

export const SETTINGS_NAV: NavItem = { label: 'Settings', path: '/settings', icon: SettingsOutlined };

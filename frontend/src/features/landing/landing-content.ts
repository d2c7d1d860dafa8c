import BarChartOutlined from '@mui/icons-material/BarChartOutlined';
import CodeOutlined from '@mui/icons-material/CodeOutlined';
import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined';
import LockOutlined from '@mui/icons-material/LockOutlined';
import SpeedOutlined from '@mui/icons-material/SpeedOutlined';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import type SvgIcon from '@mui/material/SvgIcon';

export interface Feature {
  title: string;
  description: string;
  icon: typeof SvgIcon;
}

export const FEATURES: Feature[] = [
  {
    title: 'Unified Vendor Management',
    description: 'Manage every vendor location, product and event from one dashboard.',
    icon: StorefrontOutlined,
  },
  {
    title: 'Real-time Analytics',
    description: 'Track sales and commissions as they happen, with charts of your best sellers.',
    icon: BarChartOutlined,
  },
  {
    title: 'LSL Integration',
    description: 'Connect your in-world scripts so sales and deliveries are recorded automatically.',
    icon: CodeOutlined,
  },
  {
    title: 'High-Traffic Support',
    description: 'Built for the rush of big shopping events, with thousands of buyers at once.',
    icon: SpeedOutlined,
  },
  {
    title: 'Secure Transactions',
    description: 'Every L$ payment is recorded with its commission, safely and traceably.',
    icon: LockOutlined,
  },
  {
    title: 'Easy Redeliveries',
    description: 'Customers get their items again with automated redelivery requests.',
    icon: LocalShippingOutlined,
  },
];

export const STATISTICS: { value: string; label: string }[] = [
  { value: '50K+', label: 'Users Supported' },
  { value: 'L$2M+', label: 'Transactions Processed' },
  { value: '99.9%', label: 'Uptime' },
  { value: '24/7', label: 'Support' },
];

/** Theme colours as CSS variables, so charts follow the light or dark scheme (set through CSS: SVG attributes cannot read them). */
export const PRIMARY = 'var(--mui-palette-primary-main)';
export const SECONDARY = 'var(--mui-palette-secondary-main)';
export const SUCCESS = 'var(--mui-palette-success-main)';

/** Hides content from the eye but not from assistive technology (or from a test reading the figures). */
export const visuallyHidden = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: 1,
  margin: -1,
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: 1,
} as const;

/** Whole-number axes (sales, accounts) show no fractional ticks. */
export function wholeTick(value: number): string {
  return Number.isInteger(value) ? value.toLocaleString('en-US') : '';
}

import type { VendorDto } from '../../api/generated/model';
import { countLabel } from '../../ui/plural';

/** What Pause all vendors and Resume all vendors would do for this user: they act on the user's own vendors only. */
export interface PauseChoices {
  /** The user's own vendors (an admin's page lists everyone's). */
  own: number;
  /** Some own vendor is not paused yet. */
  canPause: boolean;
  /** Some own vendor is paused. */
  canResume: boolean;
}

export function pauseChoices(vendors: readonly VendorDto[], userId: string | null | undefined): PauseChoices {
  const own = userId ? vendors.filter((vendor) => vendor.ownerId === userId) : [];
  return {
    own: own.length,
    canPause: own.some((vendor) => !vendor.paused),
    canResume: own.some((vendor) => vendor.paused),
  };
}

/** '1 vendor', '3 vendors'. */
export function vendorCount(count: number): string {
  return countLabel(count, 'vendor');
}

export function pausedToast(paused: number): { title: string; description: string } {
  return {
    title: 'Vendors paused',
    description: paused === 0 ? 'All your vendors were paused already.' : `${vendorCount(paused)} paused. They refuse every sale until you resume them.`,
  };
}

export function resumedToast(resumed: number): { title: string; description: string } {
  return {
    title: 'Vendors resumed',
    description: resumed === 0 ? 'None of your vendors was paused.' : `${vendorCount(resumed)} resumed. Vendors you switched off yourself stay off.`,
  };
}

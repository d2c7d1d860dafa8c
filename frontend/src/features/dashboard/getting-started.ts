import { CREATE_VENDOR_PATH } from '../vendors/vendor-routes';

/** One step from a new account to its first recorded sale. */
export interface SetupStep {
  key: 'vendor' | 'product' | 'script';
  label: string;
  /** Where the step is done. */
  to: string;
  action: string;
  done: boolean;
}

export interface SetupFacts {
  vendors: number;
  products: number;
  /** In-world objects that ever sent a heartbeat, and whether any in-world call came in. */
  inWorldObjects: number;
  anyInWorldRequest: boolean;
}

/** The three steps before sales can appear on the dashboard, each marked done from the user's own data. */
export function setupSteps(facts: SetupFacts): SetupStep[] {
  return [
    { key: 'vendor', label: 'Create your first vendor', to: CREATE_VENDOR_PATH, action: 'Create Vendor', done: facts.vendors > 0 },
    { key: 'product', label: 'Add your first product', to: '/products', action: 'Go to Products', done: facts.products > 0 },
    {
      key: 'script',
      label: 'Put the vendor script in your vendor object in Second Life',
      to: '/lsl-integration',
      action: 'Get the script',
      done: facts.inWorldObjects > 0 || facts.anyInWorldRequest,
    },
  ];
}

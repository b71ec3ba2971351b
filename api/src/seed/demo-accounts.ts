import type { Role } from '@shoreline/shared-domain/types';
// One list for the API's seed, `npm start`'s banner (scripts/start.mjs) and the browser tests'
// fixtures (e2e/fixtures/accounts.ts): plain JSON so the plain-Node start script can read it too.
import accounts from './demo-accounts.json';

export interface DemoAccount {
  key: 'admin' | 'marina' | 'theo' | 'ana' | 'ben' | 'chloe';
  label: string;
  name: string;
  email: string;
  password: string;
  roles: Role[];
  /** "About you", shown on a host's public page (issue 24 item 7). */
  about?: string;
}

/** The demo accounts every team and test relies on (brief, README): exact emails and passwords. */
export const DEMO_ACCOUNTS = accounts as readonly DemoAccount[];

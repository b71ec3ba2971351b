import type { Role } from '@shoreline/shared-domain/types';

export interface DemoAccount {
  key: 'admin' | 'marina' | 'theo' | 'ana' | 'ben' | 'chloe';
  label: string;
  name: string;
  email: string;
  password: string;
  roles: Role[];
}

/** The demo accounts every team and test relies on (brief, README): exact emails and passwords. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    key: 'admin',
    label: 'admin',
    name: 'Shoreline Admin',
    email: 'admin@shoreline.test',
    password: 'Admin123!',
    roles: ['renter', 'admin'],
  },
  {
    key: 'marina',
    label: 'host Marina Costa',
    name: 'Marina Costa',
    email: 'marina@shoreline.test',
    password: 'Host123!',
    roles: ['renter', 'host'],
  },
  {
    key: 'theo',
    label: 'host Theo Lambert',
    name: 'Theo Lambert',
    email: 'theo@shoreline.test',
    password: 'Host123!',
    roles: ['renter', 'host'],
  },
  {
    key: 'ana',
    label: 'renter Ana Silva',
    name: 'Ana Silva',
    email: 'ana@shoreline.test',
    password: 'Renter123!',
    roles: ['renter'],
  },
  {
    key: 'ben',
    label: 'renter Ben Okafor',
    name: 'Ben Okafor',
    email: 'ben@shoreline.test',
    password: 'Renter123!',
    roles: ['renter'],
  },
  {
    key: 'chloe',
    label: 'renter Chloe Martin (host request)',
    name: 'Chloe Martin',
    email: 'chloe@shoreline.test',
    password: 'Renter123!',
    roles: ['renter'],
  },
];

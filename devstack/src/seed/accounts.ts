// Demo accounts of the local stack: printed at start, created by the seed. Local data only.

export interface DemoAccount {
  uid: string;
  email: string;
  password: string;
  displayName: string;
  role: 'admin' | 'partner' | 'member';
}

export const DEMO_PASSWORD = 'brunchers-demo';

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    uid: 'demo-admin',
    email: 'admin@brunchers.test',
    password: DEMO_PASSWORD,
    displayName: 'Ana Admin',
    role: 'admin',
  },
  {
    uid: 'demo-partner-1',
    email: 'partner.alfama@brunchers.test',
    password: DEMO_PASSWORD,
    displayName: 'Pedro Costa',
    role: 'partner',
  },
  {
    uid: 'demo-partner-2',
    email: 'partner.principe@brunchers.test',
    password: DEMO_PASSWORD,
    displayName: 'Inês Duarte',
    role: 'partner',
  },
  {
    uid: 'demo-member',
    email: 'member@brunchers.test',
    password: DEMO_PASSWORD,
    displayName: 'Maya Member',
    role: 'member',
  },
];

// What every member screen knows: the signed-in user and their roles (set by the member shell).
import type { Role } from '@brunchers/model';
import type { User } from 'firebase/auth';
import { createContext, useContext } from 'react';

export interface Member {
  user: User;
  uid: string;
  email: string | null;
  roles: ReadonlySet<Role>;
  /** The token carries MEMBER_INVITED_CLAIM: an account the owner's CSV import made. */
  invited?: boolean;
}

export const MemberContext = createContext<Member | null>(null);

/** The signed-in member; only usable below the member shell (which redirects guests to /login). */
export function useMember(): Member {
  const member = useContext(MemberContext);
  if (!member) throw new Error('useMember() is only available inside the member shell');
  return member;
}

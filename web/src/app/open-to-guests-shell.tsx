// The member shell of the pages open to guests, with the Firebase providers it reads through;
// loaded only where someone may be signed in (open-to-guests-layout.tsx).
import { FirebaseProviders } from '../lib/firebase/providers';
import { OpenToGuestsShell } from './member-shell/member-shell';

export default function OpenToGuestsSignedIn() {
  return (
    <FirebaseProviders>
      <OpenToGuestsShell />
    </FirebaseProviders>
  );
}

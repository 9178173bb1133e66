// What the shell may ask of a signed-in member on any screen, each a dialog: name yourself first
// (issue 36), then the after-brunch step, else a pending review and question. Loaded by the shell
// after it renders (member-shell.tsx), so no screen waits for this code to paint.
import { CompleteProfilePrompt } from '../../features/auth/complete-profile-prompt';
import { PendingActions } from '../../features/self-discovery/pending-actions';
import { AfterBrunch } from '../../features/table-plan/after-brunch';

export default function MemberSteps() {
  return (
    <CompleteProfilePrompt>
      <AfterBrunch fallback={<PendingActions />} />
    </CompleteProfilePrompt>
  );
}

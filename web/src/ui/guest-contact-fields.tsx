// A guest's name and e-mail, asked wherever a guest books or joins a waitlist without an account.
import { YOUR_EMAIL, YOUR_NAME } from '@brunchers/model';
import { t } from '../lib/i18n';
import { FormField } from './form-field';

export function GuestContactFields({
  name,
  email,
  onNameChange,
  onEmailChange,
  disabled,
  emailHint,
}: {
  name: string;
  email: string;
  onNameChange: (name: string) => void;
  onEmailChange: (email: string) => void;
  disabled: boolean;
  /** What the e-mail address is for. */
  emailHint: string;
}) {
  return (
    <>
      <FormField
        label={t(YOUR_NAME)}
        name="guestName"
        autoComplete="name"
        value={name}
        onChange={(change) => onNameChange(change.target.value)}
        disabled={disabled}
      />
      <FormField
        label={t(YOUR_EMAIL)}
        name="guestEmail"
        type="email"
        autoComplete="email"
        value={email}
        onChange={(change) => onEmailChange(change.target.value)}
        disabled={disabled}
        hint={emailHint}
      />
    </>
  );
}

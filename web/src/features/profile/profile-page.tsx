// /profile: header, Edit Profile / Cancel, Self-Discovery and Browse Events; the edit
// form (saved to user_profiles and user_private_profiles, Profile updated) or the read-only view;
// Total Bookings / Confirmed; membership; My Gallery; My Bookings.
import {
  ageFromBirthYear,
  avatarInitials,
  BROWSE_EVENTS,
  CANCEL,
  documentsToForm,
  EDIT_PROFILE,
  errorToast,
  isMemberBooking,
  memberBookingCounts,
  MY_BOOKINGS_PAGE_SIZE,
  PROFILE_BIO_FALLBACK,
  PROFILE_COUNTERS,
  PROFILE_UPDATED,
  consentedCategories,
  type ProfileFormKey,
  type ProfileFormValues,
  yearsOld,
  livesIn,
  PROFILE_LOADING,
  SELF_DISCOVERY,
  PROFILE_FORM_LOADING,
} from '@brunchers/model';
import { lazy, Suspense, useState } from 'react';
import { useFirestore } from 'reactfire';
import { useMember } from '../../lib/member-context';
import { paths } from '../../lib/paths';
import { firstError } from '../../lib/live-state';
import {
  NO_MEMBER_STATS,
  useMemberStats,
  useMyBookings,
  useOwnProfile,
} from '../../lib/member-data';
import { Avatar } from '../../ui/avatar';
import { Button, ButtonLink } from '../../ui/button';
import { Card } from '../../ui/card';
import { Spinner } from '../../ui/spinner';
import { notify } from '../../ui/toast';
import { ProfileDetails } from './profile-details';
import { saveProfile, usePrivateProfile, useSensitiveConsents } from './profile-data';
import { validateProfileForm, type ProfileFormErrors } from './profile-form-model';
import { t } from '../../lib/i18n';
import { ProfileLanguage } from './profile-language';

// What the first screen does not show loads beside it, each part on its own (the page's first
// download stays within the 300 KB budget): the edit form, the gallery, bookings, mail
// preferences, blocked members, consents, membership, data export and deletion, the path dialog.
const SensitiveConsents = lazy(() =>
  import('./sensitive-consents').then((m) => ({ default: m.SensitiveConsents })),
);
const SubscriptionCard = lazy(() =>
  import('./subscription-card').then((m) => ({ default: m.SubscriptionCard })),
);
const ProfileForm = lazy(() => import('./profile-form').then((m) => ({ default: m.ProfileForm })));
const Gallery = lazy(() => import('./gallery').then((m) => ({ default: m.Gallery })));
const MyBookings = lazy(() => import('./my-bookings').then((m) => ({ default: m.MyBookings })));
const MailPreferences = lazy(() =>
  import('./mail-preferences').then((m) => ({ default: m.MailPreferences })),
);
const MemberNeeds = lazy(() => import('./member-needs').then((m) => ({ default: m.MemberNeeds })));
const BlockedMembers = lazy(() =>
  import('../safety/blocked-members').then((m) => ({ default: m.BlockedMembers })),
);
const YourData = lazy(() => import('./your-data').then((m) => ({ default: m.YourData })));
const ConversationCardsOptIn = lazy(() =>
  import('./conversation-cards-opt-in').then((m) => ({ default: m.ConversationCardsOptIn })),
);
const PathSummaryDialog = lazy(() =>
  import('./path-summary-dialog').then((m) => ({ default: m.PathSummaryDialog })),
);

export function Component() {
  const { uid, email } = useMember();
  const db = useFirestore();
  const publicProfile = useOwnProfile(uid);
  const privateProfile = usePrivateProfile(uid);
  // My Bookings lists a page (Show more raises it); the counters come from member_stats.
  const [bookingsShown, setBookingsShown] = useState(MY_BOOKINGS_PAGE_SIZE);
  const bookings = useMyBookings(uid, bookingsShown);
  const memberStats = useMemberStats(uid);
  const consents = useSensitiveConsents(uid);
  const [draft, setDraft] = useState<ProfileFormValues | null>(null);
  const [errors, setErrors] = useState<ProfileFormErrors>({});
  const [busy, setBusy] = useState(false);
  const [pathOpen, setPathOpen] = useState(false);

  const failure = firstError(publicProfile, privateProfile, bookings, consents, memberStats);
  if (failure) throw failure;
  if (
    consents.status === 'loading' ||
    publicProfile.status === 'loading' ||
    privateProfile.status === 'loading' ||
    memberStats.status === 'loading' ||
    (bookings.status === 'loading' && bookingsShown === MY_BOOKINGS_PAGE_SIZE)
  ) {
    return <Spinner label={t(PROFILE_LOADING)} />;
  }
  // "missing" is a real answer here: a new member has no profile documents yet.
  const profile = publicProfile.status === 'ready' ? publicProfile.data : null;
  const stored = documentsToForm(
    profile,
    privateProfile.status === 'ready' ? privateProfile.data : null,
    new Date(),
  );
  const editing = draft !== null;
  const consented = consentedCategories(consents.status === 'ready' ? consents.data : []);

  async function save() {
    if (!draft) return;
    const result = validateProfileForm(draft, new Date());
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setBusy(true);
    try {
      await saveProfile(db, uid, result.publicProfile, result.privateProfile);
      notify.success(t(PROFILE_UPDATED));
      setDraft(null);
      setErrors({});
    } catch (error) {
      notify.error(t(errorToast(error instanceof Error ? error.message : String(error))));
    } finally {
      setBusy(false);
    }
  }

  const change = (key: ProfileFormKey, value: string) =>
    setDraft((current) => (current ? { ...current, [key]: value } : current));
  const name = profile?.display_name?.trim() || email || '';
  const age = profile?.birth_year ? ageFromBirthYear(profile.birth_year, new Date()) : null;
  const place = profile?.currently_living_in?.trim();
  // Checkouts in progress, cancelled or run out are no bookings of the member's.
  const listed = bookings.status === 'ready' ? bookings.data : [];
  const shownBookings = listed.filter(isMemberBooking);
  // A full page may have more behind it.
  const moreBookings = listed.length >= bookingsShown;
  const bookingCounts = memberBookingCounts(
    memberStats.status === 'ready' ? memberStats.data : NO_MEMBER_STATS,
  );

  return (
    <div className="flex flex-col gap-6">
      <Card className="flex flex-col gap-5 p-6 sm:flex-row sm:items-center">
        <Avatar
          initials={avatarInitials(email)}
          photoUrl={profile?.photo_url}
          alt={name}
          size="lg"
        />
        <div className="flex-1">
          <h1 className="font-display text-3xl font-semibold">{name}</h1>
          {age !== null || place ? (
            <p className="text-ink-600">
              {[age !== null ? t(yearsOld, age) : null, place ? t(livesIn, place) : null]
                .filter(Boolean)
                .join(' · ')}
            </p>
          ) : null}
          <p className="mt-2 text-ink-700">{profile?.bio?.trim() || t(PROFILE_BIO_FALLBACK)}</p>
        </div>
        <div className="flex flex-wrap gap-2 sm:flex-col">
          <Button
            variant={editing ? 'outline' : 'primary'}
            size="sm"
            onClick={() => {
              setErrors({});
              setDraft(editing ? null : stored);
            }}
          >
            {t(editing ? CANCEL : EDIT_PROFILE)}
          </Button>
          <Button variant="secondary" size="sm" onClick={() => setPathOpen(true)}>
            {t(SELF_DISCOVERY)}
          </Button>
          <ButtonLink to={paths.home} variant="outline" size="sm">
            {t(BROWSE_EVENTS)}
          </ButtonLink>
          <ProfileLanguage uid={uid} />
        </div>
      </Card>

      {editing ? (
        <Suspense fallback={<Spinner label={t(PROFILE_FORM_LOADING)} />}>
          <ProfileForm
            values={draft}
            errors={errors}
            busy={busy}
            consented={consented}
            onChange={change}
            onSubmit={() => void save()}
          />
        </Suspense>
      ) : (
        <ProfileDetails values={stored} />
      )}

      <div className="grid grid-cols-2 gap-4">
        <Card className="p-5">
          <p className="text-sm font-semibold text-ink-600">{t(PROFILE_COUNTERS.totalBookings)}</p>
          <p className="mt-1 text-3xl font-semibold" data-testid="total-bookings">
            {bookingCounts.total}
          </p>
        </Card>
        <Card className="p-5">
          <p className="text-sm font-semibold text-ink-600">{t(PROFILE_COUNTERS.confirmed)}</p>
          <p className="mt-1 text-3xl font-semibold" data-testid="confirmed-bookings">
            {bookingCounts.confirmed}
          </p>
        </Card>
      </div>

      <Suspense fallback={null}>
        <SensitiveConsents
          uid={uid}
          consented={consented}
          privateProfile={privateProfile.status === 'ready' ? privateProfile.data : null}
        />
        <SubscriptionCard />
        <Gallery uid={uid} />
        <MyBookings
          bookings={shownBookings}
          onShowMore={
            moreBookings ? () => setBookingsShown((shown) => shown + MY_BOOKINGS_PAGE_SIZE) : null
          }
        />
        <MailPreferences uid={uid} />
        <MemberNeeds uid={uid} />
        <ConversationCardsOptIn
          uid={uid}
          privateProfile={privateProfile.status === 'ready' ? privateProfile.data : null}
        />
        <BlockedMembers uid={uid} />
        <YourData email={email} />
        <PathSummaryDialog
          open={pathOpen}
          onClose={() => setPathOpen(false)}
          experiencePoints={profile?.experience_points ?? 0}
        />
      </Suspense>
    </div>
  );
}

// The trust pages (issue 36): terms of use, privacy notice, community guidelines, safety tips.
// Plain words in the spec's voice; the web renders each page from its sections, so a change of
// wording happens here once. A material change of the terms or the notice moves TERMS_VERSION /
// PRIVACY_NOTICE_VERSION (model/src/rules/sign-up.ts), which members accept again.
import { msg } from '../i18n/message';
import { MEMBER_MIN_AGE, PRIVACY_NOTICE_VERSION, TERMS_VERSION } from '../rules/sign-up';
import { CONTACT_ADDRESS } from '../constants';
import { LEGAL_PAGE_TITLES } from './chrome';

export interface LegalSection {
  heading: string;
  paragraphs?: readonly string[];
  bullets?: readonly string[];
}
export interface LegalPage {
  title: string;
  intro: string;
  /** "Version 2026-11-28" under the title, for the texts members accept. */
  version?: string;
  sections: readonly LegalSection[];
}

export const TERMS_PAGE: LegalPage = {
  title: LEGAL_PAGE_TITLES.terms,
  intro:
    'Brunchers brings people together over brunch. By joining you agree to these terms, written to keep every table friendly and safe.',
  version: TERMS_VERSION,
  sections: [
    {
      heading: 'Who can join',
      paragraphs: [
        `You must be ${MEMBER_MIN_AGE} or older. You give your real first name and date of birth when you join; one account per person.`,
      ],
    },
    {
      heading: 'Bookings and payments',
      paragraphs: [
        'A ticket covers the organisation of the event; food and drinks are not included unless the event says so. Payments go through Stripe. Cancellations and refunds follow the rules shown when you book.',
      ],
    },
    {
      heading: 'How we expect you to behave',
      paragraphs: [
        'Follow our Community Guidelines. We may warn, suspend or close an account that breaks them, and cancel its bookings under the refund rules.',
      ],
    },
    {
      heading: 'Your account',
      paragraphs: [
        `Keep your password to yourself. You can ask us to delete your account or send you a copy of your data at any time: write to ${CONTACT_ADDRESS}.`,
      ],
    },
  ],
};

export const PRIVACY_PAGE: LegalPage = {
  title: LEGAL_PAGE_TITLES.privacy,
  intro:
    'What Brunchers stores about you, why, for how long and who sees it. We never sell your data and never show your sensitive answers to anyone.',
  version: PRIVACY_NOTICE_VERSION,
  sections: [
    {
      heading: 'What we store, and why',
      bullets: [
        'Your e-mail address and password (through Firebase Authentication): to sign you in and to send your booking mails.',
        'Your first name: shown on your ticket, on the door list, to your tablemates and in your mails.',
        'Your date of birth: to check you are 18 or older. Only you see it; other members see your age.',
        'Your profile and photos: shown to other members in Discover, as you wrote them.',
        'Your bookings and payments (through Stripe): to hold your seat, let you in at the door and refund you when due.',
        'Your likes, matches, reviews and answers: to connect you with people and earn XP.',
        'When you accepted these terms and this notice, and which version.',
      ],
    },
    {
      heading: 'Sensitive answers (only with your consent)',
      paragraphs: [
        'Religion, political beliefs, ethnicity, drug use and whom you are interested in are special categories of data. We store each one only if you switch its consent on in your profile, and use it only to seat you with compatible people. It is never shown to anyone, partners and other members included.',
        'Switch a consent off at any time: the answers of that category are deleted at once and no longer used.',
      ],
    },
    {
      heading: 'Who sees what',
      bullets: [
        'Other members: your public profile (first name, age, photos, bio, interests). After a brunch, your tablemates see your first name and photo.',
        'Partner venues: the first name and party size of the people booked at their venue, and check-ins. Never your e-mail or payments.',
        'Organisers (Brunchers admins): what they need to run events and help you.',
        'Processors working for us: Google Firebase (hosting, database, sign-in) and Stripe (payments), in the EU where available.',
      ],
    },
    {
      heading: 'How long we keep it',
      paragraphs: [
        'Your profile and answers: until you delete your account. Bookings and payments: as long as accounting law requires (10 years in Portugal), with your name and e-mail removed once your account is deleted.',
      ],
    },
    {
      heading: 'Your rights',
      paragraphs: [
        `You can see and correct your profile at any time, withdraw any consent, ask for a copy of your data or ask us to delete your account: write to ${CONTACT_ADDRESS}. You can also complain to the Portuguese data protection authority (CNPD).`,
      ],
    },
  ],
};

export const GUIDELINES_PAGE: LegalPage = {
  title: LEGAL_PAGE_TITLES.guidelines,
  intro: 'Every brunch works because everyone at the table feels welcome. A few simple rules:',
  sections: [
    {
      heading: 'Be kind and respectful',
      bullets: [
        'No harassment, hate speech or discrimination, at the table or in messages.',
        'Respect a no. Do not insist on contact someone did not ask for.',
        'Keep conversations friendly: nobody has to share more than they want.',
      ],
    },
    {
      heading: 'Be yourself',
      bullets: [
        'Use your real first name, your real age and photos of you.',
        'One account per person; no accounts for someone else.',
      ],
    },
    {
      heading: 'Show up',
      bullets: [
        'Come on time, or cancel in time so someone on the waitlist gets your seat.',
        'Drink responsibly and follow the venue’s rules.',
      ],
    },
    {
      heading: 'If something goes wrong',
      paragraphs: [
        `Tell the host at the venue or write to ${CONTACT_ADDRESS}. We read every report, and may warn, suspend or remove members who break these guidelines.`,
      ],
    },
  ],
};

export const SAFETY_PAGE: LegalPage = {
  title: LEGAL_PAGE_TITLES.safety,
  intro: 'Meeting new people is the fun part. A few habits keep it safe:',
  sections: [
    {
      heading: 'Before the brunch',
      bullets: [
        'Keep conversations in the app until you feel comfortable; never send money to someone you met here.',
        'Tell a friend where you are going and when.',
      ],
    },
    {
      heading: 'At the brunch',
      bullets: [
        'Brunches happen at public partner venues, with a host who knows the guest list.',
        'Watch your drink and your belongings; leave whenever you want.',
        'Plan your own way home.',
      ],
    },
    {
      heading: 'After the brunch',
      bullets: [
        'Meeting again is your choice: a match only happens when both of you say yes.',
        `If someone makes you uncomfortable, tell the host or write to ${CONTACT_ADDRESS}. In an emergency call 112.`,
      ],
    },
  ],
};

export const legalVersion = msg('legal.legalVersion', (version: string) => `Version ${version}`);

// The landing page's copy (/): hero, sections, how it works, benefits, testimonial, FAQ and the
// gallery's descriptions. The web adds the links, icons and pictures (features/landing).
import { msg } from '../i18n/message';

export const HERO_BADGE = 'Social brunch & wellness club';
/** The hero's heading, in three parts: the middle one is highlighted. */
export const HERO_TITLE = {
  before: "Brunch with people you'll actually ",
  highlight: 'click with',
  after: '.',
} as const;
export const HERO_TEXT =
  "Brunchers hosts curated weekend brunches at the city's best spots. Book a seat, meet like-minded people and turn Sunday mornings into friendships.";
export const HERO_IMAGE_ALT = 'Friends sharing brunch around a table in the sun';
export const FAQ_HEADING = {
  eyebrow: 'Good to know',
  title: 'Frequently asked questions',
} as const;
export const EVENTS_HEADING = { eyebrow: 'This month', title: 'Upcoming brunches' } as const;
export const GALLERY_HEADING = {
  eyebrow: 'Brunch vibes',
  title: 'Sunday mornings in the city',
} as const;
export const HOW_HEADING = {
  eyebrow: 'How it works',
  title: 'Four steps to your next table',
} as const;
export const BENEFITS_HEADING = { eyebrow: 'Why Brunchers', title: 'More than a meal' } as const;
export const TESTIMONIAL_LABEL = 'What members say';
export const NOW_LIVE = {
  badge: 'Now Live',
  title: "We're live in the city",
  text: 'Leave your e-mail and be the first to hear about new brunches and members-only events.',
} as const;
export const NEWSLETTER_EMAIL_LABEL = 'Email address';
/** The newsletter's button: a msg() so Portuguese can say it differently from the footer's Join. */
export const NEWSLETTER_JOIN = msg('landing.NEWSLETTER_JOIN', () => 'Join');
export const NEWSLETTER_JOINING = 'Joining...';
export const NEWSLETTER_FAILED = "We couldn't save your address. Please try again.";
export const NEWSLETTER_CONFIRMING = 'Confirming your sign-up...';

export const HOW_IT_WORKS = [
  {
    title: 'Sign up',
    text: 'Create your free account in a minute and tell us a little about you.',
    action: 'Sign up',
  },
  {
    title: 'Explore nearby events',
    text: 'Browse curated brunches at the best spots in town and book a seat, alone or with friends.',
    action: 'Explore events',
  },
  {
    title: 'Build your profile',
    text: 'Share your weekend vibe, wellness habits and what you are looking for.',
    action: 'Build profile',
  },
  {
    title: 'Let the matching happen',
    text: 'We seat you with people you will click with. You just show up hungry.',
    action: 'Get started',
  },
] as const;

export const BENEFITS = [
  {
    title: 'Curated venues',
    text: 'Hand-picked partner cafés and kitchens with brunch worth getting up for.',
  },
  {
    title: 'Thoughtful matching',
    text: 'Tables are put together by age, lifestyle and wellness habits.',
  },
  {
    title: 'Wellness first',
    text: 'Morning walks, yoga brunches and mindful menus alongside the mimosas.',
  },
  {
    title: 'Real friendships',
    text: 'Meet the same faces again, level up your profile and grow your circle.',
  },
] as const;

export const TESTIMONIAL = {
  quote:
    'I moved to the city knowing nobody. Three brunches later I have a Sunday crew, a running buddy and the best shakshuka recommendations in town.',
  author: 'Marta, 31',
  detail: 'Member since spring',
};

export const GALLERY_ALTS = [
  'A stack of pancakes with berries and syrup',
  'Two cups of coffee on a sunny café table',
  'Avocado toast with a poached egg',
  'A terrace with string lights and long shared tables',
  'Fresh orange juice and a bowl of fruit',
  'Friends raising their glasses at brunch',
] as const;

export const FAQ = [
  {
    question: 'Who can join Brunchers?',
    answer:
      'Anyone over 18 who lives in or is visiting the city and wants to meet new people over good food. Sign up is free; you only pay for the events you book.',
  },
  {
    question: 'Do you match people by age, wellness habits and lifestyle?',
    answer:
      'Yes. Each event has an age group, and we put tables together using the lifestyle and wellness answers from your profile, so you sit with people who share your rhythm.',
  },
  {
    question: 'Is Brunchers only for singles?',
    answer:
      'No. Many members come to make friends or grow their network. Singles events are clearly labelled, so you always know what kind of brunch you are booking.',
  },
  {
    question: 'What is included in the ticket?',
    answer:
      'The ticket covers the organisation of the event: the reserved table, the host and the matching. Food and drinks are not included; you order à la carte at the venue.',
  },
  {
    question: 'Can I come to more than one event?',
    answer:
      'Of course. Most members come back regularly: every brunch introduces you to new people, and your profile levels up as you go.',
  },
  {
    question: 'I have dietary needs. Can you accommodate them?',
    answer:
      'Yes. Tell us about allergies or dietary preferences when you sign up (you can update them in your profile) and we pass them on to the venue.',
  },
] as const;

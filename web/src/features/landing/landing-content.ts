// Copy of the landing page sections: How It Works, benefits, testimonial, FAQ, gallery.
import { paths } from '../../lib/paths';
import type { FaqItem } from './faq';

export const HOW_IT_WORKS = [
  {
    title: 'Sign up',
    text: 'Create your free account in a minute and tell us a little about you.',
    action: 'Sign up',
    to: paths.signup,
  },
  {
    title: 'Explore nearby events',
    text: 'Browse curated brunches at the best spots in town and book a seat, alone or with friends.',
    action: 'Explore events',
    to: paths.home,
  },
  {
    title: 'Build your profile',
    text: 'Share your weekend vibe, wellness habits and what you are looking for.',
    action: 'Build profile',
    to: paths.profile,
  },
  {
    title: 'Let the matching happen',
    text: 'We seat you with people you will click with. You just show up hungry.',
    action: 'Get started',
    to: paths.signup,
  },
] as const;

export const BENEFITS = [
  {
    title: 'Curated venues',
    text: 'Hand-picked partner cafés and kitchens with brunch worth getting up for.',
    icon: '/images/icons/venue.svg',
  },
  {
    title: 'Thoughtful matching',
    text: 'Tables are put together by age, lifestyle and wellness habits.',
    icon: '/images/icons/match.svg',
  },
  {
    title: 'Wellness first',
    text: 'Morning walks, yoga brunches and mindful menus alongside the mimosas.',
    icon: '/images/icons/wellness.svg',
  },
  {
    title: 'Real friendships',
    text: 'Meet the same faces again, level up your profile and grow your circle.',
    icon: '/images/icons/friends.svg',
  },
] as const;

export const TESTIMONIAL = {
  quote:
    'I moved to the city knowing nobody. Three brunches later I have a Sunday crew, a running buddy and the best shakshuka recommendations in town.',
  author: 'Marta, 31',
  detail: 'Member since spring',
};

export const GALLERY = [
  { src: '/images/gallery/pancakes.svg', alt: 'A stack of pancakes with berries and syrup' },
  { src: '/images/gallery/coffee.svg', alt: 'Two cups of coffee on a sunny café table' },
  { src: '/images/gallery/toast.svg', alt: 'Avocado toast with a poached egg' },
  {
    src: '/images/gallery/terrace.svg',
    alt: 'A terrace with string lights and long shared tables',
  },
  { src: '/images/gallery/juice.svg', alt: 'Fresh orange juice and a bowl of fruit' },
  { src: '/images/gallery/friends.svg', alt: 'Friends raising their glasses at brunch' },
] as const;

export const FAQ: FaqItem[] = [
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
];

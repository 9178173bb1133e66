import { levelFromXp, type PublicProfileDoc, type UserPhotoDoc } from '@brunchers/model';
import { daysAgo } from './dates.js';
import { eventImagePath } from './events.js';

type MemberSeed = [
  name: string,
  birthYear: number,
  city: string,
  job: string,
  bio: string,
  interests: string[],
  weekendVibe: string,
  socialStyle: string,
];

const MEMBERS: MemberSeed[] = [
  [
    'Sofia Martin',
    1994,
    'Lisbon',
    'Product Designer',
    'Coffee first, then conversation. Always up for a long Sunday brunch.',
    ['yoga', 'design', 'pastries'],
    'Slow mornings and farmers markets',
    'Small groups',
  ],
  [
    'Lucas Pereira',
    1991,
    'Lisbon',
    'Software Engineer',
    'Runner, home cook and terrible at karaoke.',
    ['running', 'cooking', 'jazz'],
    'Morning run, then eggs benedict',
    'One-on-one',
  ],
  [
    'Joana Silva',
    1996,
    'Lisbon',
    'Ceramic Artist',
    'I make mugs for a living and drink from all of them.',
    ['ceramics', 'markets', 'cycling'],
    'Studio mornings, long lunches',
    'Small groups',
  ],
  [
    'Priya Shah',
    1993,
    'Lisbon',
    'Data Scientist',
    'Moved here for the light, stayed for the pastries.',
    ['photography', 'hiking', 'board games'],
    'Exploring a new neighbourhood',
    'Big tables',
  ],
  [
    'Miguel Santos',
    1989,
    'Lisbon',
    'Architect',
    'Sketching buildings and hunting the city’s best tostas.',
    ['architecture', 'surfing', 'wine'],
    'Surf at dawn, brunch after',
    'Small groups',
  ],
  [
    'Emma Clarke',
    1995,
    'Lisbon',
    'Copywriter',
    'Words by day, salsa by night.',
    ['salsa', 'books', 'brunch'],
    'Dance class then mimosas',
    'Big tables',
  ],
  [
    'Rafael Gomes',
    1990,
    'Cascais',
    'Physiotherapist',
    'Beach volleyball, bad puns and good coffee.',
    ['volleyball', 'beach', 'coffee'],
    'Beach and friends',
    'Big tables',
  ],
  [
    'Hannah Weber',
    1992,
    'Lisbon',
    'UX Researcher',
    'Asking “why?” professionally and personally.',
    ['psychology', 'tennis', 'podcasts'],
    'Tennis and a long brunch',
    'One-on-one',
  ],
  [
    'Tiago Fernandes',
    1988,
    'Lisbon',
    'Barista Trainer',
    'Ask me anything about milk foam.',
    ['coffee', 'cycling', 'vinyl'],
    'Record shops and coffee',
    'Small groups',
  ],
  [
    'Chloé Dubois',
    1997,
    'Lisbon',
    'Marketing Manager',
    'Parisian in Lisbon, collecting azulejo photos.',
    ['photography', 'travel', 'pilates'],
    'Pilates, then croissants',
    'Big tables',
  ],
  [
    'André Moreira',
    1994,
    'Porto',
    'Chef',
    'I cook for a living and still love being cooked for.',
    ['cooking', 'football', 'markets'],
    'Market runs and family lunch',
    'Big tables',
  ],
  [
    'Laura Bianchi',
    1993,
    'Lisbon',
    'Yoga Teacher',
    'Breathe in, brunch out.',
    ['yoga', 'meditation', 'plants'],
    'Sunrise yoga and açaí',
    'Small groups',
  ],
  [
    'Daniel Kim',
    1990,
    'Lisbon',
    'Startup Founder',
    'Building things, learning Portuguese one pastry at a time.',
    ['startups', 'climbing', 'languages'],
    'Climbing gym and pancakes',
    'One-on-one',
  ],
  [
    'Beatriz Rocha',
    1998,
    'Lisbon',
    'Medical Student',
    'Studying hard, brunching harder.',
    ['running', 'music', 'baking'],
    'Study sprint then brunch',
    'Big tables',
  ],
  [
    'Oliver Hughes',
    1987,
    'Sintra',
    'Illustrator',
    'Drawing dogs, cafés and the occasional castle.',
    ['drawing', 'dogs', 'hiking'],
    'Forest walks with my dog',
    'Small groups',
  ],
  [
    'Mariana Costa',
    1995,
    'Lisbon',
    'Lawyer',
    'Serious at work, silly at brunch.',
    ['theatre', 'swimming', 'wine'],
    'Swim, then a long lunch',
    'Big tables',
  ],
  [
    'Lars Nilsson',
    1992,
    'Lisbon',
    'Remote Developer',
    'Swapped snow for sunshine. No regrets.',
    ['surfing', 'coding', 'coffee'],
    'Surf lesson and smoothies',
    'One-on-one',
  ],
  [
    'Ana Ferreira',
    1996,
    'Lisbon',
    'Event Planner',
    'I plan parties for others and brunches for me.',
    ['events', 'dancing', 'travel'],
    'Dancing late, brunching later',
    'Big tables',
  ],
  [
    'Karim Haddad',
    1991,
    'Lisbon',
    'Photographer',
    'Chasing golden hour and golden pastries.',
    ['photography', 'cycling', 'jazz'],
    'Golden hour photo walks',
    'Small groups',
  ],
  [
    'Inés Navarro',
    1994,
    'Lisbon',
    'Nurse',
    'Night shifts, so brunch is my dinner.',
    ['reading', 'yoga', 'cinema'],
    'Cinema and sleep-ins',
    'One-on-one',
  ],
];

export const MEMBER_COUNT = MEMBERS.length;
const SECOND_LANGUAGES = ['Portuguese', 'Spanish', 'French'] as const;

export function memberUid(index: number): string {
  return `member-${String(index + 1).padStart(2, '0')}`;
}

export function memberEmail(index: number): string {
  const [name] = MEMBERS[index]!;
  return `${name
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^a-z]+/g, '.')}@example.com`;
}

export function memberPhotoPath(index: number): string {
  return `/images/seed/members/member-${String(index + 1).padStart(2, '0')}.svg`;
}

export function seedMembers(
  now = new Date(),
): Array<{ uid: string; email: string; profile: PublicProfileDoc; photos: UserPhotoDoc[] }> {
  return MEMBERS.map(
    ([name, birthYear, city, job, bio, interests, weekendVibe, socialStyle], index) => {
      const uid = memberUid(index);
      const joined = daysAgo(60 - index, now);
      const xp = (index * 37) % 260;
      return {
        uid,
        email: memberEmail(index),
        profile: {
          user_id: uid,
          display_name: name,
          photo_url: memberPhotoPath(index),
          birth_year: birthYear,
          currently_living_in: city,
          bio,
          job_title: job,
          interests,
          weekend_vibe: weekendVibe,
          social_style: socialStyle,
          // Languages for the table plans: everyone speaks English, plus one of three.
          languages: ['English', SECOND_LANGUAGES[index % SECOND_LANGUAGES.length]!],
          level: levelFromXp(xp),
          experience_points: xp,
          created_at: joined,
        },
        photos: [
          { user_id: uid, photo_url: memberPhotoPath(index), created_at: joined },
          {
            user_id: uid,
            photo_url: eventImagePath(index % 14),
            created_at: new Date(joined.getTime() + 3_600_000),
          },
        ],
      };
    },
  );
}

import type { BrunchStoryDoc, StoryCategory } from '@brunchers/model';
import { daysAgo } from './dates.js';

interface StorySeed {
  id: string;
  title: string;
  subtitle: string;
  description: string;
  author: string;
  daysAgo: number;
  readTime: string;
  category: StoryCategory;
  tags: string[];
  paragraphs: string[];
  tip?: string[];
}

const SEEDS: StorySeed[] = [
  {
    id: 'story-first-brunch',
    title: 'What to Expect at Your First Brunchers Event',
    subtitle: 'From the welcome coffee to the last goodbye',
    description:
      'Nervous about your first event? Here is exactly how the morning unfolds, and why everyone leaves smiling.',
    author: 'Ana Ribeiro',
    daysAgo: 2,
    readTime: '4 min read',
    category: 'Community',
    tags: ['community', 'events'],
    paragraphs: [
      'You arrive, a host greets you by name and hands you a coffee. That is the hardest part over.',
      'Tables are small on purpose: six to eight people, mixed so that nobody sits only with the friends they came with.',
    ],
    tip: [
      'Arrive ten minutes early',
      'Put your phone away for the first hour',
      'Ask one question you really want answered',
    ],
  },
  {
    id: 'story-perfect-galao',
    title: 'The Perfect Galão, According to Three Baristas',
    subtitle: 'Lisbon’s favourite coffee, decoded',
    description:
      'Milk ratios, glass temperature and the great sugar debate: three baristas share their secrets.',
    author: 'Tiago Fernandes',
    daysAgo: 5,
    readTime: '6 min read',
    category: 'Tips',
    tags: ['tips', 'guide', 'coffee'],
    paragraphs: [
      'A galão is served in a tall glass, roughly one part espresso to three parts foamed milk.',
      'Every barista we met agreed on one thing: the glass must be warm before the milk goes in.',
    ],
    tip: ['Warm the glass', 'Use fresh whole milk', 'Pour the espresso last for layers'],
  },
  {
    id: 'story-morning-rituals',
    title: 'Five Morning Rituals That Make Weekends Feel Longer',
    subtitle: 'Small habits, slower Saturdays',
    description:
      'Stretch the weekend with rituals our members swear by, from sunrise walks to phone-free breakfasts.',
    author: 'Marta Lopes',
    daysAgo: 9,
    readTime: '5 min read',
    category: 'Wellness',
    tags: ['wellness', 'health'],
    paragraphs: [
      'Time feels longer when it is full of new memories. A different route to the bakery counts.',
      'Start with water and daylight before coffee; your afternoon self will thank you.',
    ],
    tip: [
      'Sunrise walk',
      'Phone-free breakfast',
      'Cook something new',
      'Call a friend',
      'Write three lines in a journal',
    ],
  },
  {
    id: 'story-met-at-brunch',
    title: 'We Met at a Sunday Brunch',
    subtitle: 'Three friendships that started over eggs',
    description:
      'Three pairs of members tell how a shared table turned into a friendship, a business and a wedding.',
    author: 'Ana Ribeiro',
    daysAgo: 14,
    readTime: '7 min read',
    category: 'Stories',
    tags: ['members'],
    paragraphs: [
      'Joana and Priya were seated together by chance at a garden brunch. A year later they run a ceramics studio together.',
      'Lucas came alone, sat next to the only other runner at the table, and now trains for marathons with him every Sunday.',
    ],
  },
  {
    id: 'story-hosting-tips',
    title: 'How to Host a Brunch for Strangers',
    subtitle: 'Lessons from our event hosts',
    description:
      'Seating plans, icebreakers that are not cringe, and the menu items that always work.',
    author: 'Pedro Costa',
    daysAgo: 20,
    readTime: '6 min read',
    category: 'Tips',
    tags: ['tips', 'hosting'],
    paragraphs: [
      'Hosts seat people by energy, not by job title: a quiet listener next to a storyteller works wonders.',
      'Serve something people can share with their hands; passing plates starts conversations.',
    ],
    tip: ['Mix the tables', 'Name tags with one fun fact', 'Sharing plates first'],
  },
  {
    id: 'story-plant-based',
    title: 'Plant-Based Brunch Without the Compromise',
    subtitle: 'Our chefs’ favourite vegan swaps',
    description:
      'Silken tofu hollandaise, chickpea omelettes and the cashew cream that fooled everyone.',
    author: 'Clara Nunes',
    daysAgo: 25,
    readTime: '5 min read',
    category: 'Wellness',
    tags: ['wellness', 'vegan'],
    paragraphs: [
      'Great vegan brunch is about texture: crispy, creamy and fresh on the same plate.',
      'A pinch of black salt gives tofu scramble its eggy taste.',
    ],
    tip: ['Black salt for eggy flavour', 'Cashew cream for richness', 'Toast the bread well'],
  },
  {
    id: 'story-community-volunteers',
    title: 'Brunch for a Cause: Our Community Volunteers',
    subtitle: 'Members giving back across the city',
    description:
      'Once a month, members cook brunch for a local shelter. Here is how it started and how to join.',
    author: 'Ana Ribeiro',
    daysAgo: 31,
    readTime: '4 min read',
    category: 'Community',
    tags: ['community'],
    paragraphs: [
      'It began with four members and a borrowed kitchen. Today forty volunteers rotate through the shifts.',
      'Every shift ends the same way: everyone sits down and eats together.',
    ],
  },
  {
    id: 'story-solo-brunching',
    title: 'The Joy of Going Solo',
    subtitle: 'Why half our members come alone',
    description:
      'Arriving alone is the norm here, and often the best way to meet people. Members explain why.',
    author: 'Sofia Martin',
    daysAgo: 38,
    readTime: '3 min read',
    category: 'Stories',
    tags: [],
    paragraphs: [
      'When you come alone you are open to the whole table, not just the person you came with.',
      'Our hosts make sure nobody is ever left at the edge of a conversation.',
    ],
  },
  {
    id: 'story-sleep-and-mood',
    title: 'Sleep, Mood and the Sunday Scaries',
    subtitle: 'A sleep coach on resetting your week',
    description:
      'Why Sunday nights feel heavy, and five evidence-based ways to make Monday lighter.',
    author: 'Marta Lopes',
    daysAgo: 45,
    readTime: '8 min read',
    category: 'Wellness',
    tags: ['health', 'sleep'],
    paragraphs: [
      'Late weekend mornings shift your body clock; a consistent wake time matters more than bedtime.',
      'A short walk in the morning light on Sunday makes it easier to fall asleep that night.',
    ],
    tip: ['Keep wake time steady', 'Morning daylight', 'Plan one nice thing for Monday'],
  },
  {
    id: 'story-city-guide',
    title: 'A Weekend Brunch Guide to Lisbon',
    subtitle: 'From Alfama to Cais do Sodré',
    description:
      'Twelve neighbourhood spots, the dishes to order and when to go to skip the queue.',
    author: 'Tiago Fernandes',
    daysAgo: 52,
    readTime: '9 min read',
    category: 'Tips',
    tags: ['guide', 'city'],
    paragraphs: [
      'Start in Alfama before ten, when the terraces are quiet and the light is soft.',
      'End in Cais do Sodré, where brunch turns into lunch without anyone noticing.',
    ],
    tip: ['Alfama before 10', 'Príncipe Real for sourdough', 'Cais do Sodré for late starters'],
  },
];

export function seedStories(now = new Date()): Array<{ id: string; doc: BrunchStoryDoc }> {
  return SEEDS.map((seed, index) => {
    const published = daysAgo(seed.daysAgo, now);
    return {
      id: seed.id,
      doc: {
        title: seed.title,
        subtitle: seed.subtitle,
        description: seed.description,
        author: seed.author,
        publish_date: published.toISOString().slice(0, 10),
        created_at: published,
        read_time: seed.readTime,
        category: seed.category,
        main_image: storyImagePath(index),
        content: storyHtml(seed),
        tags: seed.tags,
      },
    };
  });
}

export const STORY_TITLES = SEEDS.map((s) => s.title);

export function storyImagePath(index: number): string {
  return `/images/seed/stories/story-${String(index + 1).padStart(2, '0')}.svg`;
}

function storyHtml(seed: StorySeed): string {
  const paragraphs = seed.paragraphs.map((p) => `<p>${p}</p>`).join('\n');
  const tips = seed.tip
    ? `\n<h2>Quick tips</h2>\n<ul>${seed.tip.map((t) => `<li>${t}</li>`).join('')}</ul>`
    : '';
  return `<p><strong>${seed.description}</strong></p>\n${paragraphs}${tips}\n<blockquote>See you at the table.</blockquote>`;
}

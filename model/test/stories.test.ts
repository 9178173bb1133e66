import { describe, expect, it } from 'vitest';
import {
  categoryFromTags,
  filterStories,
  importProblemText,
  importStoriesInputSchema,
  missingStoryCsvColumns,
  normalisePublishDate,
  parseStoryCsvRows,
  storyDocFromImportRow,
  storyReadTime,
  type StoryCsvResult,
} from '../src/index';

/** The rejected rows with their reasons in English words. */
const reasons = ({ accepted, rejected }: StoryCsvResult) => ({
  accepted,
  rejected: rejected.map(({ line, problem }) => ({ line, reason: importProblemText(problem) })),
});

const HEADER = [
  'id',
  'title',
  'subtitle',
  'description',
  'author',
  'publish_date',
  'main_image',
  'content',
  'tags',
];
const row = (overrides: Partial<Record<string, string>> = {}) => {
  const values: Record<string, string> = {
    id: 's1',
    title: 'Morning rituals',
    subtitle: 'Start slow',
    description: 'How we start weekends',
    author: 'Ana',
    publish_date: '2025-01-05',
    main_image: '/images/story.jpg',
    content: '<p>Hello</p>',
    tags: 'wellness, mornings',
    ...overrides,
  };
  return HEADER.map((column) => values[column] ?? '');
};

describe('categoryFromTags', () => {
  it.each([
    ['Wellness', 'Wellness'],
    ['mental HEALTH', 'Wellness'],
    ['tips', 'Tips'],
    ['City Guide', 'Tips'],
    ['community', 'Community'],
    ['Events, food', 'Community'],
    ['food', 'Stories'],
    ['', 'Stories'],
  ])('%j → %s', (tags, category) => {
    expect(categoryFromTags(tags)).toBe(category);
  });
  it('gives Wellness precedence over Tips, and Tips over Community', () => {
    expect(categoryFromTags('tips, health')).toBe('Wellness');
    expect(categoryFromTags('community, guide')).toBe('Tips');
  });
  it('accepts a list, and nothing', () => {
    expect(categoryFromTags(['food', 'Guide'])).toBe('Tips');
    expect(categoryFromTags([])).toBe('Stories');
    expect(categoryFromTags(null)).toBe('Stories');
  });
});

describe('parseStoryCsvRows', () => {
  it('accepts a complete row and derives its category', () => {
    const { accepted, rejected } = parseStoryCsvRows(HEADER, [row()]);
    expect(rejected).toEqual([]);
    expect(accepted).toEqual([
      {
        rowId: 's1',
        title: 'Morning rituals',
        subtitle: 'Start slow',
        description: 'How we start weekends',
        author: 'Ana',
        publishDate: '2025-01-05',
        mainImage: '/images/story.jpg',
        content: '<p>Hello</p>',
        tags: 'wellness, mornings',
        category: 'Wellness',
      },
    ]);
    expect(importStoriesInputSchema.safeParse({ stories: accepted }).success).toBe(true);
  });

  it('tags a story with the language its optional language column states (issue 37.3)', () => {
    const header = [...HEADER, 'Language'];
    const { accepted } = parseStoryCsvRows(header, [
      [...row(), 'pt'],
      [...row({ id: 's2' }), 'en-GB'],
      [...row({ id: 's3' }), ''],
    ]);
    expect(accepted.map((story) => story.language)).toEqual(['pt-PT', 'en', undefined]);
    expect(storyDocFromImportRow(accepted[0]!, new Date()).language).toBe('pt-PT');
    expect(storyDocFromImportRow(accepted[2]!, new Date())).not.toHaveProperty('language');
  });

  it('applies the skip rules with 1-based file line numbers', () => {
    const rows = [
      row({ id: 'ok1' }),
      ['', '  ', '', '', '', '', '', '', ''],
      [''],
      ['s3', 'Short row', 'x'],
      row({ id: '' }),
      row({ id: 's5', title: '  ' }),
      row({ id: 's6', author: '' }),
      row({ id: 'ok2', tags: '' }),
    ];
    const { accepted, rejected } = reasons(parseStoryCsvRows(HEADER, rows));
    expect(accepted.map((story) => [story.rowId, story.category])).toEqual([
      ['ok1', 'Wellness'],
      ['ok2', 'Stories'],
    ]);
    expect(rejected).toEqual([
      { line: 3, reason: 'blank row' },
      { line: 4, reason: 'blank row' },
      { line: 5, reason: 'only 3 of 9 cells' },
      { line: 6, reason: 'missing id' },
      { line: 7, reason: 'missing title' },
      { line: 8, reason: 'missing author' },
    ]);
  });

  it('matches columns by name regardless of order, case and punctuation', () => {
    const header = ['Tags', 'Author', 'Title', 'ID', 'publishDate', 'Main Image'];
    const { accepted } = parseStoryCsvRows(header, [
      ['guide', 'Bo', 'City walk', '7', 'Jan 5, 2025', '/x.jpg'],
    ]);
    expect(accepted[0]).toMatchObject({
      rowId: '7',
      title: 'City walk',
      author: 'Bo',
      category: 'Tips',
      publishDate: '2025-01-05',
      mainImage: '/x.jpg',
      subtitle: '',
    });
  });

  it('rejects rows the import contract would refuse', () => {
    const { accepted, rejected } = reasons(
      parseStoryCsvRows(HEADER, [row({ id: 'a/b' }), row({ title: 'x'.repeat(301) })]),
    );
    expect(accepted).toEqual([]);
    expect(rejected.map((entry) => entry.line)).toEqual([2, 3]);
    expect(rejected[0]?.reason).toMatch(/^rowId:/);
    expect(rejected[1]?.reason).toBe('title: longer than 300 characters');
  });

  it('reports missing required header columns', () => {
    expect(missingStoryCsvColumns(['Title', 'body'])).toEqual(['id', 'author']);
    expect(missingStoryCsvColumns(HEADER)).toEqual([]);
  });
});

describe('normalisePublishDate', () => {
  it.each([
    ['2025-01-05', '2025-01-05'],
    ['2025-1-5', '2025-01-05'],
    ['2025/01/05', '2025-01-05'],
    ['2025-01-05T10:00:00Z', '2025-01-05'],
    ['January 5, 2025', '2025-01-05'],
    ['Dec 31 2024', '2024-12-31'],
    ['2025-02-30', ''],
    ['soon', ''],
    ['', ''],
  ])('%j → %j', (raw, expected) => {
    expect(normalisePublishDate(raw)).toBe(expected);
  });
});

describe('story documents and lists', () => {
  it('builds the stored document with nulls and split tags', () => {
    const [imported] = parseStoryCsvRows(HEADER, [
      row({ subtitle: '', publish_date: '', tags: 'tips; city ,' }),
    ]).accepted;
    const now = new Date('2025-03-01T00:00:00Z');
    expect(storyDocFromImportRow(imported!, now)).toEqual({
      title: 'Morning rituals',
      subtitle: null,
      description: 'How we start weekends',
      author: 'Ana',
      publish_date: null,
      created_at: now,
      read_time: '5 min read',
      category: 'Tips',
      main_image: '/images/story.jpg',
      content: '<p>Hello</p>',
      tags: ['tips', 'city'],
    });
  });

  it('defaults the read time', () => {
    expect(storyReadTime({ read_time: null })).toBe('5 min read');
    expect(storyReadTime({ read_time: ' ' })).toBe('5 min read');
    expect(storyReadTime({ read_time: '3 min read' })).toBe('3 min read');
  });

  it('filters by search over title and excerpt, and by category', () => {
    const stories = [
      { id: '1', title: 'Yoga Brunch', description: 'Stretch', category: 'Wellness' },
      {
        id: '2',
        title: 'Best cafés',
        description: 'A guide to YOGA-free mornings',
        category: 'Tips',
      },
      { id: '3', title: 'Meetups', description: null, category: 'Community' },
    ];
    expect(filterStories(stories, 'yoga', 'All').map((s) => s.id)).toEqual(['1', '2']);
    expect(filterStories(stories, 'yoga', 'Tips').map((s) => s.id)).toEqual(['2']);
    expect(filterStories(stories, '  ', 'Community').map((s) => s.id)).toEqual(['3']);
    expect(filterStories(stories, 'nothing', 'All')).toEqual([]);
  });
});

describe('an unparseable publish date (issue 17 §10)', () => {
  it('rejects the row with its reason instead of importing a story without a date', () => {
    const result = reasons(
      parseStoryCsvRows(HEADER, [row({ publish_date: 'soon' }), row({ publish_date: '' })]),
    );
    expect(result.rejected).toEqual([
      { line: 2, reason: 'publish_date: "soon" is not a date (use YYYY-MM-DD)' },
    ]);
    expect(result.accepted).toHaveLength(1);
  });
});

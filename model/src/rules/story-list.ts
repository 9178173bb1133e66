// What the story pages show: the read time and the list's filters (the CSV import rules are
// stories.ts, apart, so /stories and /story/{id} carry no import schema).

import { DEFAULT_READ_TIME, type StoryCategory } from '../constants';

/** The read time to show: the stored one, else '5 min read'. */
export function storyReadTime(story: { read_time?: string | null }): string {
  const readTime = story.read_time?.trim();
  return readTime ? readTime : DEFAULT_READ_TIME;
}

export type StoryCategoryFilter = StoryCategory | 'All';

/**
 * The stories list: search over title and excerpt (description), case-insensitive, and the
 * category chip ('All' for All Stories). Keeps the input order (publish_date descending).
 */
export function filterStories<
  S extends { title: string; description?: string | null; category: string },
>(stories: readonly S[], search: string, category: StoryCategoryFilter): S[] {
  const needle = search.trim().toLowerCase();
  return stories.filter(
    (story) =>
      (category === 'All' || story.category === category) &&
      (needle === '' ||
        story.title.toLowerCase().includes(needle) ||
        (story.description ?? '').toLowerCase().includes(needle)),
  );
}

import {
  ALL_STORIES,
  filterStories,
  STORIES_EMPTY,
  STORY_CATEGORIES,
  type StoryCategoryFilter,
} from '@brunchers/model';
import { useState } from 'react';
import { cx } from '../../ui/cx';
import { EmptyState } from '../../ui/empty-state';
import { FormField } from '../../ui/form-field';
import { Spinner } from '../../ui/spinner';
import { StoryCard } from './story-card';
import { useStories } from './story-data';

const CHIPS: { value: StoryCategoryFilter; label: string }[] = [
  { value: 'All', label: ALL_STORIES },
  ...STORY_CATEGORIES.map((category) => ({ value: category, label: category })),
];

/** /stories — search, category chips, first result featured, the rest in a grid. */
export function Component() {
  const stories = useStories();
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState<StoryCategoryFilter>('All');
  const visible = stories.status === 'ready' ? filterStories(stories.data, search, category) : [];
  const [featured, ...rest] = visible;
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <header className="mb-8 flex flex-col gap-2">
        <h1 className="text-4xl font-semibold">Stories</h1>
        <p className="text-ink-700">
          Tips, community moments and wellness reads from the Brunchers table.
        </p>
      </header>
      <div role="search" className="mb-4">
        <FormField
          label="Search stories"
          type="search"
          placeholder="Title or excerpt"
          value={search}
          onChange={(change) => setSearch(change.target.value)}
        />
      </div>
      <div role="group" aria-label="Category" className="mb-8 flex flex-wrap gap-2">
        {CHIPS.map((chip) => (
          <button
            key={chip.value}
            type="button"
            aria-pressed={category === chip.value}
            onClick={() => setCategory(chip.value)}
            className={cx(
              'rounded-full px-4 py-2 text-sm font-semibold ring-1 transition-colors',
              category === chip.value
                ? 'bg-ink-900 text-white ring-ink-900'
                : 'bg-white text-ink-700 ring-ink-900/15 hover:text-ink-900',
            )}
          >
            {chip.label}
          </button>
        ))}
      </div>
      {stories.status === 'loading' ? (
        // At least a screen tall, so the footer does not jump up and back as the list arrives.
        <Spinner label="Loading stories..." className="min-h-dvh" />
      ) : stories.status === 'error' ? (
        <EmptyState title="We couldn't load stories" description="Please try again in a moment." />
      ) : !featured ? (
        <EmptyState title={STORIES_EMPTY} />
      ) : (
        <div className="flex flex-col gap-6">
          <StoryCard story={featured} featured />
          {rest.length > 0 ? (
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {rest.map((story) => (
                <li key={story.id}>
                  <StoryCard story={story} />
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      )}
    </div>
  );
}

import {
  formatStoryDate,
  HTML_LANG,
  LOCALE_NAMES,
  storyReadTime,
  type BrunchStoryWithId,
} from '@brunchers/model';
import { Link } from 'react-router';
import { storyPath } from '../../lib/paths';
import { Badge } from '../../ui/badge';
import { cx } from '../../ui/cx';
import { PLACEHOLDER_STORY_IMAGE } from './story-data';
import { t, useLocale } from '../../lib/i18n';

/** Author · read time · date line of cards and the story page. */
export function StoryMeta({ story, className }: { story: BrunchStoryWithId; className?: string }) {
  const date = formatStoryDate(story.publish_date, useLocale());
  return (
    <p className={cx('text-sm text-ink-600', className)}>
      {story.author} · {storyReadTime(story)}
      {date ? ` · ${date}` : ''}
    </p>
  );
}

/** A story teaser; `featured` makes the large first card of the list. */
export function StoryCard({
  story,
  featured = false,
}: {
  story: BrunchStoryWithId;
  featured?: boolean;
}) {
  return (
    <Link
      to={storyPath(story.id)}
      className={cx(
        'group flex h-full overflow-hidden rounded-(--radius-card) bg-white shadow-(--shadow-soft) ring-1 ring-ink-900/5 transition hover:shadow-lg',
        featured ? 'flex-col md:flex-row' : 'flex-col',
      )}
    >
      <img
        src={story.main_image || PLACEHOLDER_STORY_IMAGE}
        alt=""
        // The featured card's image is the list's largest paint: at once, before the others.
        loading={featured ? 'eager' : 'lazy'}
        fetchPriority={featured ? 'high' : 'auto'}
        onError={(event) => {
          if (!event.currentTarget.src.endsWith(PLACEHOLDER_STORY_IMAGE))
            event.currentTarget.src = PLACEHOLDER_STORY_IMAGE;
        }}
        className={cx(
          'bg-cream-200 object-cover',
          featured ? 'aspect-[16/10] md:aspect-auto md:w-1/2' : 'aspect-[16/10] w-full',
        )}
      />
      <div className={cx('flex flex-1 flex-col gap-3', featured ? 'p-6 md:p-10' : 'p-5')}>
        <span className="flex flex-wrap gap-2">
          <Badge tone="sage">{t(story.category)}</Badge>
          <StoryLanguage story={story} />
        </span>
        <h2
          className={cx(
            'font-semibold group-hover:text-terracotta-700',
            featured ? 'text-3xl' : 'text-xl',
          )}
        >
          {story.title}
        </h2>
        {story.description ? (
          <p className="line-clamp-3 text-ink-700">{story.description}</p>
        ) : null}
        <StoryMeta story={story} className="mt-auto pt-2" />
      </div>
    </Link>
  );
}

/** The language the story is written in, named in itself (issue 37.3); nothing when unstated. */
export function StoryLanguage({ story }: { story: Pick<BrunchStoryWithId, 'language'> }) {
  if (!story.language) return null;
  return (
    <Badge tone="neutral">
      <span lang={HTML_LANG[story.language]}>{LOCALE_NAMES[story.language]}</span>
    </Badge>
  );
}

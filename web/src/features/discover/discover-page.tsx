// /discover: one card at a time; like or pass stores the choice (a failure is only
// logged) and moves to the next card, wrapping to the first; Liked! names the member.
import {
  DISCOVER_EMPTY,
  DISCOVER_LOADING,
  LIKED_TITLE,
  likedMember,
  nextCardIndex,
  type DiscoverCard,
  DISCOVER_TITLE,
  DISCOVER_PASS,
  DISCOVER_LIKE,
  passOn,
  likeMember,
} from '@brunchers/model';
import { useEffect, useState } from 'react';
import { useFirestore } from 'reactfire';
import { useMember } from '../../lib/member-context';
import { Button } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { Spinner } from '../../ui/spinner';
import { notify } from '../../ui/toast';
import { DiscoverCardView } from './discover-card';
import { loadDiscoverCards, saveLike } from './discover-data';
import { SafetyActions } from '../safety/safety-actions';
import { t } from '../../lib/i18n';

type Cards =
  | { status: 'loading' }
  | { status: 'ready'; cards: DiscoverCard[] }
  | { status: 'error'; error: Error };

export function Component() {
  const db = useFirestore();
  const { uid } = useMember();
  const [state, setState] = useState<Cards>({ status: 'loading' });
  const [index, setIndex] = useState(0);

  useEffect(() => {
    let live = true;
    loadDiscoverCards(db, uid, new Date())
      .then((cards) => live && setState({ status: 'ready', cards }))
      .catch(
        (error: unknown) =>
          live &&
          setState({
            status: 'error',
            error: error instanceof Error ? error : new Error(String(error)),
          }),
      );
    return () => {
      live = false;
    };
  }, [db, uid]);

  if (state.status === 'loading') return <Spinner label={t(DISCOVER_LOADING)} />;
  if (state.status === 'error') throw state.error;
  const { cards } = state;
  if (cards.length === 0) return <EmptyState title={t(DISCOVER_EMPTY)} />;
  const card = cards[Math.min(index, cards.length - 1)]!;

  function choose(isLike: boolean) {
    // The card advances at once; the write's failure is only logged.
    saveLike(db, uid, card.id, isLike).catch((error: unknown) =>
      console.warn(`${isLike ? 'Like' : 'Pass'} not saved`, error),
    );
    if (isLike) notify.success({ title: t(LIKED_TITLE), description: t(likedMember, card.name) });
    setIndex((current) => nextCardIndex(current, cards.length));
  }

  return (
    <div className="mx-auto flex max-w-md flex-col gap-4">
      <div className="flex items-baseline justify-between gap-4">
        <h1 className="font-display text-3xl font-semibold">{t(DISCOVER_TITLE)}</h1>
        <p className="text-sm font-semibold text-ink-600" aria-live="polite">
          {index + 1} / {cards.length}
        </p>
      </div>
      <DiscoverCardView key={card.id} card={card} />
      {/* On phones the buttons stay above the tab bar even when a long bio runs past the screen. */}
      <div className="sticky bottom-20 z-10 flex justify-center gap-6 md:static">
        <Button
          variant="outline"
          size="lg"
          onClick={() => choose(false)}
          aria-label={t(passOn, card.name)}
        >
          {t(DISCOVER_PASS)}
        </Button>
        <Button size="lg" onClick={() => choose(true)} aria-label={t(likeMember, card.name)}>
          {t(DISCOVER_LIKE)}
        </Button>
      </div>
      {/* Below Like and Pass, so the card's main choice stays on the first screen. */}
      <SafetyActions
        memberId={card.id}
        name={card.name}
        // A blocked member's card goes at once (and stays gone: the server keeps the block list).
        onBlocked={() =>
          setState({ status: 'ready', cards: cards.filter((other) => other.id !== card.id) })
        }
      />
    </div>
  );
}

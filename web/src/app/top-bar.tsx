import {
  avatarInitials,
  MENU,
  MY_BRUNCHES,
  NAV_EVENTS,
  NAV_MAIN,
  NAV_PLACES,
  NAV_STORIES,
  PRODUCT_NAME,
  PROFILE_LINK,
  profileOf,
  SIGN_IN,
  SIGN_OUT,
  SIGNED_IN,
  TOPBAR_SCROLL_THRESHOLD_PX,
} from '@brunchers/model';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { useLazySession } from '../lib/firebase/lazy';
import { t } from '../lib/i18n';
import { LanguageSwitcher } from './language-switcher';
import { Avatar } from '../ui/avatar';
import { ButtonLink } from '../ui/button';
import { cx } from '../ui/cx';
import { eventsSectionPath, paths } from '../lib/paths';

/** True once the window has scrolled more than `threshold` px. */
function useScrolledPast(threshold: number): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > threshold);
    // The first reading waits for the next frame: read here, during React's commit of a new page,
    // scrollY would force the browser to lay the whole page out inside React's task (the frame
    // lays it out anyway, so reading it there costs nothing).
    const frame = requestAnimationFrame(update);
    window.addEventListener('scroll', update, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', update);
    };
  }, [threshold]);
  return scrolled;
}

const NAV_LINK =
  'rounded-full px-3 py-1.5 text-sm font-semibold text-ink-700 hover:bg-ink-900/5 hover:text-ink-900 aria-[current=page]:text-terracotta-700';

const NAV = [
  { to: paths.places, label: NAV_PLACES },
  { to: paths.stories, label: NAV_STORIES },
];

const MOBILE_NAV_LINK =
  'block rounded-xl px-4 py-3 text-base font-semibold text-ink-900 hover:bg-ink-900/5 aria-[current=page]:bg-terracotta-100 aria-[current=page]:text-terracotta-700';

/**
 * The phone menu: a disclosure button (aria-expanded) that shows the same links as the desktop nav
 * in a panel below the bar. Escape or a click outside closes it and Escape returns focus to the
 * button; following a link closes it (it is open only for the location it was opened on).
 * Hand-written like the FAQ accordion: Headless UI would add ~10 KB gzip to every page's first load.
 */
function useMobileMenu() {
  const location = useLocation();
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === location.key;
  const button = useRef<HTMLButtonElement>(null);
  const header = useRef<HTMLElement>(null);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpenAt(null);
      button.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (!header.current?.contains(event.target as Node)) setOpenAt(null);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);
  return {
    open,
    button,
    header,
    toggle: () => setOpenAt(open ? null : location.key),
    close: () => setOpenAt(null),
  };
}

/** Sticky top bar: transparent at the top, a solid blurred bar after 50 px of scroll. */
export function TopBar() {
  const scrolled = useScrolledPast(TOPBAR_SCROLL_THRESHOLD_PX);
  const menu = useMobileMenu();
  const menuId = useId();
  const location = useLocation();
  // A signed-in member sees their state here too (Auth loads after the first paint, where someone
  // has signed in in this browser).
  const session = useLazySession();
  const member = session.status === 'ready' ? session.user : null;
  const signOut = () => {
    menu.close();
    if (session.status === 'ready') void session.auth?.signOut();
  };
  return (
    <header
      ref={menu.header}
      data-scrolled={scrolled}
      className={cx(
        'sticky top-0 z-40 transition-[background-color,box-shadow] duration-300',
        scrolled || menu.open
          ? 'bg-cream-50/95 shadow-(--shadow-soft) backdrop-blur-md'
          : 'bg-transparent',
      )}
    >
      <div
        className={cx(
          'mx-auto flex max-w-6xl items-center gap-4 px-4 transition-[height] sm:px-6',
          scrolled ? 'h-14' : 'h-18',
        )}
      >
        <Link
          to={paths.home}
          className="flex items-center gap-2 rounded-full font-display text-xl font-semibold text-ink-900"
        >
          <img src="/images/logo.svg" alt="" className="size-8" />
          {t(PRODUCT_NAME)}
        </Link>
        <nav aria-label={t(NAV_MAIN)} className="ml-4 hidden gap-1 md:flex">
          {/* A plain Link for the events anchor: NavLink ignores hashes and would mark it current on "/". */}
          <Link to={eventsSectionPath} className={NAV_LINK}>
            {t(NAV_EVENTS)}
          </Link>
          {NAV.map((item) => (
            <NavLink key={item.to} to={item.to} className={NAV_LINK}>
              {t(item.label)}
            </NavLink>
          ))}
        </nav>
        <div className="ml-auto flex items-center gap-2">
          <LanguageSwitcher uid={member?.uid} className="hidden md:block" />
          {member ? (
            <>
              <ButtonLink
                to={paths.dashboard}
                size="sm"
                variant={scrolled ? 'primary' : 'outline'}
                className="whitespace-nowrap"
              >
                {t(MY_BRUNCHES)}
              </ButtonLink>
              <button
                type="button"
                onClick={signOut}
                className="hidden rounded-full px-3 py-1.5 text-sm font-semibold text-ink-700 hover:bg-ink-900/5 md:inline-flex"
              >
                {t(SIGN_OUT)}
              </button>
              <Link to={paths.profile} className="rounded-full ring-1 ring-ink-900/15">
                {/* The initials name the link (an image with an empty name fails axe). */}
                <Avatar
                  initials={avatarInitials(member.email ?? '')}
                  alt={t(profileOf, member.email ?? t(SIGNED_IN))}
                  size="sm"
                />
              </Link>
            </>
          ) : (
            <>
              {/* Hidden (space kept) until Auth says nobody is signed in: no flash for members. */}
              <ButtonLink
                to={paths.login}
                state={{ from: `${location.pathname}${location.search}${location.hash}` }}
                size="sm"
                variant={scrolled ? 'primary' : 'outline'}
                className={cx(session.status === 'loading' && 'invisible')}
              >
                {t(SIGN_IN)}
              </ButtonLink>
              <Link
                to={paths.profile}
                aria-label={t(PROFILE_LINK)}
                className="inline-flex size-9 items-center justify-center rounded-full bg-white text-ink-900 ring-1 ring-ink-900/15 hover:bg-cream-200"
              >
                <svg
                  aria-hidden="true"
                  viewBox="0 0 24 24"
                  className="size-5"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="1.8"
                >
                  <circle cx="12" cy="8" r="4" />
                  <path d="M4 20c1.5-4 4.5-6 8-6s6.5 2 8 6" strokeLinecap="round" />
                </svg>
              </Link>
            </>
          )}
          <button
            ref={menu.button}
            type="button"
            aria-label={t(MENU)}
            aria-expanded={menu.open}
            aria-controls={menuId}
            onClick={menu.toggle}
            className="inline-flex size-9 items-center justify-center rounded-full bg-white text-ink-900 ring-1 ring-ink-900/15 hover:bg-cream-200 aria-expanded:bg-ink-900 aria-expanded:text-white aria-expanded:ring-ink-900 md:hidden"
          >
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="size-5"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            >
              {menu.open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
            </svg>
          </button>
        </div>
      </div>
      <nav
        id={menuId}
        aria-label={t(NAV_MAIN)}
        hidden={!menu.open}
        className="absolute inset-x-0 top-full border-t border-ink-900/10 bg-cream-50 px-4 pt-2 pb-4 shadow-(--shadow-soft) sm:px-6 md:hidden"
      >
        <ul className="flex flex-col gap-1">
          <li>
            <Link to={eventsSectionPath} onClick={menu.close} className={MOBILE_NAV_LINK}>
              {t(NAV_EVENTS)}
            </Link>
          </li>
          {NAV.map((item) => (
            <li key={item.to}>
              <NavLink to={item.to} onClick={menu.close} className={MOBILE_NAV_LINK}>
                {t(item.label)}
              </NavLink>
            </li>
          ))}
          {member ? (
            <li>
              <button
                type="button"
                onClick={signOut}
                className={cx(MOBILE_NAV_LINK, 'w-full text-left')}
              >
                {t(SIGN_OUT)}
              </button>
            </li>
          ) : null}
          <li className="px-4 pt-2">
            <LanguageSwitcher uid={member?.uid} />
          </li>
        </ul>
      </nav>
    </header>
  );
}

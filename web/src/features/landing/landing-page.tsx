import {
  BENEFITS_HEADING,
  EVENTS_HEADING,
  EVENTS_LOADING,
  FAQ_HEADING,
  GALLERY_HEADING,
  HERO_BADGE,
  HERO_IMAGE_ALT,
  HERO_TEXT,
  HERO_TITLE,
  HOW_HEADING,
  JOIN_NOW,
  MY_BRUNCHES,
  NOW_LIVE,
  SEE_EVENTS,
  TESTIMONIAL,
  TESTIMONIAL_LABEL,
} from '@brunchers/model';
import { lazy, Suspense, useEffect } from 'react';
import { useLocation } from 'react-router';
import { EVENTS_SECTION_ID, paths } from '../../lib/paths';
import { useLazySession } from '../../lib/firebase/lazy';
import { t } from '../../lib/i18n';
import { Button, ButtonLink } from '../../ui/button';
import { Spinner } from '../../ui/spinner';
import { FaqAccordion } from './faq';
import { benefits, faq, gallery, howItWorks } from './landing-content';
import { NewsletterForm } from './newsletter-form';
import { useNearViewport } from './use-near-viewport';

// The live grid brings the Firebase SDKs: they load once the grid is about to scroll into view (or
// the page has settled), so the first paint and the hero never wait for them.
const LandingEvents = lazy(() => import('./landing-events'));

function scrollToEvents() {
  document.getElementById(EVENTS_SECTION_ID)?.scrollIntoView({ behavior: 'smooth' });
}

/** / — the marketing landing page with the live events grid. */
export function Component() {
  const { hash } = useLocation();
  useEffect(() => {
    if (hash === `#${EVENTS_SECTION_ID}`) scrollToEvents();
  }, [hash]);
  return (
    <>
      <Hero />
      <Gallery />
      <NowLive />
      <HowItWorks />
      <UpcomingEvents />
      <Benefits />
      <Testimonial />
      <section aria-labelledby="faq-title" className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
        <SectionHeading id="faq-title" {...t(FAQ_HEADING)} />
        <FaqAccordion items={faq()} />
      </section>
    </>
  );
}

function UpcomingEvents() {
  const [ref, near] = useNearViewport<HTMLElement>();
  // A screen tall: a visitor who opens /#events is looking at it (see events-grid.tsx).
  const loading = <Spinner label={t(EVENTS_LOADING)} className="min-h-dvh" />;
  return (
    <section
      ref={ref}
      id={EVENTS_SECTION_ID}
      aria-labelledby="events-title"
      className="mx-auto max-w-6xl px-4 py-16 sm:px-6"
    >
      <SectionHeading id="events-title" {...t(EVENTS_HEADING)} />
      {near ? (
        <Suspense fallback={loading}>
          <LandingEvents />
        </Suspense>
      ) : (
        loading
      )}
    </section>
  );
}

function SectionHeading({
  id,
  eyebrow,
  title,
  text,
}: {
  id: string;
  eyebrow: string;
  title: string;
  text?: string;
}) {
  return (
    <div className="mb-8 flex flex-col gap-2">
      <p className="text-sm font-semibold tracking-wide text-terracotta-700 uppercase">{eyebrow}</p>
      <h2 id={id} className="text-3xl font-semibold sm:text-4xl">
        {title}
      </h2>
      {text ? <p className="max-w-2xl text-ink-700">{text}</p> : null}
    </div>
  );
}

function Hero() {
  // A signed-in member is past joining: their way in is their own area.
  const session = useLazySession();
  const signedIn = session.status === 'ready' && session.user !== null;
  const title = t(HERO_TITLE);
  return (
    <section className="mx-auto grid max-w-6xl items-center gap-10 px-4 pt-6 pb-12 sm:px-6 md:grid-cols-[1.1fr_1fr] md:pt-12">
      <div className="flex flex-col gap-6">
        <p className="self-start rounded-full bg-sage-100 px-3 py-1 text-sm font-semibold text-sage-700">
          {t(HERO_BADGE)}
        </p>
        <h1 className="text-4xl leading-[1.05] font-semibold sm:text-6xl">
          {title.before}
          <span className="text-terracotta-600">{title.highlight}</span>
          {title.after}
        </h1>
        <p className="max-w-xl text-lg text-ink-700">{t(HERO_TEXT)}</p>
        <div className="flex flex-wrap gap-3">
          <ButtonLink to={signedIn ? paths.dashboard : paths.signup} size="lg">
            {t(signedIn ? MY_BRUNCHES : JOIN_NOW)}
          </ButtonLink>
          <Button variant="outline" size="lg" onClick={scrollToEvents}>
            {t(SEE_EVENTS)}
          </Button>
        </div>
      </div>
      <img
        src="/images/hero.svg"
        alt={t(HERO_IMAGE_ALT)}
        width={560}
        height={480}
        fetchPriority="high"
        className="w-full"
      />
    </section>
  );
}

function Gallery() {
  return (
    <section aria-labelledby="gallery-title" className="bg-cream-200/60 py-16">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading id="gallery-title" {...t(GALLERY_HEADING)} />
        <ul className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3">
          {gallery().map((photo) => (
            <li key={photo.src}>
              <img
                src={photo.src}
                alt={photo.alt}
                loading="lazy"
                className="aspect-[4/3] w-full rounded-2xl object-cover shadow-(--shadow-soft)"
              />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function NowLive() {
  return (
    <section aria-labelledby="now-live-title" className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
      <div className="flex flex-col items-start gap-6 rounded-(--radius-card) bg-terracotta-700 px-6 py-10 text-white sm:px-10 md:flex-row md:items-center md:justify-between">
        <div className="flex flex-col gap-2">
          <p className="flex items-center gap-2 text-sm font-semibold tracking-wide uppercase">
            <span
              aria-hidden="true"
              className="size-2.5 animate-pulse rounded-full bg-butter-400 motion-reduce:animate-none"
            />
            {t(NOW_LIVE.badge)}
          </p>
          <h2 id="now-live-title" className="text-3xl font-semibold text-white">
            {t(NOW_LIVE.title)}
          </h2>
          <p className="max-w-md text-cream-100">{t(NOW_LIVE.text)}</p>
        </div>
        <NewsletterForm />
      </div>
    </section>
  );
}

function HowItWorks() {
  return (
    <section aria-labelledby="how-title" className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
      <SectionHeading id="how-title" {...t(HOW_HEADING)} />
      <ol className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {howItWorks().map((step, index) => (
          <li
            key={step.title}
            className="flex flex-col gap-3 rounded-(--radius-card) bg-white p-6 shadow-(--shadow-soft) ring-1 ring-ink-900/5"
          >
            <span
              aria-hidden="true"
              className="inline-flex size-10 items-center justify-center rounded-full bg-sage-100 font-display text-lg font-semibold text-sage-700"
            >
              {index + 1}
            </span>
            <h3 className="text-xl font-semibold">{step.title}</h3>
            <p className="flex-1 text-sm text-ink-700">{step.text}</p>
            <ButtonLink
              to={step.to}
              variant="outline"
              size="sm"
              className="self-start"
              onClick={step.to === paths.home ? scrollToEvents : undefined}
            >
              {step.action}
            </ButtonLink>
          </li>
        ))}
      </ol>
    </section>
  );
}

function Benefits() {
  return (
    <section aria-labelledby="benefits-title" className="bg-sage-100/70 py-16">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading id="benefits-title" {...t(BENEFITS_HEADING)} />
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {benefits().map((benefit) => (
            <li
              key={benefit.title}
              className="flex flex-col gap-3 rounded-(--radius-card) bg-white p-6 shadow-(--shadow-soft)"
            >
              <img src={benefit.icon} alt="" className="size-12" />
              <h3 className="text-lg font-semibold">{benefit.title}</h3>
              <p className="text-sm text-ink-700">{benefit.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function Testimonial() {
  const testimonial = t(TESTIMONIAL);
  return (
    <section
      aria-label={t(TESTIMONIAL_LABEL)}
      className="mx-auto max-w-4xl px-4 py-16 text-center sm:px-6"
    >
      <figure className="flex flex-col items-center gap-6">
        <img src="/images/quote.svg" alt="" className="h-10" />
        <blockquote className="font-display text-2xl leading-snug text-ink-900 sm:text-3xl">
          “{testimonial.quote}”
        </blockquote>
        <figcaption className="text-ink-700">
          <span className="font-semibold text-ink-900">{testimonial.author}</span> ·{' '}
          {testimonial.detail}
        </figcaption>
      </figure>
    </section>
  );
}

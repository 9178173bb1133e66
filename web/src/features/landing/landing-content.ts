// The landing page's sections: the model's copy (model/src/messages/landing.ts) in the page's
// language, with the links, icons and pictures.
import { BENEFITS, FAQ, GALLERY_ALTS, HOW_IT_WORKS } from '@brunchers/model';
import { t } from '../../lib/i18n';
import { paths } from '../../lib/paths';

const HOW_IT_WORKS_LINKS = [paths.signup, paths.home, paths.profile, paths.signup] as const;
const BENEFIT_ICONS = ['venue', 'match', 'wellness', 'friends'] as const;
const GALLERY_PHOTOS = ['pancakes', 'coffee', 'toast', 'terrace', 'juice', 'friends'] as const;

export const howItWorks = () =>
  t(HOW_IT_WORKS).map((step, index) => ({ ...step, to: HOW_IT_WORKS_LINKS[index]! }));
export const benefits = () =>
  t(BENEFITS).map((benefit, index) => ({
    ...benefit,
    icon: `/images/icons/${BENEFIT_ICONS[index]!}.svg`,
  }));
export const gallery = () =>
  t(GALLERY_ALTS).map((alt, index) => ({
    alt,
    src: `/images/gallery/${GALLERY_PHOTOS[index]!}.svg`,
  }));
export const faq = () => t(FAQ);

// Every area's compiled European-Portuguese catalogue, in one chunk (see ../i18n-catalogues.ts).
import type { CompiledCatalogue } from '@brunchers/model/i18n/translator';
const areas = import.meta.glob<CompiledCatalogue>(
  '../../../../model/src/i18n/compiled/pt-PT/*.json',
  { eager: true, import: 'default' },
);

const catalogues: CompiledCatalogue[] = Object.values(areas);
export default catalogues;

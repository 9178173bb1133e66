// npm run hosting:headers: rewrites firebase.json's hosting.rewrites and hosting.headers from model/src/hosting.ts (the
// production origins). devstack's hosting-headers test fails while firebase.json differs.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { hostingHeaderRules, hostingRewriteRules, PRODUCTION_ORIGINS } from '@brunchers/model';
import { repoRoot } from './stack/config.js';

const file = join(repoRoot(), 'firebase.json');
const config = JSON.parse(readFileSync(file, 'utf8')) as { hosting: Record<string, unknown> };
config.hosting.rewrites = hostingRewriteRules();
config.hosting.headers = hostingHeaderRules(PRODUCTION_ORIGINS);
writeFileSync(file, `${JSON.stringify(config, null, 2)}\n`);
console.log(
  'firebase.json: hosting.rewrites and hosting.headers rewritten from model/src/hosting.ts',
);

// The deploy docs point at the command that sets up the Stripe webhook endpoint from the model's
// list, and keep no hand-made copy of that list (a README list of four events once left
// memberships unrecorded in production).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { STRIPE_WEBHOOK_EVENTS } from '@brunchers/model';
import { repoRoot } from '../../src/stack/config.js';

const read = (file: string) => readFileSync(join(repoRoot(), file), 'utf8');

describe('deploy docs', () => {
  it.each(['README.md', 'functions/README.md'])(
    '%s sends the deployer to npm run stripe:webhook and lists no events by hand',
    (file) => {
      const text = read(file);
      expect(text).toContain('npm run stripe:webhook');
      // A list is two or more event names close together (a sentence may name one).
      const names = STRIPE_WEBHOOK_EVENTS.map((name) => name.replace(/\./g, '\\.')).join('|');
      expect(text).not.toMatch(new RegExp(`(${names})[^\\n]{0,80}\\n?[^\\n]{0,80}(${names})`));
    },
  );

  it('the README deploy section runs the setup, preflight and admin commands', () => {
    const readme = read('README.md');
    const deploy = readme.slice(readme.indexOf('## Deploy'), readme.indexOf('## Security'));
    for (const command of ['npm run stripe:webhook', 'npm run predeploy:check', 'npm run admin'])
      expect(deploy).toContain(command);
    expect(Object.keys(JSON.parse(read('package.json')).scripts)).toEqual(
      expect.arrayContaining(['stripe:webhook', 'predeploy:check', 'admin']),
    );
  });
});

// The flake hunt's arguments and its reading of Playwright's JSON report.
import { describe, expect, it } from 'vitest';
import { parseArgs, playwrightRuns, testOutputDir } from '../flake-hunt.js';

describe('parseArgs', () => {
  it('takes one file, -n runs, --busy cores and passes the rest to the runner', () => {
    expect(parseArgs(['e2e/tests/a.spec.ts', '-n', '3', '--', '--workers=1'])).toEqual({
      file: 'e2e/tests/a.spec.ts',
      runs: 3,
      busy: 1,
      extra: ['--workers=1'],
    });
    expect(parseArgs(['model/test/x.test.ts', '--busy', '0']).runs).toBe(10);
  });

  it('refuses a missing file, two files, a bad count and unknown options', () => {
    expect(() => parseArgs([])).toThrow(/usage/);
    expect(() => parseArgs(['a', 'b'])).toThrow(/one file/);
    expect(() => parseArgs(['a', '-n', '0'])).toThrow(/-n/);
    expect(() => parseArgs(['a', '--busy', '-1'])).toThrow(/--busy/);
    expect(() => parseArgs(['a', '--retries', '2'])).toThrow(/unknown option/);
  });
});

describe('playwrightRuns', () => {
  it('lists every repeat with its outcome, first error line and output folder', () => {
    const out = '/r/artifacts/flake-hunt/x/test-results';
    const report = {
      suites: [
        {
          title: 'member/a.spec.ts',
          specs: [
            {
              title: 'books',
              tests: [{ results: [{ status: 'passed', attachments: [] }] }],
            },
            {
              title: 'books',
              tests: [
                {
                  results: [
                    {
                      status: 'timedOut',
                      errors: [{ message: '\u001b[31mError: waited\u001b[39m\n  at line' }],
                      attachments: [{ path: `${out}/a-books-repeat1/attachments/shot.png` }],
                    },
                  ],
                },
              ],
            },
          ],
          suites: [{ title: 'inner', specs: [{ title: 'pays', tests: [{ results: [] }] }] }],
        },
      ],
    };
    expect(playwrightRuns(report)).toEqual([
      { test: 'books', passed: true, message: 'passed: ', output: '' },
      {
        test: 'books',
        passed: false,
        message: 'timedOut: Error: waited',
        output: `${out}/a-books-repeat1`,
      },
    ]);
  });

  it("finds a test's folder from an attachment directly in it", () => {
    expect(testOutputDir('/x/test-results/a-b/trace.zip')).toBe('/x/test-results/a-b');
    expect(testOutputDir('/elsewhere/file.txt')).toBe('/elsewhere');
  });
});

// `npm run flake-hunt -- <spec or test file> [-n 10] [--busy 1] [-- extra runner args]`
// Runs one Playwright spec or one vitest file N times while other processes keep cores busy (it
// starts the spinners itself), then reports each run's passes and failures with the paths of the
// failing output. A flake is a bug with a cause: this finds it on demand instead of in CI.
//
// Playwright specs start the stack once (global-setup) and repeat with --repeat-each; vitest files
// run N times in a row. The stack and the servers use fixed ports, so run it in a private network
// namespace: unshare -n bash -c 'ip link set lo up && npm run flake-hunt -- e2e/tests/x.spec.ts -n 3'
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..');

interface Options {
  file: string;
  runs: number;
  busy: number;
  extra: string[];
}

export function parseArgs(argv: string[]): Options {
  const usage =
    'usage: npm run flake-hunt -- <e2e spec or vitest file> [-n runs] [--busy cores] [-- runner args]';
  let file: string | undefined;
  let runs = 10;
  let busy = 1;
  const extra: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--') {
      extra.push(...argv.slice(i + 1));
      break;
    }
    if (arg === '-n' || arg === '--runs') runs = Number(argv[++i]);
    else if (arg === '--busy') busy = Number(argv[++i]);
    else if (arg.startsWith('-')) throw new Error(`unknown option ${arg}\n${usage}`);
    else if (file) throw new Error(`one file at a time\n${usage}`);
    else file = arg;
  }
  if (!file) throw new Error(usage);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`-n wants a whole number ≥ 1\n${usage}`);
  if (!Number.isInteger(busy) || busy < 0)
    throw new Error(`--busy wants a whole number ≥ 0\n${usage}`);
  return { file, runs, busy, extra };
}

/** The workspace that holds the file and the file's path inside it. */
function locate(file: string): { workspace: string; path: string } {
  // npm run changes to the repo root; INIT_CWD is where the command was typed.
  const absolute = resolve(process.env.INIT_CWD ?? process.cwd(), file);
  if (!existsSync(absolute)) throw new Error(`no such file: ${absolute}`);
  const inRepo = relative(ROOT, absolute);
  const workspace = inRepo.split('/')[0]!;
  const workspaces: string[] = JSON.parse(
    readFileSync(join(ROOT, 'package.json'), 'utf8'),
  ).workspaces;
  if (!workspaces.includes(workspace))
    throw new Error(`${inRepo} is in no workspace (${workspaces.join(', ')})`);
  return { workspace, path: relative(join(ROOT, workspace), absolute) };
}

/** A process per core that does nothing but spin, so the run sees a machine as busy as CI's. */
function spinCores(count: number): ChildProcess[] {
  return Array.from({ length: count }, () =>
    spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }),
  );
}

function run(
  command: string,
  args: string[],
  options: { cwd: string; env?: NodeJS.ProcessEnv; log: string; echo: boolean },
): Promise<number> {
  return new Promise((done) => {
    const child = spawn(command, args, {
      cwd: options.cwd,
      env: { ...process.env, ...options.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const chunks: Buffer[] = [];
    const keep = (chunk: Buffer) => {
      chunks.push(chunk);
      if (options.echo) process.stdout.write(chunk);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.on('close', (code) => {
      writeFileSync(options.log, Buffer.concat(chunks));
      done(code ?? 1);
    });
  });
}

interface Failure {
  run: number;
  test: string;
  message: string;
  output: string;
}

const firstLine = (text: string | undefined) =>
  (text ?? '')
    // eslint-disable-next-line no-control-regex -- terminal colour codes in runner messages
    .replace(/\u001b\[[0-9;]*m/g, '')
    .split('\n')
    .find((line) => line.trim())
    ?.trim() ?? '';

interface PlaywrightSuite {
  title: string;
  specs?: {
    title: string;
    tests: {
      results: {
        status: string;
        errors?: { message?: string }[];
        attachments?: { path?: string }[];
      }[];
    }[];
  }[];
  suites?: PlaywrightSuite[];
}

/** The test's own folder under test-results/ (attachments may sit in a subfolder of it). */
export function testOutputDir(attachment: string): string {
  const match = /^(.*\/test-results\/[^/]+)\//.exec(attachment);
  return match ? match[1]! : dirname(attachment);
}

/** Every test run in Playwright's JSON report, in order (repeat clones are specs of their own). */
export function playwrightRuns(report: { suites?: PlaywrightSuite[] }) {
  const runs: { test: string; passed: boolean; message: string; output: string }[] = [];
  const walk = (suite: PlaywrightSuite, path: string[]) => {
    const here = suite.title ? [...path, suite.title] : path;
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests)
        for (const result of test.results) {
          const attachment = result.attachments?.find((a) => a.path)?.path;
          runs.push({
            test: [...here.slice(1), spec.title].join(' › '),
            passed: result.status === 'passed' || result.status === 'skipped',
            message: `${result.status}: ${firstLine(result.errors?.[0]?.message)}`,
            output: attachment ? testOutputDir(attachment) : '',
          });
        }
    for (const child of suite.suites ?? []) walk(child, here);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  return runs;
}

async function huntPlaywright(options: Options, path: string, out: string) {
  const report = join(out, 'results.json');
  const log = join(out, 'playwright.log');
  const code = await run(
    'npx',
    [
      'playwright',
      'test',
      path,
      `--repeat-each=${options.runs}`,
      '--retries=0',
      '--reporter=list,json',
      `--output=${join(out, 'test-results')}`,
      ...options.extra,
    ],
    {
      cwd: join(ROOT, 'e2e'),
      env: { PLAYWRIGHT_JSON_OUTPUT_FILE: report, E2E_TRACE: '1' },
      log,
      echo: true,
    },
  );
  if (!existsSync(report)) {
    return { total: 0, failures: [{ run: 0, test: path, message: `exit ${code}`, output: log }] };
  }
  const runs = playwrightRuns(JSON.parse(readFileSync(report, 'utf8')));
  const failures = runs.flatMap((r, i) =>
    r.passed ? [] : [{ run: i + 1, test: r.test, message: r.message, output: r.output || log }],
  );
  // A run that failed outside any test (global setup, a crash) still counts as a failure.
  if (code !== 0 && failures.length === 0)
    failures.push({ run: 0, test: path, message: `playwright exited ${code}`, output: log });
  return { total: runs.length, failures };
}

interface VitestReport {
  testResults?: {
    message?: string;
    assertionResults?: { fullName: string; status: string; failureMessages?: string[] }[];
  }[];
}

async function huntVitest(options: Options, workspace: string, path: string, out: string) {
  const failures: Failure[] = [];
  for (let i = 1; i <= options.runs; i++) {
    const log = join(out, `run-${i}.log`);
    const report = join(out, `run-${i}.json`);
    const started = Date.now();
    const code = await run(
      'npx',
      [
        'vitest',
        'run',
        path,
        '--retry=0',
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${report}`,
        ...options.extra,
      ],
      { cwd: join(ROOT, workspace), log, echo: false },
    );
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(`run ${i}/${options.runs}: ${code === 0 ? 'passed' : 'FAILED'} in ${seconds} s`);
    if (code === 0) continue;
    const parsed: VitestReport = existsSync(report) ? JSON.parse(readFileSync(report, 'utf8')) : {};
    const failed = (parsed.testResults ?? []).flatMap((file) => {
      const tests = (file.assertionResults ?? []).filter((t) => t.status === 'failed');
      return tests.length
        ? tests.map((t) => ({ test: t.fullName, message: firstLine(t.failureMessages?.[0]) }))
        : [{ test: path, message: firstLine(file.message) || `vitest exited ${code}` }];
    });
    if (failed.length === 0) failed.push({ test: path, message: `vitest exited ${code}` });
    for (const f of failed) failures.push({ run: i, ...f, output: log });
  }
  return { total: options.runs, failures };
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  const { workspace, path } = locate(options.file);
  const isSpec = workspace === 'e2e' && path.endsWith('.spec.ts');
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const out = join(ROOT, 'artifacts/flake-hunt', `${stamp}-${path.replace(/[/\\]/g, '_')}`);
  mkdirSync(out, { recursive: true });

  console.log(
    `flake hunt: ${workspace}/${path}, ${options.runs} run(s), ${options.busy} core(s) kept busy, output in ${relative(ROOT, out)}`,
  );
  const spinners = spinCores(options.busy);
  const stopSpinners = () => spinners.forEach((s) => s.kill('SIGKILL'));
  process.once('exit', stopSpinners);
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.once(signal, () => {
      stopSpinners();
      process.exit(130);
    });

  const started = Date.now();
  const { total, failures } = isSpec
    ? await huntPlaywright(options, path, out)
    : await huntVitest(options, workspace, path, out);
  stopSpinners();

  const minutes = ((Date.now() - started) / 60_000).toFixed(1);
  const failedRuns = new Set(failures.map((f) => f.run)).size;
  console.log(
    `\n=== flake hunt: ${isSpec ? `${total} test run(s)` : `${total} file run(s)`}, ${isSpec ? failures.length : failedRuns} failed, ${minutes} min ===`,
  );
  for (const f of failures)
    console.log(`FAIL run ${f.run}: ${f.test}\n     ${f.message}\n     output: ${f.output}`);
  process.exitCode = failures.length === 0 && total > 0 ? 0 : 1;
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(2);
  });
}

// npm test's browser check on machines it cannot touch: an injected filesystem, uid and runner.
import { describe, expect, it } from 'vitest';
import { browserPlan, CHROMIUM, ensureBrowser, HEADLESS_SHELL, PACKAGES } from '../browser.mjs';

const machine = (files: string[], uid: number | undefined) => {
  const present = new Set(files);
  const ran: string[] = [];
  const logged: string[] = [];
  return {
    present,
    ran,
    logged,
    exists: (path: string) => present.has(path),
    uid,
    log: (line: string) => logged.push(line),
    run: (command: string, args: string[]) => {
      ran.push([command, ...args].join(' '));
      return 0;
    },
  };
};

describe('browserPlan', () => {
  it("is ready when Debian's Chromium and its headless shell are there, whoever runs it", () => {
    expect(CHROMIUM).toBe('/usr/bin/chromium');
    expect(HEADLESS_SHELL).toBe('/usr/bin/chromium-headless-shell');
    expect(browserPlan(machine([CHROMIUM, HEADLESS_SHELL], 1000))).toEqual({ kind: 'ready' });
    expect(browserPlan(machine([CHROMIUM, HEADLESS_SHELL], 0))).toEqual({ kind: 'ready' });
  });

  it('is not ready with only one of them (a machine set up before the headless shell)', () => {
    const plan = browserPlan(machine([CHROMIUM, '/usr/bin/apt-get'], 1000));
    expect(plan.kind).toBe('stop');
    expect(plan.kind === 'stop' && plan.message).toContain(`at ${HEADLESS_SHELL} (`);
    expect(browserPlan(machine([HEADLESS_SHELL, '/usr/bin/apt-get'], 0)).kind).toBe('install');
  });

  it('installs what .ci/run installs when root on Debian', () => {
    expect(PACKAGES).toEqual(['chromium', 'chromium-headless-shell', 'fonts-noto-color-emoji']);
    expect(browserPlan(machine(['/usr/bin/apt-get'], 0))).toEqual({
      kind: 'install',
      commands: [
        { command: 'apt-get', args: ['update', '-qq'] },
        {
          command: 'apt-get',
          args: [
            'install',
            '-y',
            '-qq',
            'chromium',
            'chromium-headless-shell',
            'fonts-noto-color-emoji',
          ],
        },
      ],
    });
  });

  it('stops with the exact command when not root', () => {
    const plan = browserPlan(machine(['/usr/bin/apt-get'], 1000));
    expect(plan.kind).toBe('stop');
    expect(plan.kind === 'stop' && plan.message).toContain(
      "\n  sudo sh -c 'apt-get update && apt-get install -y chromium chromium-headless-shell fonts-noto-color-emoji'\n",
    );
  });

  it('stops and says what to run on Debian when there is no apt-get, even as root', () => {
    const plan = browserPlan(machine([], 0));
    expect(plan.kind).toBe('stop');
    expect(plan.kind === 'stop' && plan.message).toContain('no apt-get');
    expect(plan.kind === 'stop' && plan.message).toContain(
      'apt-get update && apt-get install -y chromium chromium-headless-shell fonts-noto-color-emoji',
    );
  });

  it('treats an unknown uid (Windows) as not root', () => {
    expect(browserPlan(machine(['/usr/bin/apt-get'], undefined)).kind).toBe('stop');
  });
});

describe('ensureBrowser', () => {
  it('runs nothing when both browsers are there', () => {
    const m = machine([CHROMIUM, HEADLESS_SHELL], 0);
    expect(ensureBrowser(m)).toBe(true);
    expect(m.ran).toEqual([]);
  });

  it('as root, installs, then goes on once both browsers are there', () => {
    const m = machine(['/usr/bin/apt-get'], 0);
    const run = m.run;
    m.run = (command, args) => {
      const status = run(command, args);
      if (args[0] === 'install') [CHROMIUM, HEADLESS_SHELL].forEach((path) => m.present.add(path));
      return status;
    };
    expect(ensureBrowser(m)).toBe(true);
    expect(m.ran).toEqual([
      'apt-get update -qq',
      'apt-get install -y -qq chromium chromium-headless-shell fonts-noto-color-emoji',
    ]);
  });

  it('as root, stops when the install fails or leaves no Chromium', () => {
    const failing = machine(['/usr/bin/apt-get'], 0);
    failing.run = (command, args) => {
      failing.ran.push([command, ...args].join(' '));
      return 100;
    };
    expect(ensureBrowser(failing)).toBe(false);
    expect(failing.ran).toEqual(['apt-get update -qq']);
    expect(failing.logged.at(-1)).toContain('failed (exit 100)');

    const noBrowser = machine(['/usr/bin/apt-get'], 0);
    expect(ensureBrowser(noBrowser)).toBe(false);
    expect(noBrowser.logged.at(-1)).toContain('still missing');

    // The full browser alone (the shell's package failed to bring it) is not enough either.
    const noShell = machine(['/usr/bin/apt-get'], 0);
    const run = noShell.run;
    noShell.run = (command, args) => {
      const status = run(command, args);
      if (args[0] === 'install') noShell.present.add(CHROMIUM);
      return status;
    };
    expect(ensureBrowser(noShell)).toBe(false);
    expect(noShell.logged.at(-1)).toContain(`${HEADLESS_SHELL} is still missing`);
  });

  it('not root, stops at once without running anything', () => {
    const m = machine(['/usr/bin/apt-get'], 1000);
    expect(ensureBrowser(m)).toBe(false);
    expect(m.ran).toEqual([]);
    expect(m.logged.join('\n')).toContain('sudo sh -c');
  });
});

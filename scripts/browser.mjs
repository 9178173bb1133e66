// `npm test` needs Debian's Chromium: the browser suite runs in its headless shell
// (/usr/bin/chromium-headless-shell: no GPU compositor, about a fifth less CPU on the 2-core
// machine), and the door's fake camera, Lighthouse and the emulator's WebChannel and Stripe page
// tests launch the full browser (/usr/bin/chromium). This finds both, installs them the way
// .ci/run does when npm test runs as root, and otherwise stops before anything runs, with the
// command to type. Pure decisions over an injected machine (files, uid, commands) so they are
// unit tested.

export const CHROMIUM = '/usr/bin/chromium';
export const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
/** The browsers npm test launches. */
export const BROWSERS = [CHROMIUM, HEADLESS_SHELL];
/** What .ci/run installs: the browsers and the emoji font the app's texts use. */
export const PACKAGES = ['chromium', 'chromium-headless-shell', 'fonts-noto-color-emoji'];
const APT_GET = '/usr/bin/apt-get';

/**
 * @typedef {{ exists: (path: string) => boolean, uid: number | undefined }} Machine
 * @typedef {{ kind: 'ready' }
 *   | { kind: 'install', commands: { command: string, args: string[] }[] }
 *   | { kind: 'stop', message: string }} BrowserPlan
 */

/**
 * What npm test does about the browser on this machine.
 * @param {Machine} machine
 * @returns {BrowserPlan}
 */
export function browserPlan({ exists, uid }) {
  const missing = BROWSERS.filter((path) => !exists(path));
  if (missing.length === 0) return { kind: 'ready' };
  const hasApt = exists(APT_GET);
  if (uid === 0 && hasApt) {
    return {
      kind: 'install',
      commands: [
        { command: 'apt-get', args: ['update', '-qq'] },
        { command: 'apt-get', args: ['install', '-y', '-qq', ...PACKAGES] },
      ],
    };
  }
  const install = `apt-get update && apt-get install -y ${PACKAGES.join(' ')}`;
  const command = uid === 0 ? install : `sudo sh -c '${install}'`;
  return {
    kind: 'stop',
    message: hasApt
      ? `npm test needs Chromium at ${missing.join(' and ')} (the browser tests run in it). Run:\n\n  ${command}\n\nthen npm test again.`
      : `npm test needs Chromium at ${missing.join(' and ')} (the browser tests run in it), and this machine has no apt-get. ` +
        `On Debian or Ubuntu run:\n\n  ${command}\n\nthen npm test again.`,
  };
}

/**
 * Makes sure the browser is there; true when npm test can go on.
 * @param {Machine & {
 *   run: (command: string, args: string[]) => number,
 *   log: (line: string) => void,
 * }} machine
 * @returns {boolean}
 */
export function ensureBrowser(machine) {
  const plan = browserPlan(machine);
  if (plan.kind === 'ready') return true;
  if (plan.kind === 'stop') {
    machine.log(plan.message);
    return false;
  }
  const missing = BROWSERS.filter((path) => !machine.exists(path));
  machine.log(
    `Chromium is not at ${missing.join(' and ')}: installing ${PACKAGES.join(' ')} (as .ci/run does).`,
  );
  for (const { command, args } of plan.commands) {
    const status = machine.run(command, args);
    if (status !== 0) {
      machine.log(
        `${command} ${args.join(' ')} failed (exit ${status}); npm test needs ${BROWSERS.join(' and ')}.`,
      );
      return false;
    }
  }
  const still = BROWSERS.filter((path) => !machine.exists(path));
  if (still.length === 0) return true;
  machine.log(`Installed ${PACKAGES.join(' ')}, but ${still.join(' and ')} is still missing.`);
  return false;
}

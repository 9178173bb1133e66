// `npm test` needs Debian's Chromium at /usr/bin/chromium: the browser suite, and the emulator's
// WebChannel and Stripe page tests, launch it there. This finds it, installs it the way .ci/run
// does when npm test runs as root, and otherwise stops before anything runs, with the command to
// type. Pure decisions over an injected machine (files, uid, commands) so they are unit tested.

export const CHROMIUM = '/usr/bin/chromium';
/** What .ci/run installs: the browser and the emoji font the app's texts use. */
export const PACKAGES = ['chromium', 'fonts-noto-color-emoji'];
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
  if (exists(CHROMIUM)) return { kind: 'ready' };
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
      ? `npm test needs Chromium at ${CHROMIUM} (the browser tests run in it). Run:\n\n  ${command}\n\nthen npm test again.`
      : `npm test needs Chromium at ${CHROMIUM} (the browser tests run in it), and this machine has no apt-get. ` +
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
  machine.log(
    `Chromium is not at ${CHROMIUM}: installing ${PACKAGES.join(' ')} (as .ci/run does).`,
  );
  for (const { command, args } of plan.commands) {
    const status = machine.run(command, args);
    if (status !== 0) {
      machine.log(
        `${command} ${args.join(' ')} failed (exit ${status}); npm test needs ${CHROMIUM}.`,
      );
      return false;
    }
  }
  if (machine.exists(CHROMIUM)) return true;
  machine.log(`Installed ${PACKAGES.join(' ')}, but ${CHROMIUM} is still missing.`);
  return false;
}

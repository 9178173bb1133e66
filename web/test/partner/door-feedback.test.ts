// The door phone vibrates and sounds each answer where the device allows: one high beep for in,
// two for already in, a low buzz for stop; no sound support never breaks a check-in.
import { afterEach, describe, expect, it, vi } from 'vitest';

interface Played {
  hz: number;
  start: number;
  stop: number;
}

function fakeAudio(played: Played[]) {
  return class FakeAudioContext {
    currentTime = 10;
    destination = {};
    createGain() {
      return { gain: { value: 1 }, connect: (next: unknown) => next };
    }
    createOscillator() {
      const beep: Played = { hz: 0, start: -1, stop: -1 };
      return {
        frequency: {
          set value(hz: number) {
            beep.hz = hz;
          },
        },
        connect: (next: unknown) => next,
        start: (at: number) => {
          beep.start = at;
          played.push(beep);
        },
        stop: (at: number) => (beep.stop = at),
      };
    }
  };
}

async function freshModule() {
  vi.resetModules();
  return import('../../src/features/partner/door-feedback');
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('signalCheckIn', () => {
  it('beeps and vibrates by the tone of the answer', async () => {
    const played: Played[] = [];
    const vibrations: unknown[] = [];
    vi.stubGlobal('AudioContext', fakeAudio(played));
    vi.stubGlobal('navigator', { vibrate: (pattern: unknown) => vibrations.push(pattern) });
    const { signalCheckIn } = await freshModule();

    signalCheckIn('checked_in');
    expect(played).toEqual([{ hz: 880, start: 10, stop: 10.12 }]);
    signalCheckIn('already_checked_in');
    expect(played.slice(1).map((beep) => [beep.hz, beep.start])).toEqual([
      [660, 10],
      [660, 10.16],
    ]);
    signalCheckIn('wrong_venue');
    expect(played[3]).toMatchObject({ hz: 196 });
    expect(vibrations).toEqual([80, [80, 60, 80], [250, 80, 250]]);
  });

  it('stays silent, without failing, where there is no sound or vibration', async () => {
    vi.stubGlobal('AudioContext', undefined);
    vi.stubGlobal('navigator', {});
    const { signalCheckIn } = await freshModule();
    expect(() => signalCheckIn('checked_in')).not.toThrow();
  });
});

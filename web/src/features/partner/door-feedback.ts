// What the door phone does besides the coloured answer, where the device allows: a short
// vibration and a tone (one high beep: in; two: already in; a low buzz: stop), so the person at
// the door need not read the screen in a queue.
import { checkInTone, type CheckInResultCode } from '@brunchers/model';

type Tone = ReturnType<typeof checkInTone>;

const VIBRATION: Record<Tone, number | number[]> = {
  ok: 80,
  warn: [80, 60, 80],
  stop: [250, 80, 250],
};

/** Each beep: frequency in Hz, start and length in seconds. */
const BEEPS: Record<Tone, { hz: number; at: number; seconds: number }[]> = {
  ok: [{ hz: 880, at: 0, seconds: 0.12 }],
  warn: [
    { hz: 660, at: 0, seconds: 0.1 },
    { hz: 660, at: 0.16, seconds: 0.1 },
  ],
  stop: [{ hz: 196, at: 0, seconds: 0.35 }],
};

let audio: AudioContext | null = null;

export function signalCheckIn(code: CheckInResultCode): void {
  const tone = checkInTone(code);
  navigator.vibrate?.(VIBRATION[tone]);
  try {
    // One context for the page (browsers limit them); created on the first answer, which follows
    // a tap (Scan or Check in), so autoplay rules let it sound.
    audio ??= typeof AudioContext === 'function' ? new AudioContext() : null;
    if (!audio) return;
    const start = audio.currentTime;
    for (const beep of BEEPS[tone]) {
      const oscillator = audio.createOscillator();
      const gain = audio.createGain();
      oscillator.frequency.value = beep.hz;
      gain.gain.value = 0.15;
      oscillator.connect(gain).connect(audio.destination);
      oscillator.start(start + beep.at);
      oscillator.stop(start + beep.at + beep.seconds);
    }
  } catch {
    // No sound on this device: the colour and the words still say it.
  }
}

/** A manual clock for the WebChannel's timers: time moves only when a test advances it. */
import type { ChannelTimer, ChannelTimers } from '../../../src/firestore/webchannel/index.js';

interface Pending {
  due: number;
  ms: number;
  callback: () => void;
}

export class ManualTimers implements ChannelTimers {
  private now = 0;
  private readonly pending = new Set<Pending>();

  start(callback: () => void, ms: number): ChannelTimer {
    const timer: Pending = { due: this.now + ms, ms, callback };
    this.pending.add(timer);
    return {
      refresh: () => {
        // Like Node's timeout.refresh(): restarts the full delay from now, even after it fired.
        timer.due = this.now + timer.ms;
        this.pending.add(timer);
      },
      clear: () => {
        this.pending.delete(timer);
      },
    };
  }

  /** Moves time on by `ms`, firing each timer that falls due on the way, in due order. */
  advance(ms: number): number {
    const until = this.now + ms;
    let fired = 0;
    for (;;) {
      const next = [...this.pending].filter((t) => t.due <= until).sort((a, b) => a.due - b.due)[0];
      if (!next) break;
      this.now = next.due;
      this.pending.delete(next);
      next.callback();
      fired++;
    }
    this.now = until;
    return fired;
  }

  /** Timers armed and not yet fired or cleared. */
  get armed(): number {
    return this.pending.size;
  }
}

// Stands in for the local Firestore engine in the host tests: commits are emitted by hand.

import type { CommitEvent, CommitSource } from '../../src/functions-host/index.js';

export class FakeCommits implements CommitSource {
  port = 65535;
  private listeners: Array<(event: CommitEvent) => void> = [];
  readonly engine = {
    onCommit: (listener: (event: CommitEvent) => void) => {
      this.listeners.push(listener);
      return () => (this.listeners = this.listeners.filter((l) => l !== listener));
    },
  };
  private clock = 0;

  constructor(private readonly project: string) {}

  commit(
    writes: Array<{
      path: string;
      before: Record<string, string> | null;
      after: Record<string, string> | null;
    }>,
  ): void {
    const time = new Date(Date.UTC(2026, 0, 1, 0, 0, this.clock++)).toISOString();
    const doc = (relative: string, fields: Record<string, string> | null) =>
      fields && {
        name: `projects/${this.project}/databases/(default)/documents/${relative}`,
        fields: Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, { stringValue: v }])),
        createTime: time,
        updateTime: time,
      };
    const event: CommitEvent = {
      project: this.project,
      database: '(default)',
      commitTime: time,
      writes: writes.map((w) => ({
        name: `projects/${this.project}/databases/(default)/documents/${w.path}`,
        before: doc(w.path, w.before),
        after: doc(w.path, w.after),
      })),
    };
    for (const listener of this.listeners) listener(event);
  }
}

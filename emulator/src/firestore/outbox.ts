// A transactional outbox on the commit log: messages a commit causes (the Functions host's trigger
// events) are produced inside the commit and persisted in the same journal record as its writes,
// so a crash keeps both or neither. Each stays pending until its consumer acknowledges it; pending
// messages are handed to the consumer again when it subscribes (after a restart, the journal's
// replay). That is at-least-once delivery, as Eventarc gives Firestore triggers.
import type { CommitEvent } from './engine.js';

export interface OutboxMessage {
  /** Unique and stable across redeliveries (the trigger event's id). */
  id: string;
  /** The consumer it is for, e.g. `functions/<project>`. */
  topic: string;
  body: unknown;
}

export interface OutboxConsumer {
  /**
   * Called inside every commit, before it is persisted: the messages it causes. Must be fast and
   * must not throw (a throw fails the commit).
   */
  produce(commit: CommitEvent): Array<{ id: string; body: unknown }>;
  /**
   * Called once the commit is durable, and at subscribe for each message still pending. The
   * consumer calls `ack(id)` when it is done with it (delivered, or given up).
   */
  deliver(message: OutboxMessage): void;
}

export class CommitOutbox {
  private readonly pending = new Map<string, OutboxMessage>();
  private readonly consumers = new Map<string, OutboxConsumer>();
  /** Set by the persistence layer: records acknowledgements in the journal. */
  onAck: ((id: string) => void) | null = null;

  get hasConsumers(): boolean {
    return this.consumers.size > 0;
  }

  /**
   * One consumer per topic (a new one replaces the previous, e.g. a host started again after a
   * failed start); it gets the topic's pending messages at once, in commit order.
   */
  subscribe(topic: string, consumer: OutboxConsumer): () => void {
    this.consumers.set(topic, consumer);
    for (const message of [...this.pending.values()])
      if (message.topic === topic) consumer.deliver(message);
    return () => {
      if (this.consumers.get(topic) === consumer) this.consumers.delete(topic);
    };
  }

  /** The messages a commit causes, before it is persisted. */
  produce(commit: CommitEvent): OutboxMessage[] {
    const messages: OutboxMessage[] = [];
    for (const [topic, consumer] of this.consumers) {
      for (const { id, body } of consumer.produce(commit)) messages.push({ id, topic, body });
    }
    return messages;
  }

  /** The commit that produced `messages` is durable: they are pending and go to their consumers. */
  committed(messages: OutboxMessage[]): void {
    for (const message of messages) this.pending.set(message.id, message);
    for (const message of messages) this.consumers.get(message.topic)?.deliver(message);
  }

  /** The consumer is done with a message: it is not handed over again. */
  ack(id: string): void {
    if (!this.pending.delete(id)) return;
    this.onAck?.(id);
  }

  /** Messages not yet acknowledged, in commit order (snapshots keep them). */
  all(): OutboxMessage[] {
    return [...this.pending.values()];
  }

  /** Replay: a message persisted with its commit. */
  restore(message: OutboxMessage): void {
    this.pending.set(message.id, message);
  }

  /** Replay: an acknowledgement. */
  forget(id: string): void {
    this.pending.delete(id);
  }
}

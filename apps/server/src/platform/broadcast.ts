import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { closeRedis, watch } from './redis';

/**
 * What one instance of the shop tells the others after a change they keep a copy of (catalogue
 * answers, rendered pages, the shop's settings): each drops its copy and reads the database
 * again. A sender never hears its own messages; it has already applied the change.
 */
export interface Broadcast {
  /** Sends `message` on `topic` to every other instance; never fails the caller. */
  publish(topic: string, message: string): void;
  /**
   * Calls `onMessage` for each message on `topic` from another instance, and with `undefined`
   * when messages may have been missed (the connection was lost): then drop everything.
   */
  subscribe(topic: string, onMessage: (message: string | undefined) => void): void;
  close(): Promise<void>;
}

/** One instance alone (no REDIS_URL): nobody to tell, nothing to hear. */
export const soleInstance: Broadcast = {
  publish: () => {},
  subscribe: () => {},
  close: async () => {},
};

interface Envelope {
  from: string;
  topic: string;
  message: string;
}

/**
 * Redis publish/subscribe: a message reaches the others within milliseconds. Redis keeps
 * nothing for a subscriber that is away, so after a lost connection every subscriber is told to
 * drop everything; the caches' own lifetimes bound staleness while Redis itself is down.
 */
export class RedisBroadcast implements Broadcast {
  private readonly id = randomUUID();
  private readonly handlers = new Map<string, Set<(message: string | undefined) => void>>();
  private readonly subscriber: Redis;
  /** Until the first subscription is in place, messages may go unheard too. */
  private missed = true;

  constructor(
    private readonly publisher: Redis,
    private readonly log: FastifyBaseLogger,
    /** The channel every instance of this shop publishes on and listens to. */
    private readonly channel: string,
  ) {
    // A subscribed connection can do nothing else, so it is one of its own. Unlike the
    // publisher's, it queues its SUBSCRIBE until it is connected, and subscribes again by itself
    // after reconnecting.
    this.subscriber = publisher.duplicate({ enableOfflineQueue: true });
    watch(this.subscriber, log, 'Redis (change messages)');
    this.subscriber.on('message', (_channel: string, raw: string) => this.receive(raw));
    this.subscriber.on('close', () => (this.missed = true));
    this.subscriber.on('ready', () => {
      if (!this.missed) return;
      this.missed = false;
      for (const handlers of this.handlers.values())
        handlers.forEach((handle) => handle(undefined));
    });
    this.subscriber.subscribe(channel).catch((error: unknown) => {
      log.warn({ err: error }, 'Could not subscribe to change messages');
    });
  }

  publish(topic: string, message: string): void {
    const envelope: Envelope = { from: this.id, topic, message };
    this.publisher.publish(this.channel, JSON.stringify(envelope)).catch((error: unknown) => {
      // The others keep their copies until those expire: a short staleness, not a failure.
      this.log.warn({ err: error, topic }, 'Could not tell the other instances about a change');
    });
  }

  subscribe(topic: string, onMessage: (message: string | undefined) => void): void {
    let handlers = this.handlers.get(topic);
    if (!handlers) this.handlers.set(topic, (handlers = new Set()));
    handlers.add(onMessage);
  }

  async close(): Promise<void> {
    await closeRedis(this.subscriber);
  }

  private receive(raw: string): void {
    let envelope: Envelope;
    try {
      envelope = JSON.parse(raw) as Envelope;
    } catch {
      return;
    }
    if (envelope.from === this.id) return;
    this.handlers.get(envelope.topic)?.forEach((handle) => handle(envelope.message));
  }
}

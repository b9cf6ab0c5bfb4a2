import type { LimitRule } from '@backlit/domain';
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Redis } from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import { clientKey } from './client-ip';
import { tooManyRequests } from './rate-limits';

/**
 * Where the counters live: a function from a limit's unique name and rule to a
 * rate-limiter-flexible limiter. Memory for one process; Redis for several, which then share
 * every count.
 */
export type LimiterStore = (name: string, rule: LimitRule) => RateLimiterAbstract;

const limiterOptions = (name: string, rule: LimitRule) => ({
  keyPrefix: name,
  points: rule.points,
  duration: rule.seconds,
  blockDuration: rule.blockSeconds ?? 0,
});

export const memoryStore: LimiterStore = (name, rule) =>
  new RateLimiterMemory(limiterOptions(name, rule));

/**
 * Counts shared by every instance through Redis. While Redis cannot be reached each instance
 * counts in its own memory (the insurance limiter) rather than refusing or waving everyone
 * through: the limits then hold per instance until Redis is back.
 */
export const redisStore =
  (redis: Redis, prefix: string): LimiterStore =>
  (name, rule) =>
    new RateLimiterRedis({
      ...limiterOptions(`${prefix}${name}`, rule),
      storeClient: redis,
      rejectIfRedisNotReady: true,
      insuranceLimiter: memoryStore(name, rule),
    });

/** Whole seconds, at least 1, so `Retry-After` never says 0 while the wait is not over. */
const secondsOf = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/**
 * One counter per key (an IP, an account, an e-mail address, a user id …). Counting and asking
 * are separate, so a caller can count failures only (wrong passwords) or every use (payments).
 */
export class Limit {
  constructor(private readonly limiter: RateLimiterAbstract) {}

  /** Counts one use of `key`: 0 while within the limit, else the seconds to wait. */
  async take(key: string): Promise<number> {
    try {
      await this.limiter.consume(key);
      return 0;
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) return secondsOf(rejection.msBeforeNext);
      throw rejection;
    }
  }

  /** Counts one use of `key`, within the limit or past it, and answers how many it has. */
  async count(key: string): Promise<number> {
    try {
      return (await this.limiter.consume(key)).consumedPoints;
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) return rejection.consumedPoints;
      throw rejection;
    }
  }

  /** Takes back one use counted for `key` (one that turned out not to be what was counted). */
  async giveBack(key: string): Promise<void> {
    await this.limiter.reward(key, 1);
  }

  /** The seconds `key` must still wait, without counting anything; 0 when it may go on. */
  async wait(key: string): Promise<number> {
    const state = await this.limiter.get(key);
    if (!state || state.consumedPoints <= this.limiter.points) return 0;
    return secondsOf(state.msBeforeNext);
  }

  /** Makes `key` wait `seconds` from now, whatever it had counted. */
  async hold(key: string, seconds: number): Promise<void> {
    await this.limiter.block(key, seconds);
  }

  /** Forgets `key`'s count (e.g. the failures of an account that has just signed in). */
  async clear(key: string): Promise<void> {
    await this.limiter.delete(key);
  }
}

/** Every limit of one app, all kept in one store. */
export class Limits {
  private readonly names = new Set<string>();

  constructor(private readonly store: LimiterStore = memoryStore) {}

  /** A limit of its own; `name` separates its keys from other limits' in a shared store. */
  create(name: string, rule: LimitRule): Limit {
    if (this.names.has(name)) throw new Error(`Two limits are named ${name}`);
    this.names.add(name);
    return new Limit(this.store(name, rule));
  }
}

export interface RequestLimitOptions {
  /** Unique among the app's limits. */
  name: string;
  rule: LimitRule;
  /** What the requests are counted by; the same key always shares one count. */
  key: (request: FastifyRequest) => string;
  /** The 429's message, given the wait in words. */
  message: (wait: string) => string;
}

/**
 * A route hook counting each request by its key, answering 429 with `Retry-After` past the
 * limit. It runs as a preHandler: after the access guard (so the user is known) and after
 * validation (so a malformed request, which costs nothing, never uses up a person's allowance).
 */
export function requestLimit(
  limits: Limits,
  options: RequestLimitOptions,
): preHandlerAsyncHookHandler {
  const limit = limits.create(options.name, options.rule);
  return async (request) => {
    const wait = await limit.take(options.key(request));
    if (wait > 0) throw tooManyRequests(wait, options.message);
  };
}

/** The key of per-address limits (see `clientKey`). */
export const byClientIp = (request: FastifyRequest) => clientKey(request.ip);

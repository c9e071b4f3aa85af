// Upstash Redis over HTTP (UPSTASH_REDIS_REST_URL + _TOKEN) with @upstash/redis: a RedisDriver for redis-store.ts.
import { Redis } from '@upstash/redis';
import { DEFAULT_KEY_PREFIX, RedisGameStore } from './redis-store';
import type { RedisDriver, RedisReply } from './redis-store';

export interface UpstashOptions {
  readonly url: string;
  readonly token: string;
  readonly keyPrefix?: string;
  /** Deadline for one HTTP request. Default 10 000 ms. */
  readonly requestTimeoutMs?: number;
  /**
   * Extra attempts when a request cannot be sent at all (network error). Default 2. A commit retried after its
   * answer was lost is safe: the script sees its own client command id and replies "duplicate".
   */
  readonly retries?: number;
}

export class UpstashDriver implements RedisDriver {
  readonly label: string;
  private readonly redis: Redis;

  constructor(options: UpstashOptions) {
    this.label = `Upstash at ${hostOf(options.url)}`;
    const timeoutMs = options.requestTimeoutMs ?? 10_000;
    this.redis = new Redis({
      url: options.url,
      token: options.token,
      // Raw replies (strings stay strings); redis-store.ts parses JSON itself, exactly as for node-redis.
      automaticDeserialization: false,
      enableTelemetry: false,
      retry: { retries: options.retries ?? 2, backoff: (attempt) => 100 * 2 ** attempt },
      signal: () => AbortSignal.timeout(timeoutMs),
    });
  }

  async send(args: readonly string[]): Promise<RedisReply> {
    const [command, ...rest] = args;
    if (command === undefined) throw new TypeError('Empty Redis command');
    // The generic command goes to "/" as one JSON array; its errors keep Redis's text (NOSCRIPT, WRONGTYPE...).
    return await this.redis.exec<RedisReply>([command, ...rest]);
  }

  async close(): Promise<void> {
    // HTTP: nothing to close.
  }
}

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return '(unparsable UPSTASH_REDIS_REST_URL)';
  }
}

export function createUpstashStore(options: UpstashOptions): RedisGameStore {
  return new RedisGameStore(new UpstashDriver(options), options.keyPrefix ?? DEFAULT_KEY_PREFIX);
}

// Redis over TCP (REDIS_URL) with node-redis: a RedisDriver for the shared store in redis-store.ts.
import { createClient } from 'redis';
import { DEFAULT_KEY_PREFIX, RedisGameStore } from './redis-store';
import type { RedisDriver, RedisReply } from './redis-store';
import { StoreUnavailableError } from './types';

export interface RedisTcpOptions {
  /** redis:// or rediss:// URL, possibly with credentials (never echoed in messages). */
  readonly url: string;
  readonly keyPrefix?: string;
  /** Per-command deadline; a command that takes longer fails as unavailable. Default 5000 ms. */
  readonly commandTimeoutMs?: number;
  /** Deadline for opening the connection. Default 2000 ms. */
  readonly connectTimeoutMs?: number;
}

function makeClient(url: string, connectTimeoutMs: number) {
  return createClient({
    url,
    // Flat RESP2 replies, the same shape Upstash's REST API returns, so both transports share one parser.
    RESP: 2,
    // Fail fast while disconnected instead of queueing: a web request should get "unavailable", not hang.
    disableOfflineQueue: true,
    socket: {
      connectTimeout: connectTimeoutMs,
      // A few quick attempts, then give up; the next command opens a new connection.
      reconnectStrategy: (retries: number, cause: Error) => (retries >= 3 ? cause : 50 * 2 ** retries),
    },
  });
}

type Client = ReturnType<typeof makeClient>;

/** The host part of a Redis URL, for messages (the URL may carry a password). */
export function describeRedisUrl(url: string): string {
  try {
    const parsed = new URL(url);
    return `Redis at ${parsed.host}`;
  } catch {
    return 'Redis (unparsable REDIS_URL)';
  }
}

export class NodeRedisDriver implements RedisDriver {
  readonly label: string;
  private client: Client | null = null;
  private connecting: Promise<Client> | null = null;
  private closed = false;
  private readonly commandTimeoutMs: number;
  private readonly connectTimeoutMs: number;

  constructor(private readonly options: RedisTcpOptions) {
    this.label = describeRedisUrl(options.url);
    this.commandTimeoutMs = options.commandTimeoutMs ?? 5000;
    this.connectTimeoutMs = options.connectTimeoutMs ?? 2000;
  }

  async send(args: readonly string[]): Promise<RedisReply> {
    const client = await this.connection();
    return (await client.sendCommand(args, { timeout: this.commandTimeoutMs })) as RedisReply;
  }

  async close(): Promise<void> {
    this.closed = true;
    const client = this.client ?? (await this.connecting?.catch(() => null)) ?? null;
    this.client = null;
    if (client?.isOpen) await client.close().catch(() => client.destroy());
  }

  private async connection(): Promise<Client> {
    if (this.closed) throw new StoreUnavailableError(`The store for ${this.label} was closed`);
    const current = this.client;
    if (current?.isReady) return current;
    if (current?.isOpen) {
      // Reconnecting after a drop: give it up to the connect timeout rather than failing a request on a blip.
      if (await readyWithin(current, this.connectTimeoutMs)) return current;
      if (current.isOpen) throw new StoreUnavailableError(`${this.label} is not answering (reconnecting)`);
      // It gave up reconnecting; fall through and open a fresh connection.
    }
    this.connecting ??= this.open().finally(() => {
      this.connecting = null;
    });
    return this.connecting;
  }

  private async open(): Promise<Client> {
    const client = makeClient(this.options.url, this.connectTimeoutMs);
    // Without a listener node-redis's 'error' events would crash the process; failures surface per command instead.
    client.on('error', () => {});
    try {
      await client.connect();
    } catch (error) {
      if (client.isOpen) client.destroy();
      throw new StoreUnavailableError(
        `Cannot connect to ${this.label}: ${error instanceof Error ? error.message : String(error)}`,
        {
          cause: error,
        },
      );
    }
    if (this.closed) {
      await client.close().catch(() => client.destroy());
      throw new StoreUnavailableError(`The store for ${this.label} was closed`);
    }
    this.client = client;
    return client;
  }
}

/** True once the client is ready again; false when it stops reconnecting or `ms` pass first. */
function readyWithin(client: Client, ms: number): Promise<boolean> {
  return new Promise((resolve) => {
    const done = (ready: boolean) => {
      clearTimeout(timer);
      client.off('ready', onReady);
      client.off('terminated', onEnd);
      client.off('end', onEnd);
      resolve(ready);
    };
    const onReady = () => done(true);
    const onEnd = () => done(false);
    const timer = setTimeout(() => done(client.isReady), ms);
    client.on('ready', onReady);
    // 'terminated': the reconnect strategy gave up; 'end': closed.
    client.on('terminated', onEnd);
    client.on('end', onEnd);
  });
}

export function createRedisTcpStore(options: RedisTcpOptions): RedisGameStore {
  return new RedisGameStore(new NodeRedisDriver(options), options.keyPrefix ?? DEFAULT_KEY_PREFIX);
}

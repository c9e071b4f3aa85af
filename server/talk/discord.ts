// Discord (issue 16): the host may give a game a Discord channel webhook; when whom the game waits on changes, the
// server posts whose turn it is and what they must decide, with the game's link, mentioning players who signed in with
// Discord. Only Discord webhook URLs are accepted and the server only ever sends to Discord (a test-only base from the
// environment may point at a local endpoint; nothing a user sends can choose the host). The webhook URL is a secret:
// kept in its own record, never in the game document, and never sent to any client after it is saved. When the game
// ends, one last post names the winner and links the standings page.
import { z } from 'zod';
import type { GameState } from '@/engine/index';
import { decisionSummary, publicWaitingOn, victoryPoints } from '@/engine/index';
import { authKeys } from '@/server/auth/store-adapter';
import type { GameStore } from '@/server/store/types';

/** The only hosts a webhook may name; the post always goes to https://discord.com whichever of them was given. */
const DISCORD_HOSTS = ['discord.com', 'discordapp.com'] as const;
const WEBHOOK_PATH = /^\/api\/webhooks\/(\d{15,25})\/([A-Za-z0-9_-]{20,100})\/?$/;
const DISCORD_BASE = 'https://discord.com';
/** A post that takes longer is abandoned (and logged): a slow Discord never holds anything up. */
export const DISCORD_TIMEOUT_MS = 5_000;

export interface DiscordWebhook {
  readonly id: string;
  readonly token: string;
}

/** A Discord channel webhook URL (https://discord.com/api/webhooks/<id>/<token>, or discordapp.com), nothing else. */
export const discordWebhookUrlSchema = z
  .string()
  .trim()
  .max(300)
  .transform((raw, ctx): DiscordWebhook => {
    const refuse = () => {
      ctx.addIssue({
        code: 'custom',
        message: 'Paste a Discord channel webhook URL (https://discord.com/api/webhooks/…)',
      });
      return z.NEVER;
    };
    let url: URL;
    try {
      url = new URL(raw);
    } catch {
      return refuse();
    }
    const host = url.hostname.toLowerCase();
    if (url.protocol !== 'https:' || url.port !== '' || url.username !== '' || url.password !== '') return refuse();
    if (!(DISCORD_HOSTS as readonly string[]).includes(host) || url.search !== '' || url.hash !== '') return refuse();
    const match = WEBHOOK_PATH.exec(url.pathname);
    if (!match?.[1] || !match[2]) return refuse();
    return { id: match[1], token: match[2] };
  });

export const discordKeys = {
  webhook: (gameId: string) => `discord:webhook:${gameId}`,
  /** The seats the last post named, so a post goes out only when whom the game waits on changes. */
  lastPosted: (gameId: string) => `discord:last:${gameId}`,
} as const;

export async function getWebhook(store: GameStore, gameId: string): Promise<DiscordWebhook | null> {
  return store.getRecord<DiscordWebhook>(discordKeys.webhook(gameId));
}

export async function setWebhook(store: GameStore, gameId: string, webhook: DiscordWebhook | null): Promise<void> {
  if (webhook) await store.setRecord(discordKeys.webhook(gameId), { id: webhook.id, token: webhook.token });
  else await store.deleteRecord(discordKeys.webhook(gameId));
  await store.deleteRecord(discordKeys.lastPosted(gameId));
}

/**
 * Where posts go: Discord, or — in tests only — a loopback endpoint named by MECATOL_TEST_DISCORD_BASE, honoured only
 * outside production or with MECATOL_ALLOW_TEST_SEED=1 (the flag every test-only switch of this server needs).
 */
export function discordBase(env: Readonly<Record<string, string | undefined>> = process.env): string {
  const override = env.MECATOL_TEST_DISCORD_BASE;
  if (!override) return DISCORD_BASE;
  const allowed = env.NODE_ENV !== 'production' || env.MECATOL_ALLOW_TEST_SEED === '1';
  const url = URL.canParse(override) ? new URL(override) : null;
  const loopback =
    url !== null && ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname) && url.protocol === 'http:';
  return allowed && loopback ? url.origin : DISCORD_BASE;
}

/** Discord user id of a player who signed in with Discord (next-auth's linked account), or null. */
export async function discordUserId(store: GameStore, userId: string): Promise<string | null> {
  const prefix = authKeys.account('discord', '');
  for (const key of await store.setMembers(authKeys.userAccounts(userId))) {
    if (!key.startsWith(prefix)) continue;
    const id = key.slice(prefix.length);
    if (/^\d{5,25}$/.test(id)) return id;
  }
  return null;
}

/** Player-chosen words in a Discord message: markdown and mention characters lose their meaning. */
export function discordText(text: string): string {
  return text.replace(/\s+/g, ' ').replace(/[\\*_~`|>#[\]<@]/g, (c) => `\\${c}`);
}

export interface DiscordPost {
  readonly content: string;
  /** Discord user ids the post may ping (no @everyone, no roles, nobody else). */
  readonly users: readonly string[];
}

export type Sender = (url: string, init: RequestInit) => Promise<Response>;

/** Discord's own rate limit asks to wait; a wait longer than this is not worth holding the request for. */
export const DISCORD_MAX_RETRY_WAIT_MS = 5_000;
/** After a 5xx answer or a network failure, the one retry waits this long. */
export const DISCORD_RETRY_AFTER_ERROR_MS = 1_000;

/** How long a 429 answer asks to wait: the Retry-After header (seconds), else the JSON body's retry_after. */
async function rateLimitWaitMs(response: Response): Promise<number> {
  const header = Number(response.headers.get('retry-after'));
  if (Number.isFinite(header) && header > 0) return header * 1000;
  const body = (await response.json().catch(() => null)) as { retry_after?: unknown } | null;
  return typeof body?.retry_after === 'number' && body.retry_after >= 0 ? body.retry_after * 1000 : Infinity;
}

/**
 * Sends one post; never throws. A post Discord answers with 429 (within DISCORD_MAX_RETRY_WAIT_MS), 5xx or a network
 * failure is tried once more; after that the failure is logged and dropped (the next change posts again).
 */
export async function sendDiscordPost(
  webhook: DiscordWebhook,
  post: DiscordPost,
  opts: {
    readonly log: (message: string) => void;
    readonly base?: string;
    readonly send?: Sender;
    readonly sleep?: (ms: number) => Promise<void>;
  },
): Promise<boolean> {
  const url = `${opts.base ?? discordBase()}/api/webhooks/${webhook.id}/${webhook.token}`;
  const send = opts.send ?? fetch;
  const sleep = opts.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  for (let attempt = 1; ; attempt++) {
    let retryIn: number;
    try {
      const response = await send(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ content: post.content, allowed_mentions: { parse: [], users: post.users } }),
        signal: AbortSignal.timeout(DISCORD_TIMEOUT_MS),
        redirect: 'error',
      });
      if (response.ok) return true;
      retryIn =
        response.status === 429
          ? await rateLimitWaitMs(response)
          : response.status >= 500
            ? DISCORD_RETRY_AFTER_ERROR_MS
            : Infinity;
      opts.log(`[discord] webhook post for ${webhook.id} answered ${response.status} (attempt ${attempt})`);
    } catch (error) {
      retryIn = DISCORD_RETRY_AFTER_ERROR_MS;
      opts.log(`[discord] webhook post for ${webhook.id} failed: ${String(error)} (attempt ${attempt})`);
    }
    if (attempt >= 2 || retryIn > DISCORD_MAX_RETRY_WAIT_MS) {
      opts.log(`[discord] webhook post for ${webhook.id} dropped`);
      return false;
    }
    await sleep(retryIn);
  }
}

export interface TurnFacts {
  readonly gameName: string;
  readonly gameUrl: string;
  /** Seat names and, for players who signed in with Discord, their Discord user id. */
  readonly seats: readonly { readonly name: string; readonly discordId: string | null }[];
}

/** The post for whom the game waits on as everyone may see it (never a timing window's private answers). */
export function turnPost(state: GameState, facts: TurnFacts): DiscordPost | null {
  const waiting = publicWaitingOn(state);
  const first = waiting[0];
  if (first === undefined) return null;
  const label = decisionSummary(state, first)?.label ?? 'A decision';
  const users: string[] = [];
  const who = waiting.map((seat) => {
    const s = facts.seats[seat];
    const name = discordText(s?.name ?? `Seat ${seat + 1}`);
    if (!s?.discordId) return name;
    users.push(s.discordId);
    return `${name} (<@${s.discordId}>)`;
  });
  const content = `**${discordText(facts.gameName)}** waits on ${who.join(', ')}: ${discordText(label)}\n${facts.gameUrl}`;
  return { content, users };
}

/** The post when the game has ended (LRR 98.7): the winner, everyone's points, and the standings page. */
export function gameOverPost(state: GameState, facts: TurnFacts): DiscordPost {
  const name = (seat: number) => discordText(facts.seats[seat]?.name ?? `Seat ${seat + 1}`);
  const standings = state.players
    .map((p) => ({ seat: p.seat, points: victoryPoints(p) }))
    .sort((a, b) => Number(b.seat === state.winner) - Number(a.seat === state.winner) || b.points - a.points)
    .map((r) => `${name(r.seat)} ${r.points}`);
  const headline = state.winner === null ? 'is over' : `is over: ${name(state.winner)} wins`;
  return {
    content: `**${discordText(facts.gameName)}** ${headline}. Victory points: ${standings.join(', ')}\n${facts.gameUrl}/record`,
    users: [],
  };
}

/**
 * After a change of the game's decisions: posts when the seats the game publicly waits on differ from the last post,
 * and once when the game ends. Never throws; a game without a webhook costs one record read.
 */
export async function announceTurn(
  store: GameStore,
  gameId: string,
  state: GameState,
  facts: Omit<TurnFacts, 'seats'> & { readonly seatUsers: readonly string[]; readonly seatNames: readonly string[] },
  opts: Parameters<typeof sendDiscordPost>[2],
): Promise<boolean> {
  try {
    const webhook = await getWebhook(store, gameId);
    if (!webhook) return false;
    const ended = state.phase === 'ended';
    const signature = ended ? 'ended' : publicWaitingOn(state).join(',');
    const last = await store.getRecord<string>(discordKeys.lastPosted(gameId));
    if (signature === '' || last === signature) return false;
    const seats = await Promise.all(
      facts.seatNames.map(async (name, i) => {
        const userId = facts.seatUsers[i];
        return { name, discordId: userId && !ended ? await discordUserId(store, userId) : null };
      }),
    );
    const turnFacts = { gameName: facts.gameName, gameUrl: facts.gameUrl, seats };
    const post = ended ? gameOverPost(state, turnFacts) : turnPost(state, turnFacts);
    if (!post) return false;
    await store.setRecord(discordKeys.lastPosted(gameId), signature, { ttlSeconds: 90 * 24 * 3600 });
    return await sendDiscordPost(webhook, post, opts);
  } catch (error) {
    opts.log(`[discord] announcing ${gameId} failed: ${String(error)}`);
    return false;
  }
}

// npm run probe -- [base URL]: sends each abuse case of issue 9 to a running Mecatol server and prints one line per
// case: the finding's number, what was sent, the HTTP status it got, and whether that is a hardened server's answer.
// A script, not a test: point it at a server you may abuse (it creates users and games, and bursts requests).
// Cases that need players sign in through the development sign-in (scripts/start.sh); against a server without it,
// PROBE_COOKIE (a signed-in browser's Cookie header) serves the one-player cases and the game cases are skipped.
import { randomUUID } from 'node:crypto';

const base = (process.argv[2] ?? process.env.PROBE_URL ?? 'http://localhost:3000').replace(/\/+$/, '');
const BURST = Number(process.env.PROBE_BURST ?? 25);
const EVIL = 'http://evil.example';

type Verdict = 'ok' | 'FAIL' | 'info' | 'skip';
let failures = 0;

function line(finding: string, name: string, status: string | number, verdict: Verdict, detail = ''): void {
  if (verdict === 'FAIL') failures += 1;
  const cells = [verdict.padEnd(4), finding.padStart(3), name.padEnd(58), String(status).padEnd(14), detail];
  console.log(cells.join('  ').trimEnd());
}

/** One browser's cookies, kept across requests. */
class Client {
  private readonly cookies = new Map<string, string>();
  constructor(cookieHeader = '') {
    for (const part of cookieHeader.split(';')) {
      const [k, ...v] = part.trim().split('=');
      if (k) this.cookies.set(k, v.join('='));
    }
  }
  get signedIn(): boolean {
    return [...this.cookies.keys()].some((k) => k.endsWith('next-auth.session-token'));
  }
  async fetch(path: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.cookies.size > 0) headers.set('cookie', [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    const res = await fetch(path.startsWith('http') ? path : `${base}${path}`, {
      redirect: 'manual',
      ...init,
      headers,
    });
    for (const c of res.headers.getSetCookie()) {
      const [pair = ''] = c.split(';');
      const [k, ...v] = pair.split('=');
      if (k) this.cookies.set(k.trim(), v.join('='));
    }
    return res;
  }
  query(path: string, input: unknown): Promise<Response> {
    return this.fetch(`/api/trpc/${path}?input=${encodeURIComponent(JSON.stringify(input))}`);
  }
  mutate(path: string, input: unknown, headers: Record<string, string> = {}): Promise<Response> {
    const body = typeof input === 'string' ? input : JSON.stringify(input);
    return this.fetch(`/api/trpc/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body,
    });
  }
}

async function data<T>(res: Response): Promise<T> {
  const body = (await res.json()) as { result?: { data?: T }; error?: { message?: string } };
  if (!body.result) throw new Error(`${res.status} ${body.error?.message ?? 'no result'}`);
  return body.result.data as T;
}

/** The development sign-in (next-auth credentials provider "dev"); null when the server refuses it. */
async function devSignIn(name: string): Promise<{ client: Client; status: number }> {
  const client = new Client();
  const csrf = await client.fetch('/api/auth/csrf');
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const res = await client.fetch('/api/auth/callback/dev', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ name, csrfToken, callbackUrl: `${base}/games`, json: 'true' }).toString(),
  });
  return { client, status: res.status };
}

const histogram = (statuses: number[]) =>
  [...new Set(statuses)]
    .sort()
    .map((s) => `${s}×${statuses.filter((x) => x === s).length}`)
    .join(' ');

const offSite = (location: string | null) =>
  location !== null && new URL(location, base).origin !== new URL(base).origin;

async function headerCases(production: boolean, player: Client | null, gameId: string | null): Promise<void> {
  const page = await fetch(`${base}/signin`);
  const csp = page.headers.get('content-security-policy') ?? '';
  const missing = [
    /script-src [^;]*'nonce-/.test(csp) ? null : 'CSP nonce',
    csp.includes("frame-ancestors 'none'") ? null : 'frame-ancestors',
    page.headers.get('x-content-type-options') === 'nosniff' ? null : 'nosniff',
    page.headers.get('referrer-policy') ? null : 'Referrer-Policy',
    !production || page.headers.get('strict-transport-security') ? null : 'HSTS',
  ].filter(Boolean);
  line('7', 'security headers on a page (/signin)', page.status, missing.length ? 'FAIL' : 'ok', missing.join(', '));
  if (!player || !gameId) return line('7', 'no-store on the game page and game queries', '-', 'skip', 'needs a game');
  const html = await player.fetch(`/game/${gameId}`);
  const htmlCache = html.headers.get('cache-control') ?? '';
  // Next writes this header itself (private, no-store... for dynamic pages; only no-store under `next dev`).
  const cached = !/no-store/.test(htmlCache) || (production && !/private/.test(htmlCache));
  line('7', 'game page HTML: Cache-Control', html.status, cached ? 'FAIL' : 'ok', htmlCache);
  const view = await player.query('game.view', { gameId });
  const viewCache = view.headers.get('cache-control') ?? '';
  line('7', 'tRPC game.view: Cache-Control', view.status, viewCache.includes('no-store') ? 'ok' : 'FAIL', viewCache);
}

async function signInCases(production: boolean): Promise<{ player: Client | null; devStatus: number }> {
  const { client, status } = await devSignIn(`Probe ${randomUUID().slice(0, 6)}`);
  const verdict = production ? (client.signedIn ? 'FAIL' : 'ok') : 'info';
  line('10', 'development sign-in with a display name', status, verdict, client.signedIn ? 'signed in' : 'refused');
  const signin = await fetch(`${base}/api/auth/signin`, { redirect: 'manual' });
  const location = signin.headers.get('location');
  line(
    '12',
    'next-auth sends the browser to this server',
    signin.status,
    offSite(location) ? 'FAIL' : 'ok',
    location ?? '',
  );
  const fromEnv = process.env.PROBE_COOKIE ? new Client(process.env.PROBE_COOKIE) : null;
  return { player: client.signedIn ? client : fromEnv, devStatus: status };
}

async function redirectCases(player: Client | null): Promise<void> {
  for (const crafted of ['%2F%5Cevil.example', '%2F%09%2Fevil.example', '%2F..%2F%2Fevil.example']) {
    if (!player) return line('4', 'open redirect', '-', 'skip', 'needs a session');
    const res = await player.fetch(`/signin?callbackUrl=${crafted}`);
    const location = res.headers.get('location');
    line(
      '4',
      `signed in, /signin?callbackUrl=${crafted}`,
      res.status,
      offSite(location) ? 'FAIL' : 'ok',
      location ?? '',
    );
  }
}

async function csrfCases(player: Client | null, gameId: string | null): Promise<void> {
  // next-auth's own routes keep their CSRF token: a sign-in posted without it goes back to the sign-in page.
  const providers = (await (await fetch(`${base}/api/auth/providers`)).json()) as Record<string, unknown>;
  const [path, fields] =
    'email' in providers ? ['signin/email', { email: 'x@example.invalid' }] : ['callback/dev', { name: 'Mallory' }];
  const forged = await fetch(`${base}/api/auth/${path}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: EVIL },
    body: new URLSearchParams({ ...fields, json: 'true' }).toString(),
  });
  const refused = !forged.headers.getSetCookie().some((c) => c.includes('session-token'));
  // With json=true next-auth answers 200 and names where it would send the browser (?csrf=true: refused).
  const where =
    forged.headers.get('location') ?? ((await forged.json().catch(() => ({}))) as { url?: string }).url ?? '';
  line('8', `next-auth ${path} posted without its CSRF token`, forged.status, refused ? 'ok' : 'FAIL', where);
  if (!player || !gameId) return line('8', 'cross-site posts', '-', 'skip', 'needs a game');
  const form = new FormData();
  form.set('gameId', gameId);
  const crossSite = { origin: EVIL, 'sec-fetch-site': 'cross-site' };
  const attempts: [string, RequestInit][] = [
    ['multipart form from another site', { body: form, headers: crossSite }],
    [
      'text/plain shaped like JSON',
      { body: JSON.stringify({ gameId }), headers: { ...crossSite, 'content-type': 'text/plain' } },
    ],
    [
      'JSON with Origin of another site',
      { body: JSON.stringify({ gameId }), headers: { ...crossSite, 'content-type': 'application/json' } },
    ],
  ];
  for (const [name, init] of attempts) {
    const res = await player.fetch('/api/trpc/lobby.regenerateInvite', { method: 'POST', ...init });
    line('8', `${name} → lobby.regenerateInvite`, res.status, res.status === 403 ? 'ok' : 'FAIL');
  }
}

async function notificationCases(player: Client | null): Promise<void> {
  const bogus = `u2.${Buffer.from('someone').toString('base64url')}.0.AAAA`;
  const get = await fetch(`${base}/api/unsubscribe?token=${bogus}`, { redirect: 'manual' });
  line('9', 'GET unsubscribe link (mail scanners) changes nothing', get.status, get.status === 303 ? 'ok' : 'FAIL');
  const post = await fetch(`${base}/api/unsubscribe?token=${bogus}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'List-Unsubscribe=One-Click',
  });
  line('9', 'one-click POST with a forged token', post.status, post.status === 400 ? 'ok' : 'FAIL');
  if (!player) return line('5', 'unverified notification address', '-', 'skip', 'needs a session');
  const stranger = `stranger-${randomUUID().slice(0, 8)}@example.invalid`;
  const update = await player.mutate('notifications.updateSettings', { email: stranger });
  const settings = await data<{ email: string | null }>(await player.query('notifications.getSettings', undefined));
  const taken = settings.email === stranger;
  line(
    '5',
    "set a stranger's address for turn emails",
    update.status,
    taken ? 'FAIL' : 'ok',
    taken ? 'accepted' : 'not used',
  );
}

async function rateLimitCases(player: Client | null): Promise<void> {
  const providers = (await (await fetch(`${base}/api/auth/providers`)).json()) as Record<string, unknown>;
  if ('email' in providers) await signInEmailBurst();
  else line('6', 'sign-in emails to one address', '-', 'skip', 'no email sign-in on this server');
  if (!player) return line('6', 'game creation burst', '-', 'skip', 'needs a session');
  const created: number[] = [];
  for (let i = 0; i < BURST; i++) {
    created.push((await player.mutate('lobby.create', { name: `Probe burst ${i}`, settings: SETTINGS })).status);
  }
  line('6', `${BURST} games created by one user`, histogram(created), created.includes(429) ? 'ok' : 'FAIL');
}

async function signInEmailBurst(): Promise<void> {
  const signInMail = new Client();
  const { csrfToken } = (await (await signInMail.fetch('/api/auth/csrf')).json()) as { csrfToken: string };
  const address = `probe-${randomUUID().slice(0, 8)}@example.invalid`;
  const mails: number[] = [];
  for (let i = 0; i < BURST; i++) {
    const res = await signInMail.fetch('/api/auth/signin/email', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email: address, csrfToken, json: 'true' }).toString(),
    });
    mails.push(res.status);
  }
  line('6', `${BURST} sign-in emails to one address`, histogram(mails), mails.includes(429) ? 'ok' : 'FAIL');
}

const SETTINGS = { players: 3, victoryPoints: 10, layout: '3p', reminderIntervalHours: 24, allowSpectators: false };

interface View {
  version: number;
  view: { config?: Record<string, unknown> } | null;
  options: { command: unknown; label: string }[];
}

/** Three dev-signed-in players in a started game, or null. */
async function startGame(): Promise<{ players: Client[]; gameId: string } | null> {
  const players: Client[] = [];
  for (const name of ['A', 'B', 'C']) {
    const { client } = await devSignIn(`Probe ${name} ${randomUUID().slice(0, 6)}`);
    if (!client.signedIn) return null;
    players.push(client);
  }
  const [host, ...guests] = players as [Client, Client, Client];
  const { gameId } = await data<{ gameId: string }>(
    await host.mutate('lobby.create', { name: 'Probe', settings: SETTINGS }),
  );
  const { inviteToken } = await data<{ inviteToken: string }>(await host.query('lobby.get', { gameId }));
  for (const g of guests) await data(await g.mutate('lobby.join', { token: inviteToken }));
  const picks = [
    ['sol', 'red'],
    ['hacan', 'blue'],
    ['letnev', 'green'],
  ] as const;
  for (const [i, p] of players.entries()) {
    await data(await p.mutate('lobby.choose', { gameId, faction: picks[i]?.[0], color: picks[i]?.[1] }));
  }
  await data(await host.mutate('lobby.start', { gameId }));
  return { players, gameId };
}

async function gameCases(game: { players: Client[]; gameId: string }): Promise<void> {
  const { players, gameId } = game;
  const [a, b, c] = players as [Client, Client, Client];
  const viewOf = async (p: Client) => data<View>(await p.query('game.view', { gameId }));
  const first = await viewOf(a);
  const seed = first.view?.config !== undefined && 'seed' in first.view.config;
  line('1', "a seat's game.view holds the game's seed", 200, seed ? 'FAIL' : 'ok', seed ? 'seed present' : 'no seed');

  // 15: two seats answer one simultaneous decision at the same moment, from the same version.
  const submit = (p: Client, v: View, id = randomUUID()) =>
    p.mutate('game.submit', {
      gameId,
      command: v.options[0]?.command,
      clientCommandId: id,
      expectedVersion: v.version,
    });
  const [va, vb] = [first, await viewOf(b)];
  const idOfA = randomUUID();
  const together = await Promise.all([submit(a, va, idOfA), submit(b, vb)]);
  const both = together.map((r) => r.status);
  line(
    '15',
    'two seats answer one simultaneous decision at once',
    both.join(' '),
    both.every((s) => s === 200) ? 'ok' : 'FAIL',
  );

  // 16: another seat's client command id must not turn this seat's command into a silent duplicate.
  const vc = await viewOf(c);
  const reuse = await submit(c, vc, idOfA);
  const stillWaiting = (await viewOf(c)).options.some((o) => o.label === vc.options[0]?.label);
  line(
    '16',
    "seat C submits with seat A's client command id",
    reuse.status,
    stillWaiting ? 'FAIL' : 'ok',
    stillWaiting ? 'swallowed as a duplicate' : 'applied',
  );

  // 6: submissions per user (commands the rules refuse, at the current version: each one is real work).
  const statuses: number[] = [];
  const command = { type: 'choose-strategy-card', card: 'leadership' };
  for (let i = 0; i < BURST * 2; i++) {
    const { version } = await viewOf(a);
    const res = await a.mutate('game.submit', {
      gameId,
      command,
      clientCommandId: randomUUID(),
      expectedVersion: version,
    });
    statuses.push(res.status);
  }
  line('6', `${BURST * 2} submissions by one user`, histogram(statuses), statuses.includes(429) ? 'ok' : 'FAIL');

  // 19: what "my games" costs.
  const started = performance.now();
  const mine = await a.query('lobby.mine', undefined);
  const bytes = (await mine.arrayBuffer()).byteLength;
  line(
    '19',
    'lobby.mine: size and time',
    mine.status,
    'info',
    `${bytes} bytes, ${Math.round(performance.now() - started)} ms`,
  );
}

async function deepJsonCase(player: Client | null): Promise<void> {
  const depth = 30_000; // under the 64 KB body limit
  const deep = await (player ?? new Client()).mutate(
    'lobby.create',
    `{"name":${'['.repeat(depth)}${']'.repeat(depth)}}`,
  );
  // Signed out, the procedure may refuse (401) before it reads its input: that says nothing about deep JSON.
  const verdict = deep.status === 400 ? 'ok' : !player && deep.status === 401 ? 'info' : 'FAIL';
  line('18', `JSON nested ${depth} deep${player ? '' : ' (signed out)'}`, deep.status, verdict);
}

async function main(): Promise<void> {
  console.log(`Probing ${base} (one line per case: verdict, finding, case, HTTP status, detail)`);
  const home = await fetch(`${base}/signin`).catch((e: unknown) => {
    throw new Error(`${base} does not answer: ${String(e)}`);
  });
  const production = home.headers.has('strict-transport-security');
  const { player } = await signInCases(production);
  await redirectCases(player);
  await notificationCases(player);
  const game = player ? await startGame().catch(() => null) : null;
  await headerCases(production, game?.players[0] ?? player, game?.gameId ?? null);
  await csrfCases(game?.players[0] ?? null, game?.gameId ?? null);
  if (game) await gameCases(game);
  else line('-', 'game cases (1, 15, 16, 19, submissions)', '-', 'skip', 'need the development sign-in');
  await deepJsonCase(player);
  await rateLimitCases(player);
  console.log(failures === 0 ? 'No case failed.' : `${failures} case(s) did not get a hardened answer.`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(2);
});

// Table talk and Discord end to end (issue 16): three players (a desktop and two phones) talk at the table, a mention
// reaches the mentioned player's mailbox through the real SMTP catcher, a private thread stays between its two
// players, the host hides a message, and the host's Discord webhook makes the server post whose turn it is to a local
// endpoint that speaks the webhook API (MECATOL_TEST_DISCORD_BASE points the server there).
import { createServer, type Server } from 'node:http';
import { expect, test } from './support/test';
import { expectAccessible } from './support/axe';
import { expectPhoneFriendly } from './support/phone';
import { openTable, optionButton, tapOption } from './support/table';
import { waitForMail } from './support/turn-mail';

const GAME = 'E2E Talk';
const HOOK_ID = '123456789012345678';
const HOOK_TOKEN = 'e2eWebhookToken_abcdefghijklmnopqrstuvwxyz-0123456789';

interface DiscordPost {
  readonly path: string;
  readonly content: string;
  readonly users: readonly string[];
}

async function startDiscordEndpoint(port: number): Promise<{ posts: DiscordPost[]; close: () => Promise<void> }> {
  const posts: DiscordPost[] = [];
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      const json = JSON.parse(body || '{}') as { content?: string; allowed_mentions?: { users?: string[] } };
      posts.push({ path: req.url ?? '', content: json.content ?? '', users: json.allowed_mentions?.users ?? [] });
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return { posts, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

test('table talk with a mention email, a private thread, a hidden message, and a Discord post', async ({
  browser,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'drives its own desktop and phone contexts');
  test.setTimeout(10 * 60_000);
  const discord = await startDiscordEndpoint(Number(process.env.E2E_DISCORD_PORT));
  const table = await openTable(browser, testInfo, {
    gameName: GAME,
    notifyDelayMinutes: 0,
    prepare: async (context, seat) => {
      // Bea's page never says it is open, so a mention of her is emailed rather than skipped as seen at the table.
      if (seat !== 1) return;
      await context.route(
        (url) => url.pathname.startsWith('/api/trpc/') && url.pathname.includes('presence.heartbeat'),
        (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '[{"result":{}}]' }),
      );
    },
  });
  const [host, bea, cal] = table.pages;
  try {
    for (const page of table.pages)
      await expect(page.getByTestId('talk-not-binding')).toContainText('nothing said is binding (rule 28)');
    await expectPhoneFriendly(bea);

    // --- The table: markup stays text, everyone reads it, the mention is emailed to Bea ------------------------
    const hello = 'Hello <b>table</b> @Bea, shall we talk about Mecatol Rex?';
    await host.getByTestId('talk-input').fill(hello);
    await host.getByTestId('talk-send').click();
    for (const page of table.pages) {
      await expect(page.getByTestId('talk-messages').getByTestId('talk-text').last()).toHaveText(hello);
    }
    expect(await cal.locator('[data-testid="talk-messages"] b').count()).toBe(0);
    await expectAccessible(cal, 'table talk on a phone');
    const mail = await waitForMail(table.emails[1]!, (m) => m.subject.includes(`mentioned you in ${GAME}`));
    expect(mail.subject).toBe(`Hana mentioned you in ${GAME}`);
    expect(mail.text).toContain('shall we talk about Mecatol Rex?');
    expect(mail.text).toContain(`/game/${table.gameId}`);

    // --- A private thread: Bea and the host read it; Cal has no such thread ------------------------------------
    await bea.getByTestId('talk-thread-0-1').click();
    await bea.getByTestId('talk-input').fill('Private: I will not attack you next round.');
    await bea.getByTestId('talk-send').click();
    await expect(host.getByTestId('talk-thread-0-1')).toContainText('•');
    await host.getByTestId('talk-thread-0-1').click();
    await expect(host.getByTestId('talk-messages')).toContainText('I will not attack you next round.');
    await expect(cal.getByTestId('talk-thread-0-1')).toHaveCount(0);
    await expect(cal.getByTestId('talk-thread-1-2')).toBeVisible();
    expect(await cal.content()).not.toContain('I will not attack you');

    // --- The host hides a message at the table: everyone sees that it was hidden -------------------------------
    await cal.getByTestId('talk-input').fill('Something nobody should read');
    await cal.getByTestId('talk-send').click();
    await host.getByTestId('talk-thread-table').click();
    const rude = host.getByTestId('talk-message').filter({ hasText: 'Something nobody should read' });
    await rude.getByTestId('talk-hide').click();
    for (const page of [bea, cal]) {
      if (page === bea) await bea.getByTestId('talk-thread-table').click();
      await expect(page.getByTestId('talk-hidden')).toHaveText('Hidden by the host.');
      await expect(page.getByTestId('talk-messages')).not.toContainText('Something nobody should read');
    }
    await expect(cal.getByTestId('talk-hide')).toHaveCount(0);

    // --- Discord: only a Discord webhook URL is taken, it is never shown again, and a turn change is posted ------
    await host.getByTestId('discord-settings').locator('summary').click();
    await host.getByTestId('discord-url').fill('https://evil.example/api/webhooks/1/abc');
    await host.getByTestId('discord-save').click();
    await expect(host.getByTestId('discord-error')).toContainText('Discord channel webhook URL');
    await host.getByTestId('discord-url').fill(`https://discord.com/api/webhooks/${HOOK_ID}/${HOOK_TOKEN}`);
    await host.getByTestId('discord-save').click();
    await expect(host.getByTestId('discord-status')).toHaveText('webhook set');
    await expect(host.getByTestId('discord-url')).toHaveValue('');
    await host.reload();
    await expect(host.getByTestId('discord-status')).toHaveText('webhook set');
    expect(await host.content()).not.toContain(HOOK_TOKEN);

    await tapOption(table, cal, optionButton(cal, 'choose-secret-objective'));
    await expect.poll(() => discord.posts.length, { timeout: 20_000 }).toBeGreaterThan(0);
    const [post] = discord.posts;
    expect(post!.path).toBe(`/api/webhooks/${HOOK_ID}/${HOOK_TOKEN}`);
    expect(post!.content).toContain(`**${GAME}** waits on Hana, Bea`);
    expect(post!.content).toContain(`/game/${table.gameId}`);
  } finally {
    await table.close();
    await discord.close();
  }
});

// Test helper: services with recording transports, for tests about who is notified when (not about the wire).
import type { EmailDelivery, Mailer, OutgoingEmail } from '../email';
import type { PushOutcome, PushPayload, PushSender, StoredPushSubscription } from '../push';
import type { NotifyServices } from '../services';

export const TEST_SECRET = 'test-secret-for-signing-links';
export const TEST_BASE_URL = 'https://mecatol.test';

export class RecordingMailer implements Mailer {
  readonly sent: OutgoingEmail[] = [];
  failWith: Error | null = null;
  async send(email: OutgoingEmail): Promise<EmailDelivery> {
    if (this.failWith) throw this.failWith;
    this.sent.push(email);
    return { via: 'smtp', messageId: `<${this.sent.length}@test>` };
  }
}

export class RecordingPushSender implements PushSender {
  readonly sent: Array<{ endpoint: string; payload: PushPayload }> = [];
  async send(subscription: StoredPushSubscription, payload: PushPayload): Promise<PushOutcome> {
    this.sent.push({ endpoint: subscription.endpoint, payload });
    return { status: 'sent' };
  }
}

export function testServices(overrides: Partial<NotifyServices> = {}): NotifyServices & { logs: string[] } {
  const logs: string[] = [];
  return {
    mailer: new RecordingMailer(),
    push: new RecordingPushSender(),
    baseUrl: TEST_BASE_URL,
    secret: TEST_SECRET,
    log: (message) => logs.push(message),
    logs,
    ...overrides,
  };
}

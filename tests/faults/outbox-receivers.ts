// The two receivers of a request's outbox for the crash test (outbox-crash.test.ts): a webhook
// receiver that keeps every POST it got (the delivery id of its header and body, the request id),
// and what the test SMTP server (tests/integration/smtp-capture.mjs) took, by recipient and
// Message-ID. Both count raw arrivals too: "exactly once" is per delivery id and per Message-ID
// (docs/decisions/038-outbox.md).
import { readFileSync, readdirSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { isRecord } from '@agency/contract/guards';

export interface WebhookArrival {
  /** X-Webhook-Delivery. */
  header: string;
  /** The body's `delivery`. */
  delivery: string;
  request: string;
}

/** A webhook receiver on loopback that answers 200 to every POST and keeps what it got. */
export async function startWebhookReceiver() {
  const arrivals: WebhookArrival[] = [];
  const server = createServer((req, res) => {
    let body = '';
    // A sender killed mid-request: that request is lost, its retry comes with the same delivery id.
    req.on('error', () => {});
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      const json: unknown = JSON.parse(body);
      const header = req.headers['x-webhook-delivery'];
      arrivals.push({
        header: typeof header === 'string' ? header : '',
        delivery: isRecord(json) && typeof json.delivery === 'string' ? json.delivery : '',
        request: isRecord(json) && isRecord(json.request) ? String(json.request.id) : '',
      });
      res.writeHead(200).end();
    });
  });
  server.on('clientError', (_error, socket) => socket.destroy());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = isRecord(address) ? Number(address['port']) : 0;
  return {
    url: `http://127.0.0.1:${port}/hooks/new-lead`,
    arrivals,
    stop: () => new Promise((resolve) => server.close(resolve)),
  };
}

export interface MailArrival {
  to: string[];
  messageId: string;
}

/** The messages the SMTP capture keeps in `dir`: recipients and Message-ID. */
export function mailArrivals(dir: string): MailArrival[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json') && !name.startsWith('.'))
    .map((file) => {
      const message: unknown = JSON.parse(readFileSync(path.join(dir, file), 'utf8'));
      if (!isRecord(message) || typeof message.raw !== 'string' || !Array.isArray(message.to))
        throw new Error(`${file} is no captured message`);
      const head = message.raw.split(/\r?\n\r?\n/, 1)[0] ?? '';
      const messageId = /^message-id:\s*(\S+)/im.exec(head.replace(/\r?\n[ \t]+/g, ' '))?.[1] ?? '';
      return { to: message.to.map((address) => String(address).toLowerCase()), messageId };
    });
}

/** How often each key occurs, and how many distinct values each group holds. */
export function tally<T>(items: T[], key: (item: T) => string, value: (item: T) => string) {
  const groups = new Map<string, { raw: number; distinct: Set<string> }>();
  for (const item of items) {
    const group = groups.get(key(item)) ?? { raw: 0, distinct: new Set<string>() };
    group.raw += 1;
    group.distinct.add(value(item));
    groups.set(key(item), group);
  }
  return groups;
}

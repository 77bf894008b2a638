// A local SMTP server for the integration tests: it accepts every message and keeps each one as a
// JSON file (envelope and raw source) in a temporary folder. The global setup starts it before
// Directus, so Directus can be pointed at its port; the test files, in other processes, read the
// folder (see mailbox.ts). Like a real server it refuses a mailbox that does not exist: any
// recipient whose address starts with REFUSED_MAILBOX gets 550, and its message is never taken.
import { mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

/** Recipients whose address starts with this are refused (550 5.1.1), as unknown mailboxes are. */
export const REFUSED_MAILBOX = 'refused';

/**
 * Starts the server on a free loopback port; stop() ends it and deletes the messages.
 * @returns {Promise<{ port: number, dir: string, stop: () => Promise<void> }>}
 */
export async function startSmtpCapture() {
  const dir = mkdtempSync(path.join(tmpdir(), 'agency-mail-'));
  let received = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (address.address.toLowerCase().startsWith(REFUSED_MAILBOX)) {
        const error = /** @type {Error & { responseCode?: number }} */ (
          new Error(`5.1.1 <${address.address}>: Recipient address rejected: mailbox unavailable`)
        );
        error.responseCode = 550;
        callback(error);
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      /** @type {Buffer[]} */
      const chunks = [];
      stream.on('data', (chunk) => chunks.push(chunk));
      stream.on('end', () => {
        const name = `${String(++received).padStart(5, '0')}.json`;
        const message = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : null,
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        };
        // Written aside, then renamed: a reader never sees half a message.
        writeFileSync(path.join(dir, `.${name}`), JSON.stringify(message));
        renameSync(path.join(dir, `.${name}`), path.join(dir, name));
        callback();
      });
    },
  });
  // A client that goes away mid-session (the fault tests kill Directus while it sends) is no fault
  // of the server: its session ends, the server goes on.
  server.on('error', () => {});
  await new Promise((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve(undefined));
  });
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.server.address());
  return {
    port,
    dir,
    stop: async () => {
      await new Promise((resolve) => server.close(() => resolve(undefined)));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

// A read flood as one hostile client would send it, and a second client browsing meanwhile
// (bench:flood, tests/faults/read-flood.test.ts). Each client has its own loopback source
// address, so the web server sees two visitors. Bounded in count and time; loopback only.
import { randomBytes } from 'node:crypto';
import { Agent, request } from 'node:http';

/**
 * One GET through `agent` (bound to a source address); resolves with the status (0 when the
 * connection failed).
 * @param {string} url
 * @param {Agent} agent
 * @returns {Promise<number>}
 */
function get(url, agent) {
  return new Promise((resolve) => {
    const req = request(url, { agent, headers: { 'user-agent': 'Mozilla/5.0 (flood test)', accept: 'text/html' } });
    req.setTimeout(15_000, () => req.destroy());
    req.on('response', (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    });
    req.on('error', () => resolve(0));
    req.end();
  });
}

/** @param {number[]} statuses @returns {Record<string, number>} */
const tally = (statuses) => {
  /** @type {Record<string, number>} */
  const counts = {};
  for (const status of statuses) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
};

/**
 * The attacker (from `attacker`) sends `randomPaths` requests to random one-segment paths and
 * `formRequests` to /form, `concurrency` at a time; the visitor (from `visitor`) loads
 * `visitorPaths` once a second while that lasts and `afterSeconds` longer.
 * @param {{
 *   siteUrl: string,
 *   attacker?: string,
 *   visitor?: string,
 *   randomPaths?: number,
 *   formRequests?: number,
 *   concurrency?: number,
 *   afterSeconds?: number,
 *   visitorPaths?: string[],
 * }} options
 */
export async function runFlood({
  siteUrl,
  attacker = '127.0.0.2',
  visitor = '127.0.0.3',
  randomPaths = 1000,
  formRequests = 400,
  concurrency = 10,
  afterSeconds = 30,
  visitorPaths = ['/', '/creative-services/web', '/industries', '/form'],
}) {
  const attackerAgent = new Agent({ keepAlive: true, maxSockets: concurrency, localAddress: attacker });
  const visitorAgent = new Agent({ keepAlive: true, maxSockets: 4, localAddress: visitor });
  const queue = [
    ...Array.from({ length: randomPaths }, () => `/${randomBytes(4).toString('hex')}`),
    ...Array.from({ length: formRequests }, () => '/form'),
  ].sort(() => Math.random() - 0.5);
  /** @type {number[]} */
  const attackerStatuses = [];
  /** @type {number[]} */
  const visitorStatuses = [];
  /** @type {{ path: string | undefined, status: number, at: number }[]} */
  const visitorFailures = [];
  let flooding = true;
  const started = Date.now();

  const attack = async () => {
    for (let path = queue.pop(); path !== undefined; path = queue.pop()) {
      attackerStatuses.push(await get(`${siteUrl}${path}`, attackerAgent));
    }
  };
  const browse = async () => {
    let floodEndedAt = null;
    for (;;) {
      const tick = Date.now();
      const results = await Promise.all(visitorPaths.map((path) => get(`${siteUrl}${path}`, visitorAgent)));
      results.forEach((status, index) => {
        visitorStatuses.push(status);
        if (status !== 200) visitorFailures.push({ path: visitorPaths[index], status, at: tick - started });
      });
      if (!flooding) floodEndedAt ??= Date.now();
      if (floodEndedAt !== null && Date.now() - floodEndedAt >= afterSeconds * 1000) break;
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, 1000 - (Date.now() - tick))));
    }
  };
  const browsing = browse();
  await Promise.all(Array.from({ length: concurrency }, attack));
  const floodSeconds = (Date.now() - started) / 1000;
  flooding = false;
  await browsing;
  attackerAgent.destroy();
  visitorAgent.destroy();
  return {
    floodSeconds,
    attacker: tally(attackerStatuses),
    visitor: tally(visitorStatuses),
    visitorRequests: visitorStatuses.length,
    visitorFailures,
  };
}

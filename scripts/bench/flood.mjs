// `npm run bench:flood`: one client (127.0.0.2) sends 1,000 requests to random one-segment paths
// and 400 to /form, 10 at a time; meanwhile and for 30 s after, a second client (127.0.0.3) loads
// four pages once a second. A counting proxy between the web server and Directus tells how many
// Directus reads the flood caused. Prints figures, judges nothing (README "Performance").
import { buildAll } from '../lib/build.mjs';
import { startCountingProxy } from '../lib/counting-proxy.mjs';
import { runFlood } from '../lib/flood.mjs';
import { startSiteFor } from '../lib/stack.mjs';
import { startTestStack } from '../lib/test-stack.mjs';
import { describeRun, printTable } from './lib/measure.mjs';

const kind = process.env.BENCH_DB === 'postgres' ? 'postgres' : 'sqlite';
const afterSeconds = Number(process.env.BENCH_FLOOD_AFTER ?? 30);

await buildAll({ log: () => {} });
console.log(`› Starting Directus and the web server (defaults: own cache, client limit) on a fresh ${kind} database`);
const stack = await startTestStack(kind, { web: false });
const proxy = await startCountingProxy(stack.directusUrl);
const web = await startSiteFor({ directusUrl: proxy.url, websiteToken: stack.cmsEnv.WEBSITE_API_TOKEN });
try {
  // A visitor has been here before the flood: the site holds its copy.
  for (const path of ['/', '/creative-services/web', '/industries', '/form', '/not-a-short-link']) {
    await fetch(`${web.url}${path}`);
  }
  const before = proxy.count;
  console.log(`› Flooding from 127.0.0.2 while 127.0.0.3 browses (and ${afterSeconds} s after)`);
  const result = await runFlood({ siteUrl: web.url, afterSeconds });
  const reads = proxy.count - before;
  const share = (/** @type {Record<string, number>} */ counts, /** @type {number} */ total) =>
    Object.entries(counts)
      .map(([status, count]) => `${status}: ${count} (${((count / total) * 100).toFixed(1)} %)`)
      .join(', ');
  const attackerTotal = Object.values(result.attacker).reduce((sum, count) => sum + count, 0);
  console.log();
  printTable([
    { figure: 'flood duration', value: `${result.floodSeconds.toFixed(1)} s (1,400 requests, 10 at a time)` },
    {
      figure: 'second client (127.0.0.3)',
      value: `${result.visitorRequests} requests · ${share(result.visitor, result.visitorRequests)}`,
    },
    { figure: 'Directus reads caused by the flood', value: String(reads) },
    { figure: 'first client (127.0.0.2)', value: share(result.attacker, attackerTotal) },
  ]);
  if (result.visitorFailures.length > 0) console.log('\nSecond client failures:', result.visitorFailures.slice(0, 10));
  console.log(`\n${describeRun(`${kind === 'postgres' ? 'BENCH_DB=postgres ' : ''}npm run bench:flood`)}`);
} finally {
  await web.stop();
  await proxy.stop();
  await stack.stop();
}

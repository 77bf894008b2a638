// The page is complete as server-rendered HTML; its scripts only make it interactive. This
// rewrites React Router's script loading so that nothing of it is fetched before the first paint:
// the module preload links go, and the bootstrap module script starts the same preloads and
// imports one frame later (a top-level await), then hydrates as before. Slow phones paint the
// page first instead of after downloading and running ~130 KB of script (README "Performance").
const PRELOAD_LINK = /<link rel="modulepreload"[^>]*?href="([^"]+)"[^>]*\/>/g;
// The inline module script (React Router's bootstrap); a module script with `src` (dev tooling) is not it.
const BOOTSTRAP_SCRIPT = /(<script(?![^>]*\ssrc=)[^>]*type="module"[^>]*>)([\s\S]*?)(<\/script>)/;
const STATIC_IMPORT = /import \* as (\w+) from ("[^"]+");|import ("[^"]+");/g;

/** After the next paint: a frame callback runs before it, a timeout queued there runs after it. */
const AFTER_PAINT = 'await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));';

/** Rewrites one document's head-to-bootstrap part; returns null when it has no bootstrap script. */
export function deferBootstrap(html: string): string | null {
  const script = BOOTSTRAP_SCRIPT.exec(html);
  if (!script) return null;
  const [whole, open, body, close] = script as unknown as [string, string, string, string];
  const names: string[] = [];
  const specifiers: string[] = [];
  const rest = body.replace(STATIC_IMPORT, (_match, name: string | undefined, from: string, bare: string) => {
    names.push(name ?? `_${names.length}`);
    specifiers.push(from ?? bare);
    return '';
  });
  const preloads = [...html.matchAll(PRELOAD_LINK)].map((match) => match[1]!);
  const deferred =
    `${AFTER_PAINT}\n` +
    `for (const href of ${JSON.stringify(preloads)}) document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href }));\n` +
    `const [${names.join(', ')}] = await Promise.all([${specifiers.map((from) => `import(${from})`).join(', ')}]);\n` +
    rest;
  const withoutPreloads = html.slice(0, script.index).replace(PRELOAD_LINK, '');
  return withoutPreloads + open + deferred + close + html.slice(script.index + whole.length);
}

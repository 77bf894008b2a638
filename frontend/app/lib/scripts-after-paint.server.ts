// The page is complete as server-rendered HTML; its scripts only make it interactive. This
// rewrites React Router's script loading so that nothing of it is fetched before the first paint:
// the module preload links go, and the bootstrap module script starts the same preloads one frame
// later (a top-level await), then runs the modules one per task, then hydrates as before. Slow
// phones paint the page first instead of after downloading and running ~130 KB of script, and no
// module's first run adds up with another's into one long task (README "Performance",
// docs/decisions/033-no-long-task-after-hydration.md).
const PRELOAD_LINK = /<link rel="modulepreload"[^>]*?href="([^"]+)"[^>]*\/>/g;
// The inline module script (React Router's bootstrap); a module script with `src` (dev tooling) is not it.
const BOOTSTRAP_SCRIPT = /(<script(?![^>]*\ssrc=)[^>]*type="module"[^>]*>)([\s\S]*?)(<\/script>)/;
const STATIC_IMPORT = /import \* as (\w+) from ("[^"]+");|import ("[^"]+");/g;

/** After the next paint: a frame callback runs before it, a timeout queued there runs after it. */
const AFTER_PAINT = 'await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));';
/**
 * A task of its own for what follows: starting twenty-odd preloads takes the browser 4-20 ms on
 * this machine (16-83 ms on a 4x slower phone), and running React with React Router about as
 * much: together with the route modules they made one long task.
 */
const NEXT_TASK = 'await new Promise((resolve) => setTimeout(resolve));';
/** Preloads started per task. */
const PRELOADS_PER_TASK = 4;
/** The client entry, imported last by React Router's bootstrap: `import("/assets/entry.client-….js")`. */
const ENTRY_IMPORT = /import\(("[^"]+")\)/;

/** Rewrites one document's head-to-bootstrap part; returns null when it has no bootstrap script. */
export function deferBootstrap(html: string): string | null {
  const script = BOOTSTRAP_SCRIPT.exec(html);
  if (!script) return null;
  // The three groups take part in every match: the defaults never apply.
  const [whole, open = '', body = '', close = ''] = script;
  const names: string[] = [];
  const specifiers: string[] = [];
  const rest = body.replace(STATIC_IMPORT, (_match, name: string | undefined, from: string, bare: string) => {
    names.push(name ?? `_${names.length}`);
    specifiers.push(from ?? bare);
    return '';
  });
  const preloads = [...html.matchAll(PRELOAD_LINK)].map((match) => match[1]!);
  // The preloads start a few per task. Then every preloaded module but the entry, in the
  // manifest's order (a module's imports before it), runs in a task of its own; the entry comes
  // last, as before, once the route modules are set.
  const entry = ENTRY_IMPORT.exec(rest)?.[1] ?? '""';
  const deferred =
    `${AFTER_PAINT}\n` +
    `const preloads = ${JSON.stringify(preloads)};\n` +
    `for (let i = 0; i < preloads.length; i += ${PRELOADS_PER_TASK}) {\n` +
    `  if (i > 0) ${NEXT_TASK}\n` +
    `  for (const href of preloads.slice(i, i + ${PRELOADS_PER_TASK})) document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href }));\n` +
    `}\n` +
    `for (const href of preloads) if (href !== ${entry}) { ${NEXT_TASK} await import(href); }\n` +
    `${NEXT_TASK}\n` +
    `const [${names.join(', ')}] = await Promise.all([${specifiers.map((from) => `import(${from})`).join(', ')}]);\n` +
    rest;
  const withoutPreloads = html.slice(0, script.index).replace(PRELOAD_LINK, '');
  return withoutPreloads + open + deferred + close + html.slice(script.index + whole.length);
}

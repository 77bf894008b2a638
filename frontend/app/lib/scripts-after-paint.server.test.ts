import { describe, expect, it } from 'vitest';
import { deferBootstrap } from './scripts-after-paint.server';

// The shape React Router's <Scripts /> renders (react-router lib/dom/ssr/components.js).
const page = [
  '<html><head><link rel="modulepreload" href="/assets/entry.client.js" nonce="n1"/>',
  '<link rel="modulepreload" href="/assets/root.js" nonce="n1"/><link rel="stylesheet" href="/app.css"/></head>',
  '<body><h1>Grüße</h1><script nonce="n1">window.__reactRouterContext = {};</script>',
  '<script nonce="n1" type="module" async="">;\nimport * as route0 from "/assets/root.js";\n',
  'import * as route1 from "/assets/home.js";\n  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};\n\n',
  'import("/assets/entry.client.js");</script><script nonce="n1">more()</script></body></html>',
].join('');

describe('scripts after the first paint', () => {
  it('drops the preload links and lets the bootstrap start them, and its imports, after a frame', () => {
    const html = deferBootstrap(page)!;
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).toContain('<link rel="stylesheet" href="/app.css"/>');
    const script = /<script nonce="n1" type="module" async="">([\s\S]*?)<\/script>/.exec(html)![1]!;
    expect(script).not.toMatch(/^\s*import \* as/m);
    const steps = [
      'requestAnimationFrame(() => setTimeout(resolve))',
      'const preloads = ["/assets/entry.client.js","/assets/root.js"];',
      // A few preloads per task.
      'for (let i = 0; i < preloads.length; i += 4) {',
      'if (i > 0) await new Promise((resolve) => setTimeout(resolve));',
      "for (const href of preloads.slice(i, i + 4)) document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href }));",
      // Then each module but the entry in a task of its own, in the manifest's order.
      'for (const href of preloads) if (href !== "/assets/entry.client.js") { await new Promise((resolve) => setTimeout(resolve)); await import(href); }',
      'const [route0, route1] = await Promise.all([import("/assets/root.js"), import("/assets/home.js")]);',
      'window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};',
      'import("/assets/entry.client.js");',
    ];
    const positions = steps.map((step) => script.indexOf(step));
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(html).toContain('<script nonce="n1">more()</script></body></html>');
  });

  it('leaves module scripts with a src alone', () => {
    const withTooling = page.replace('<body>', '<body><script type="module" src="/@vite/client"></script>');
    const html = deferBootstrap(withTooling)!;
    expect(html).toContain('<script type="module" src="/@vite/client"></script>');
    expect(html).toContain('const [route0, route1] = await Promise.all(');
  });

  it('leaves a document without a bootstrap script as it is', () => {
    expect(deferBootstrap('<html><body><link rel="modulepreload" href="/a.js"/></body></html>')).toBeNull();
  });
});

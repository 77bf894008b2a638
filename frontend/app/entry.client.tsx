// Client entry: React Router's default, except that hydration waits for the first paint. The
// server-rendered page is complete and readable at once; hydrating it right away would keep the
// browser from painting until React has run (a slower first paint on slow phones).
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { loadSiteTexts } from '~/lib/messages';

function hydrate() {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}

/**
 * A page in another language hydrates with its texts (lib/messages.ts): the file its head
 * preloads. Without them (the file cannot be read) it hydrates all the same, and React shows the
 * English of what it cannot match.
 */
async function pageTexts() {
  const href = document.querySelector('link[data-site-texts]')?.getAttribute('href');
  if (href) await loadSiteTexts(href).catch(() => undefined);
}

/**
 * A page an editor built from blocks hydrates with the block renderer's code, which only such pages
 * load (components/page-blocks.tsx). Without it, it hydrates all the same.
 */
async function pageCode() {
  // The mark is page-blocks.tsx's BLOCKS_MARK; that module is imported here only when it is there.
  if (!document.querySelector('[data-blocks]')) return;
  await import('~/components/page-blocks').then(({ loadBlocks }) => loadBlocks()).catch(() => undefined);
}

// A frame callback runs right before the next paint; the timeout after it, right after that paint.
requestAnimationFrame(() => setTimeout(() => void Promise.all([pageTexts(), pageCode()]).then(hydrate), 0));

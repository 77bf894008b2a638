// Client entry: React Router's default, except that hydration waits for the first paint. The
// server-rendered page is complete and readable at once; hydrating it right away would keep the
// browser from painting until React has run (a slower first paint on slow phones).
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';

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

// A frame callback runs right before the next paint; the timeout after it, right after that paint.
requestAnimationFrame(() => setTimeout(hydrate, 0));

// The blocks of a page an editor built (routes/site-page.tsx), with the block renderer's code
// (blocks.tsx) loaded only by pages that show blocks: the same route serves a language's home page
// (/es), whose first load would otherwise carry it (docs/decisions/036-languages.md, "First-load
// JavaScript"). The code is in place before the page hydrates (entry.client.tsx, which finds the
// blocks by their `data-blocks` mark), so their Suspense boundary hydrates at once: a boundary
// still dehydrated when the page's first update reaches it would show its fallback, and the blocks
// would vanish until their code came. A navigation to such a page shows the blocks as soon as
// their code is there (a small chunk, usually in the service worker's cache).
import { Suspense, use, type ComponentProps } from 'react';
import type { Blocks as BlocksRenderer } from './blocks';

interface BlocksModule {
  Blocks: typeof BlocksRenderer;
}

let loaded: BlocksModule | undefined;
let loading: Promise<BlocksModule> | undefined;

/** Loads the block renderer (once; a failed load is tried again on the next call). */
export function loadBlocks(): Promise<BlocksModule> {
  loading ??= import('./blocks').then(
    (module) => (loaded = module),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** Marks the blocks in the page, for the client entry to load their code before hydrating. */
export const BLOCKS_MARK = 'data-blocks';

export function PageBlocks(props: ComponentProps<BlocksModule['Blocks']>) {
  return (
    <div className="page-blocks" {...{ [BLOCKS_MARK]: '' }}>
      {/* Only a navigation ever waits here: the first load hydrates with the code in place. */}
      <Suspense fallback={null}>
        <LoadedBlocks {...props} />
      </Suspense>
    </div>
  );
}

function LoadedBlocks(props: ComponentProps<BlocksModule['Blocks']>) {
  const { Blocks } = loaded ?? use(loadBlocks());
  return <Blocks {...props} />;
}

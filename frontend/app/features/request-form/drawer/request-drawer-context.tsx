// One shared state for the request drawer: open or closed, and the service context a service
// page passes (docs/product.md "Root app"). The drawer's code loads on intent (load-request-drawer.ts).
import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import type { ServiceContext } from '../service-context';

interface RequestDrawerState {
  isOpen: boolean;
  /** True once the drawer has been opened: it stays mounted so that it can animate closed. */
  hasOpened: boolean;
  /** How often the drawer has been opened: each opening tries what failed in the last one again. */
  openings: number;
  service: ServiceContext | null;
  open: (service?: ServiceContext | null) => void;
  close: () => void;
  /** What had the focus when the drawer opened (its call to action): the drawer gives it back. */
  opener: { readonly current: HTMLElement | null };
}

const RequestDrawerContext = createContext<RequestDrawerState | null>(null);

export function RequestDrawerProvider({ children }: { children: ReactNode }) {
  const [isOpen, setOpen] = useState(false);
  const [hasOpened, setHasOpened] = useState(false);
  const [openings, setOpenings] = useState(0);
  const [service, setService] = useState<ServiceContext | null>(null);
  /** Open right now (for `open`, which keeps one identity). */
  const openNow = useRef(false);
  const opener = useRef<HTMLElement | null>(null);
  const open = useCallback((next?: ServiceContext | null) => {
    if (!openNow.current)
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setService(next ?? null);
    setHasOpened(true);
    if (!openNow.current) setOpenings((count) => count + 1);
    openNow.current = true;
    setOpen(true);
  }, []);
  const close = useCallback(() => {
    openNow.current = false;
    setOpen(false);
  }, []);
  const value = useMemo(
    () => ({ isOpen, hasOpened, openings, service, open, close, opener }),
    [isOpen, hasOpened, openings, service, open, close],
  );
  return <RequestDrawerContext.Provider value={value}>{children}</RequestDrawerContext.Provider>;
}

export function useRequestDrawer(): RequestDrawerState {
  const state = useContext(RequestDrawerContext);
  if (!state) throw new Error('useRequestDrawer needs <RequestDrawerProvider>');
  return state;
}

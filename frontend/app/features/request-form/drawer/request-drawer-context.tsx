// One shared state for the request drawer: open or closed, and the service context a service
// page passes (docs/product.md "Root app"). The drawer's code loads on intent (load-request-drawer.ts).
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import type { ServiceContext } from '../service-context';

interface RequestDrawerState {
  isOpen: boolean;
  /** True once the drawer has been opened: it stays mounted so that it can animate closed. */
  hasOpened: boolean;
  service: ServiceContext | null;
  open: (service?: ServiceContext | null) => void;
  close: () => void;
}

const RequestDrawerContext = createContext<RequestDrawerState | null>(null);

export function RequestDrawerProvider({ children }: { children: ReactNode }) {
  const [isOpen, setOpen] = useState(false);
  const [hasOpened, setHasOpened] = useState(false);
  const [service, setService] = useState<ServiceContext | null>(null);
  const open = useCallback((next?: ServiceContext | null) => {
    setService(next ?? null);
    setHasOpened(true);
    setOpen(true);
  }, []);
  const close = useCallback(() => setOpen(false), []);
  const value = useMemo(() => ({ isOpen, hasOpened, service, open, close }), [isOpen, hasOpened, service, open, close]);
  return <RequestDrawerContext.Provider value={value}>{children}</RequestDrawerContext.Provider>;
}

export function useRequestDrawer(): RequestDrawerState {
  const state = useContext(RequestDrawerContext);
  if (!state) throw new Error('useRequestDrawer needs <RequestDrawerProvider>');
  return state;
}

import {
  createContext,
  useContext,
  useDebugValue,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import type { AppDispatch, AppStore, RootState } from './make-store';

const StoreContext = createContext<AppStore | null>(null);

export interface StoreProviderProps {
  store: AppStore;
  children: ReactNode;
}

/** Makes `store` available to `useAppStore`, `useAppDispatch` and `useAppSelector` below it. */
export function StoreProvider({ store, children }: StoreProviderProps) {
  return <StoreContext.Provider value={store}>{children}</StoreContext.Provider>;
}

export function useAppStore(): AppStore {
  const store = useContext(StoreContext);
  if (!store) throw new Error('The store hooks need a <StoreProvider> above the component.');
  return store;
}

export function useAppDispatch(): AppDispatch {
  return useAppStore().dispatch;
}

/** The last selection a component made, kept across renders (and selector identities). */
interface SelectionCell<Selected> {
  last: {
    state: RootState;
    selector: (state: RootState) => Selected;
    selection: Selected;
  } | null;
}

/**
 * `getSnapshot` for `useSyncExternalStore`: runs `selector` only for a new state or a new
 * selector, and keeps the previous selection when `isEqual` finds the new one equal to it.
 */
function selectionReader<Selected>(
  store: AppStore,
  selector: (state: RootState) => Selected,
  isEqual: ((previous: Selected, next: Selected) => boolean) | undefined,
  cell: SelectionCell<Selected>,
): () => Selected {
  return () => {
    const state = store.getState();
    const { last } = cell;
    if (last && last.selector === selector && Object.is(last.state, state)) return last.selection;
    const next = selector(state);
    const selection = last && isEqual?.(last.selection, next) ? last.selection : next;
    cell.last = { state, selector, selection };
    return selection;
  };
}

/**
 * The part of the state `selector` picks, re-rendering only when it changes: by reference, or
 * by `isEqual` when given (a selection equal to the previous one keeps the previous reference).
 * Inline selectors are fine. On the server, and while hydrating, it reads the store's current
 * state.
 */
export function useAppSelector<Selected>(
  selector: (state: RootState) => Selected,
  isEqual?: (previous: Selected, next: Selected) => boolean,
): Selected {
  const store = useAppStore();
  const [cell] = useState<SelectionCell<Selected>>(() => ({ last: null }));
  const getSelection = useMemo(
    () => selectionReader(store, selector, isEqual, cell),
    [store, selector, isEqual, cell],
  );
  const selection = useSyncExternalStore(store.subscribe, getSelection, getSelection);
  useDebugValue(selection);
  return selection;
}

import { useCallback, useSyncExternalStore } from 'react';

export const listViews = ['grid', 'list', 'map'] as const;
export type ListView = (typeof listViews)[number];

const storageKey = 'hearth.property-list.view';
const changeEvent = 'hearth:property-list-view';
/** The choice of this page load, for browsers that refuse localStorage. */
let chosenInMemory: ListView | null = null;

function readView(): ListView {
  try {
    const saved = window.localStorage.getItem(storageKey);
    return listViews.find((view) => view === saved) ?? 'grid';
  } catch {
    // Storage refused (private mode): the choice made on this page load.
    return chosenInMemory ?? 'grid';
  }
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('storage', onChange);
  window.addEventListener(changeEvent, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(changeEvent, onChange);
  };
}

/**
 * How the property list shows its results. The server's HTML (and the hydration pass) use the
 * grid; afterwards the visitor's last choice comes back from localStorage.
 */
export function useListView(): [ListView, (view: ListView) => void] {
  const view = useSyncExternalStore(subscribe, readView, () => 'grid' as const);
  const setView = useCallback((next: ListView) => {
    chosenInMemory = next;
    try {
      window.localStorage.setItem(storageKey, next);
    } catch {
      // Private modes may refuse storage: the choice then lasts for this page load only.
    }
    window.dispatchEvent(new Event(changeEvent));
  }, []);
  return [view, setView];
}

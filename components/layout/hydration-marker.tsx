import { useEffect } from 'react';

/**
 * Marks `<html data-hydrated="true">` once React has taken over the server-rendered page, so
 * browser tests (and scripts) can tell when forms and buttons respond to JavaScript.
 */
export function HydrationMarker() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}

import { useCallback, useEffect, useRef, useState } from 'react';
import { useBlocker, type BlockerFunction } from 'react-router-dom';
import { UnsavedChangesDialog } from './UnsavedChangesDialog';

const sameValues = (one: unknown, other: unknown) => JSON.stringify(one) === JSON.stringify(other);

/**
 * Guards a form against losing its changes: while `values` differ from those of the first render
 * (or the last `markSaved`), leaving for another page through the router asks in `dialog`, and
 * closing or reloading the tab asks the browser's question. Render `dialog` once in the form's screen.
 */
export function useUnsavedGuard<T>(values: T) {
  const [baseline, setBaseline] = useState(values);
  const dirty = !sameValues(values, baseline);
  // Read by the blocker at the moment of leaving: `markSaved` clears it at once, so a save that
  // navigates right after is not asked about before the next render.
  const armed = useRef(dirty);
  useEffect(() => {
    armed.current = dirty;
  }, [dirty]);

  const shouldBlock = useCallback<BlockerFunction>(({ currentLocation, nextLocation }) => armed.current && currentLocation.pathname !== nextLocation.pathname, []);
  const blocker = useBlocker(shouldBlock);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when a return value is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const markSaved = useCallback((saved: T) => {
    armed.current = false;
    setBaseline(saved);
  }, []);

  const dialog = <UnsavedChangesDialog open={blocker.state === 'blocked'} onStay={() => blocker.reset?.()} onLeave={() => blocker.proceed?.()} />;
  return { dirty, markSaved, dialog };
}

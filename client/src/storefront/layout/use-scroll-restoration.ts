import { useEffect } from 'react';

const positions = new Map<string, number>();
const here = () => window.location.pathname + window.location.search;
const pageOf = (address: string) => new URL(address, window.location.origin).searchParams.get('page');

/**
 * Where the window stands as the shopper moves around the shop: a new page opens at its top (a
 * product opened from the middle of a list, a footer link, the order's success page), and Back
 * returns to where the previous page was left. A filter or sort change keeps the place; another
 * catalogue page goes to the top like a new page. The browser's own restoration is turned off: it
 * would jump before the page it restores has rendered.
 */
export function useScrollRestoration() {
  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    let current = here();
    let frame = 0;
    const remember = () => {
      cancelAnimationFrame(frame);
      const address = current;
      frame = requestAnimationFrame(() => {
        if (address === current) positions.set(address, window.scrollY);
      });
    };
    const onPush = () => {
      const previous = current;
      current = here();
      const samePage = new URL(previous, window.location.origin).pathname === window.location.pathname && pageOf(previous) === pageOf(current);
      if (!samePage) window.scrollTo(0, 0);
    };
    const onReplace = () => {
      current = here();
    };
    let restoring = 0;
    const stopRestoring = () => cancelAnimationFrame(restoring);
    const onBack = () => {
      current = here();
      const target = positions.get(current) ?? 0;
      // The page comes back from the Apollo cache in a render or two, and on a phone its long list
      // grows as the cards below lay out: keep scrolling until the place is reached (about a second
      // at most), unless the shopper scrolls first.
      let frames = 0;
      const step = () => {
        window.scrollTo(0, target);
        if (Math.abs(window.scrollY - target) > 1 && ++frames < 90) restoring = requestAnimationFrame(step);
      };
      stopRestoring();
      restoring = requestAnimationFrame(step);
    };
    addEventListener('scroll', remember, { passive: true });
    addEventListener('pushState', onPush);
    addEventListener('replaceState', onReplace);
    addEventListener('popstate', onBack);
    const shopperScrolls = ['wheel', 'touchstart', 'keydown'] as const;
    for (const event of shopperScrolls) addEventListener(event, stopRestoring, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      stopRestoring();
      for (const event of shopperScrolls) removeEventListener(event, stopRestoring);
      removeEventListener('scroll', remember);
      removeEventListener('pushState', onPush);
      removeEventListener('replaceState', onReplace);
      removeEventListener('popstate', onBack);
    };
  }, []);
}

import { useEffect, useRef, useState } from 'react';

const FOCUSABLE = 'input:not([type="hidden"]):not([hidden]):not(:disabled), select:not(:disabled), textarea:not(:disabled), button:not(:disabled), [tabindex]:not([tabindex="-1"])';

/**
 * After a refused save (the form's own checks or the server's `details`), the first invalid field
 * in the page's order is scrolled into view and focused. Put `formRef` on the form and call
 * `revealFirstError()` together with setting the errors: the field is looked for once they are drawn.
 */
export function useFirstErrorFocus<E extends HTMLElement = HTMLFormElement>() {
  const formRef = useRef<E>(null);
  const [requests, setRequests] = useState(0);

  useEffect(() => {
    if (!requests) return;
    // A Chakra field root marks itself `data-invalid` and its control `aria-invalid`.
    const invalid = formRef.current?.querySelector<HTMLElement>('[data-invalid], [aria-invalid="true"]');
    if (!invalid) return;
    const control = invalid.matches(FOCUSABLE) ? invalid : invalid.querySelector<HTMLElement>(FOCUSABLE);
    invalid.scrollIntoView({ block: 'center', behavior: window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth' });
    control?.focus({ preventScroll: true });
  }, [requests]);

  return { formRef, revealFirstError: () => setRequests((count) => count + 1) };
}

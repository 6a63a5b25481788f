/**
 * Client test setup: the browser APIs jsdom lacks but the back office's Chakra and Zag use, MSW for GraphQL,
 * and a clean DOM, storage and handler list after every test.
 */
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { resetSession } from '../../client/src/shared/auth/session';
import { clearNotices } from '../../client/src/shared/notices/notices';
import { checkMockedAnswers, mockedAnswerProblems } from './support/mocked-answers';
import { server } from './support/server';

class ResizeObserverStub implements ResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

/** jsdom lays nothing out: every observed element counts as on screen, reported after it is observed. */
class IntersectionObserverStub implements IntersectionObserver {
  readonly root = null;
  readonly rootMargin = '0px';
  readonly thresholds = [0];
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(target: Element) {
    queueMicrotask(() => this.callback([{ target, isIntersecting: true, intersectionRatio: 1 } as IntersectionObserverEntry], this));
  }
  unobserve() {}
  disconnect() {}
  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }
}

globalThis.ResizeObserver ??= ResizeObserverStub;
globalThis.IntersectionObserver ??= IntersectionObserverStub;

window.matchMedia ??= (query: string): MediaQueryList => ({
  matches: false,
  media: query,
  onchange: null,
  addListener: () => {},
  removeListener: () => {},
  addEventListener: () => {},
  removeEventListener: () => {},
  dispatchEvent: () => false,
});

window.scrollTo = () => {};
Element.prototype.scrollTo ??= () => {};
Element.prototype.scrollIntoView ??= () => {};
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.setPointerCapture ??= () => {};
Element.prototype.releasePointerCapture ??= () => {};
Element.prototype.getAnimations ??= () => [];

// jsdom has <dialog> without its methods: open and close as the browser does, `close` event included.
HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
  this.open = true;
};
HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
  if (!this.open) return;
  this.open = false;
  this.dispatchEvent(new Event('close'));
};

globalThis.CSS ??= { escape: (value: string) => value.replace(/([^\w-])/g, '\\$1') } as typeof CSS;

// Admin screens arrive through lazy routes: give the first import of their chunk time. Vite
// transforms the whole back office on a file's first test; on 2 busy cores that took 5–6 s.
configure({ asyncUtilTimeout: 12_000 });

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  checkMockedAnswers(server);
});
afterEach(() => {
  const problems = mockedAnswerProblems.splice(0);
  expect(problems, 'the test’s made-up GraphQL answers disagree with schema.graphql').toEqual([]);
  clearNotices();
  cleanup();
  server.resetHandlers();
  window.localStorage.clear();
  resetSession();
});
afterAll(() => server.close());

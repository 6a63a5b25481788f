/**
 * The page's first script, and its only one until the first screen is drawn. The server's markup
 * already shows the page; the shop's code (~140 KB gz) is fetched once the first screen's pictures
 * (`fetchpriority="high"`) have loaded and been painted, so on a slow link they are not queued
 * behind it. A tap, a key or focus before that starts it at once, and so do 3 seconds.
 */
const MAX_WAIT_MS = 3000;

/** Resolves after the next frame has been painted. */
const afterPaint = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve)));

function loaded(picture: HTMLImageElement): Promise<unknown> {
  if (picture.complete) return Promise.resolve();
  return new Promise((resolve) => {
    picture.addEventListener('load', resolve, { once: true });
    picture.addEventListener('error', resolve, { once: true });
  });
}

function firstScreenDrawn(): Promise<void> {
  const pictures = [...document.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]')];
  return Promise.all(pictures.map(loaded)).then(afterPaint);
}

function whenToStart(): Promise<void> {
  return new Promise((resolve) => {
    const start = () => resolve();
    for (const type of ['pointerdown', 'keydown', 'focusin']) addEventListener(type, start, { once: true, capture: true, passive: true });
    setTimeout(start, MAX_WAIT_MS);
    void firstScreenDrawn().then(start);
  });
}

void whenToStart().then(() => {
  // The rendered screen's own scripts, named by the server (screen-assets.ts), fetched beside the shop's.
  const screenScripts = document.getElementById('screen-scripts') as HTMLTemplateElement | null;
  if (screenScripts) document.head.append(screenScripts.content);
  return import('./main');
});

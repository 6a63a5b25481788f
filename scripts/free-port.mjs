import { createServer } from 'node:net';

/** A port nothing listens on now. */
export const freePort = () =>
  new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

/** Asks `probe` every 300 ms until it answers true; throws naming `what` after a minute and a half. */
export async function waitFor(what, probe) {
  for (let i = 0; !(await probe()); i++) {
    if (i > 300) throw new Error(`не дождались: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}

// `npm run backup`, `npm run restore`: builds the server when its sources are newer than the build
// (as `npm start` does), then runs the command's compiled file, dist/server/scripts/NAME.js,
// with the rest of the arguments.
import path from 'node:path';
import { buildServerIfStale, root } from './build-server.mjs';

const [name, ...rest] = process.argv.slice(2);
const script = path.join(root, 'dist/server/scripts', `${name}.js`);
buildServerIfStale();
// The command reads its arguments from process.argv, as if it had been started itself.
process.argv = [process.argv[0], script, ...rest];
process.env.NODE_ENV ??= 'production';
await import(script);

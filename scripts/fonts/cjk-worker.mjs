// Builds one locale's CJK subset faces (scripts/fonts/cjk.mjs buildCjkFont) in a worker thread, so
// that the build cuts the five locales' fonts on every core instead of one after another on Vite's
// main thread (scripts/site-fonts.mjs).
import { parentPort, workerData } from 'node:worker_threads';
import { buildCjkFont } from './cjk.mjs';

parentPort.postMessage(await buildCjkFont(workerData.root, workerData.lng));

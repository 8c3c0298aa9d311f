import fs from 'node:fs';
import { fromRoot } from './runtime-paths.ts';

export const APP_VERSION: string = (
  JSON.parse(fs.readFileSync(fromRoot('package.json'), 'utf8')) as { version: string }
).version;

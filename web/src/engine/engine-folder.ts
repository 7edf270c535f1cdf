// Where the engine's files are, relative to the site: engine/ under the dev
// server; engine/<content hash>/ in a build (vite.config.ts), so that a page
// only ever loads the engine it was built with, whatever the caches hold.
declare const __PPS_ENGINE_FOLDER__: string;

export const ENGINE_FOLDER: string = __PPS_ENGINE_FOLDER__;

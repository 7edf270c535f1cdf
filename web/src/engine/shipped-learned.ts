// Learned values shipped with the app (web/public/learned/, written by
// scripts/make-learned-assets.mjs): the champion's values for the fixed point
// systems (learned offline from 4 million games, for every strength) and the
// TD network for American and British at every replayable strength, so that a
// first hint needs no learning. Each is exactly what the engine learns with that recipe, gzipped;
// the manifest lists them by recipe (learned-source.ts's recipeKey), so
// nothing unlisted is ever fetched.
interface Manifest {
  files: Record<string, { file: string }>;
}

let manifest: Promise<Manifest | null> | null = null;

function loadManifest(base: URL): Promise<Manifest | null> {
  manifest ??= fetch(new URL('manifest.json', base))
    .then((r) => (r.ok ? (r.json() as Promise<Manifest>) : null))
    .catch(() => null);
  return manifest;
}

// Some hosts already undo the gzip (Content-Encoding); only gzip bytes are inflated.
async function gunzip(bytes: Uint8Array<ArrayBuffer>): Promise<Uint8Array> {
  if (bytes[0] !== 0x1f || bytes[1] !== 0x8b) return bytes;
  const stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream('gzip'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

// The shipped bytes for this recipe, or null (not shipped, offline, any failure:
// the caller learns instead).
export async function fetchShipped(base: URL, key: string): Promise<Uint8Array | null> {
  try {
    const entry = (await loadManifest(base))?.files[key];
    if (!entry) return null;
    const response = await fetch(new URL(entry.file, base));
    if (!response.ok) return null;
    return await gunzip(new Uint8Array(await response.arrayBuffer()));
  } catch {
    return null;
  }
}

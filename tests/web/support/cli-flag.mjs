// `--name value` from a benchmark script's command line, or `fallback`.
export function flag(name, fallback) {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
}

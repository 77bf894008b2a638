import { existsSync, readFileSync } from 'node:fs';

/** Reads a KEY=value file (comments, blank lines and optional quotes allowed); missing file → {}. */
export function readEnvFile(file) {
  if (!existsSync(file)) return {};
  const values = {};
  for (const rawLine of readFileSync(file, 'utf8').split(/\r?\n/)) {
    const line = rawLine.trim();
    if (line === '' || line.startsWith('#')) continue;
    const separator = line.indexOf('=');
    if (separator <= 0) continue;
    const key = line.slice(0, separator).trim();
    let value = line.slice(separator + 1).trim();
    if (/^(['"]).*\1$/.test(value)) value = value.slice(1, -1);
    values[key] = value;
  }
  return values;
}

/** Names of the variables a .env.example documents (commented-out ones included). */
export function documentedEnvNames(file) {
  const names = new Set();
  for (const line of readFileSync(file, 'utf8').split(/\r?\n/)) {
    const match = /^#?\s*([A-Z][A-Z0-9_]*)=/.exec(line.trim());
    if (match) names.add(match[1]);
  }
  return names;
}

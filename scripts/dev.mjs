// `npm run dev`: the server (tsx watch) and the web (Vite) side by side, output prefixed, both stopped on
// Ctrl-C. Vite is started from node_modules/.bin directly: stopping an `npx vite` wrapper leaves Vite running.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const tty = process.stdout.isTTY;
const colour = (code, text) => (tty ? `\u001b[${code}m${text}\u001b[0m` : text);

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const vite = resolve(root, 'node_modules/.bin/vite');
if (!existsSync(vite)) {
  console.error(`[dev] ${vite} is missing: run "npm ci" first.`);
  process.exit(1);
}

const processes = [
  {
    name: 'server',
    colour: 36,
    command: npm,
    args: ['run', 'dev', '-w', '@orderdesk/server'],
    cwd: root,
    // npm runs the script inside apps/server: keep the data folder at the repository root, as `npm start` does.
    env: { DATA_DIR: process.env.DATA_DIR || resolve(root, 'data') },
  },
  { name: 'web', colour: 35, command: vite, args: [], cwd: resolve(root, 'apps/web'), env: {} },
];
const width = Math.max(...processes.map((entry) => entry.name.length));
let stopping = false;
let exitCode = 0;

function prefix(entry) {
  return colour(entry.colour, `[${entry.name.padEnd(width)}]`);
}

function pipe(stream, entry, target) {
  createInterface({ input: stream }).on('line', (line) => target.write(`${prefix(entry)} ${line}\n`));
}

const children = processes.map((entry) => {
  const child = spawn(entry.command, entry.args, {
    cwd: entry.cwd,
    // Each in its own process group, so stopping it also stops what it started (npm -> tsx -> node).
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...entry.env, ...(tty ? { FORCE_COLOR: '1' } : {}) },
  });
  pipe(child.stdout, entry, process.stdout);
  pipe(child.stderr, entry, process.stderr);
  child.on('exit', (code, signal) => {
    console.log(`${prefix(entry)} exited (${signal ?? `code ${code}`})`);
    if (!stopping) {
      exitCode = code || 1;
      stop('SIGTERM');
    }
    if (children.every((other) => other.exitCode !== null || other.signalCode !== null))
      process.exit(exitCode);
  });
  return child;
});

function signalGroup(child, signal, evenIfExited = false) {
  if (!evenIfExited && (child.exitCode !== null || child.signalCode !== null)) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // The group is gone already.
  }
}

function stop(signal) {
  if (stopping) {
    // A second Ctrl-C: do not wait any longer.
    for (const child of children) signalGroup(child, 'SIGKILL');
    return;
  }
  stopping = true;
  for (const child of children) signalGroup(child, signal);
  setTimeout(() => {
    for (const child of children) signalGroup(child, 'SIGKILL');
  }, 10_000).unref();
}

process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
// Whatever ends this process, leave nothing of either group behind.
process.on('exit', () => {
  for (const child of children) signalGroup(child, 'SIGKILL', true);
});

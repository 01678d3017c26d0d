/** Runs a command with the project's offline, prompt-free environment, failing loudly. */
import { spawn, type ChildProcess } from 'node:child_process';
import { withoutFalseWarnings } from './wrangler-output.ts';

/** Environment for wrangler and Astro that never asks, never phones home. */
export const OFFLINE_ENV = {
  CLOUDFLARE_CF_FETCH_ENABLED: 'false',
  WRANGLER_SEND_METRICS: 'false',
  ASTRO_TELEMETRY_DISABLED: '1',
  CI: process.env.CI ?? 'true',
};

/**
 * Starts a command; its output goes to ours through wrangler's one untrue warning left out (the
 * seed, the build and the server each use wrangler), in colour when ours is a terminal.
 */
export function start(command: string, args: readonly string[], extraEnv: Record<string, string> = {}, cwd?: string): ChildProcess {
  const colour = process.stdout.isTTY ? { FORCE_COLOR: '1' } : {};
  const child = spawn(command, args, { cwd, stdio: ['inherit', 'pipe', 'pipe'], env: { ...process.env, ...OFFLINE_ENV, ...colour, ...extraEnv } });
  child.stdout.pipe(withoutFalseWarnings()).pipe(process.stdout, { end: false });
  child.stderr.pipe(withoutFalseWarnings()).pipe(process.stderr, { end: false });
  return child;
}

export function run(command: string, args: readonly string[], extraEnv: Record<string, string> = {}, cwd?: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = start(command, args, extraEnv, cwd);
    child.on('error', reject);
    // 'close': the output has drained too, so what the command printed comes before what follows it.
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`))));
  });
}

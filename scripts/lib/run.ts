/** Runs a command with the project's offline, prompt-free environment, failing loudly. */
import { spawn, type ChildProcess } from 'node:child_process';

/** Environment for wrangler and Astro that never asks, never phones home. */
export const OFFLINE_ENV = {
  CLOUDFLARE_CF_FETCH_ENABLED: 'false',
  WRANGLER_SEND_METRICS: 'false',
  ASTRO_TELEMETRY_DISABLED: '1',
  CI: process.env.CI ?? 'true',
};

export function start(command: string, args: readonly string[], extraEnv: Record<string, string> = {}): ChildProcess {
  return spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...OFFLINE_ENV, ...extraEnv } });
}

export function run(command: string, args: readonly string[], extraEnv: Record<string, string> = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = start(command, args, extraEnv);
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`))));
  });
}

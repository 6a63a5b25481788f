import { existsSync, readFileSync, readlinkSync, realpathSync, rmSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import type { Logger } from 'pino';

/**
 * The PostgreSQL server process of an embedded cluster (the "postmaster"), found through its
 * `postmaster.pid` lock file and Linux's /proc. Used to stop a server left running by a start-up
 * that was killed, and to stop our own with escalating signals so shutdown cannot hang.
 */

/** How long each signal gets: fast shutdown, then immediate shutdown, then SIGKILL. */
const STEPS = [
  ['SIGINT', 5_000],
  ['SIGQUIT', 2_000],
  ['SIGKILL', 1_000],
] as const;

const lockFile = (dir: string) => path.join(dir, 'postmaster.pid');

/** The PID the lock file names (its first line), if there is a lock file. */
export function postmasterPid(dir: string): number | undefined {
  if (!existsSync(lockFile(dir))) return undefined;
  const pid = Number(readFileSync(lockFile(dir), 'utf8').split('\n')[0]);
  return Number.isInteger(pid) && pid > 0 ? pid : undefined;
}

/** A running process's parent, program and working folder; null when it is gone or a zombie. `folder` is null when we may not read it. */
function processInfo(pid: number): { parent: number; program: string; folder: string | null } | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const [state, parent] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (state === 'Z' || state === 'X') return null;
    const program = path.basename(readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0')[0]);
    let folder: string | null = null;
    try {
      folder = readlinkSync(`/proc/${pid}/cwd`);
    } catch {
      // another user's process: its folder stays unknown
    }
    return { parent: Number(parent), program, folder };
  } catch {
    return null;
  }
}

/** The port of the cluster's running postmaster (the lock file's fourth line), or undefined when none runs there. */
export function runningPostmasterPort(dir: string): number | undefined {
  const pid = postmasterPid(dir);
  if (pid === undefined) return undefined;
  if (canInspectProcesses() ? !isPostmasterOf(pid, dir) : !alive(pid)) return undefined;
  const port = Number(readFileSync(lockFile(dir), 'utf8').split('\n')[3]);
  return Number.isInteger(port) && port > 0 ? port : undefined;
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Whether /proc is there to look processes up (Linux); elsewhere none of this can tell who is who. */
export const canInspectProcesses = () => existsSync('/proc/self/stat');

/** The postmaster works inside its data folder, so `postgres` running there is that cluster's server. */
function isPostmasterOf(pid: number, dir: string): boolean {
  const info = processInfo(pid);
  return info?.program === 'postgres' && info.folder === realpathSync(dir);
}

/** Sends a signal to the cluster's postmaster, and to nothing else; false when it is not running (or may not be signalled). */
export function signalPostmaster(pid: number, dir: string, signal: NodeJS.Signals): boolean {
  if (!isPostmasterOf(pid, dir)) return false;
  try {
    process.kill(pid, signal);
    return true;
  } catch {
    return false;
  }
}

/** Stops the cluster's postmaster with escalating signals; true once it is gone. */
export async function stopPostmaster(pid: number, dir: string): Promise<boolean> {
  for (const [signal, wait] of STEPS) {
    if (!signalPostmaster(pid, dir, signal)) break;
    const until = Date.now() + wait;
    while (processInfo(pid) && Date.now() < until) await delay(50);
  }
  return !isPostmasterOf(pid, dir);
}

/**
 * Clears what a killed start-up left in the cluster folder: a postmaster still running there is
 * stopped — unless a live Node process (another shop on the same DATA_DIR) is its parent — and a
 * lock file naming a process that is gone, or is not that postmaster, is removed, since PostgreSQL
 * refuses to start over a lock file whose PID is in use. Without /proc nothing is touched.
 */
export async function clearLeftoverPostmaster(dir: string, log: Logger): Promise<void> {
  const pid = postmasterPid(dir);
  if (pid === undefined || !canInspectProcesses()) return;
  const info = processInfo(pid);
  if (info && info.folder === null) return;
  if (info && isPostmasterOf(pid, dir)) {
    const parent = processInfo(info.parent);
    if (info.parent !== 1 && parent?.program.startsWith('node')) {
      throw new Error(`Встроенный PostgreSQL в ${dir} уже работает у другого процесса (PID ${info.parent}). Остановите его или задайте другой DATA_DIR.`);
    }
    log.warn({ pid, dir }, 'встроенный PostgreSQL остался от прежнего запуска, останавливаю');
    if (!(await stopPostmaster(pid, dir))) throw new Error(`Не удалось остановить PostgreSQL (PID ${pid}), оставшийся от прежнего запуска в ${dir}.`);
  }
  rmSync(lockFile(dir), { force: true });
}

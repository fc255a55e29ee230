// Types of stack.mjs for the TypeScript that imports it (the stack test, the benchmark).

export interface StackProcess {
  port: number;
  /** Its output (appended across restarts). */
  log: string;
  readonly pid: number | undefined;
  readonly running: boolean;
  /** Ends the process abruptly (default SIGKILL: a crash); waits for the exit. */
  kill(signal?: NodeJS.Signals): Promise<void>;
  /** Starts it again on the same port; resolves when it answers /api/health. */
  restart(): Promise<void>;
  /** Graceful stop (SIGTERM: in-flight requests finish). */
  stop(): Promise<void>;
}

export interface AppProcess extends StackProcess {
  /** Launches it; resolves when it answers /api/health (a worker: at once). */
  start(): Promise<void>;
}

export interface StackOptions {
  /** postgres://…: every instance shares it. */
  databaseUrl: string;
  instances?: number;
  /** nginx's port on 127.0.0.1 (default: a free one). */
  nginxPort?: number;
  /** The instances listen on basePort, basePort + 1, … (default: free ports). */
  basePort?: number;
  /** The shared DATA_DIR (default: a folder in the stack's temp folder). */
  dataDir?: string;
  /** More environment for the instances (LOG_LEVEL defaults to warn). */
  env?: Record<string, string>;
  /** `all` (default): HTTP and jobs in each instance; `web`: HTTP only, plus one worker process. */
  role?: 'all' | 'web';
  /** The built web app nginx serves /assets/ from (default apps/web/dist). */
  webDist?: string;
}

export interface Stack {
  /** nginx's address, e.g. http://127.0.0.1:41234 */
  url: string;
  /** The temp folder: rendered nginx config, logs of nginx and of each instance. */
  dir: string;
  dataDir: string;
  instances: StackProcess[];
  worker: StackProcess | null;
  stop(opts?: { keepLogs?: boolean }): Promise<void>;
}

export const NGINX_BIN: string;
export function nginxAvailable(): boolean;
export function freePort(): Promise<number>;
export function startStack(opts: StackOptions): Promise<Stack>;
/** One server process (`--role=all|web|worker`) on `port`, not started yet; env adds to process.env. */
export function appProcess(opts: {
  port: number;
  role: 'all' | 'web' | 'worker';
  env: Record<string, string>;
  log: string;
}): AppProcess;

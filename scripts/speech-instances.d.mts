import type { ChildProcess } from 'node:child_process';

export declare const FUNCTION_PATH: string;

export type Instance = { kind: 'node' | 'deno'; url: string; process: ChildProcess; output: string[] };

export declare function startUpstream(
  delayMs?: number,
): Promise<{ url: string; maxConcurrent: () => number; close: () => Promise<void> }>;
export declare function buildServerBundle(): Promise<{ main: string; cleanup: () => void }>;
export declare function startNode(main: string, env: Record<string, string>): Promise<Instance>;
export declare function startDeno(env: Record<string, string>): Promise<Instance>;
export declare function stopAll(instances: Instance[]): Promise<void>;
export declare function callAs(instance: Instance, client: string): Promise<Response>;

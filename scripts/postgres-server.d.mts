export declare class PostgresUnavailable extends Error {}

export type TestPostgres = {
  /** A postgres:// URL of a database with Supabase's roles and every migration applied. */
  url: string;
  /** Whether the server was started here (then `pause` and `resume` stop and start it). */
  owned: boolean;
  pause?: () => void;
  resume?: () => void;
  stop: () => Promise<void>;
};

export declare function startPostgres(options?: { port?: number; log?: (line: string) => void }): Promise<TestPostgres>;

export declare const SYSTEM_BROWSERS: readonly string[];
export declare function findChromium(): string | undefined;

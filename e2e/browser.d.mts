export declare const HEADLESS_SHELL: string;
export declare function findChromium(): string | undefined;
export declare function findTestChromium(): string | undefined;
export declare const CHROMIUM_ARGS: readonly string[];
export declare const FAKE_MEDIA_ARGS: readonly string[];

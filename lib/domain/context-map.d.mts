// Types of context-map.mjs (plain JavaScript, so eslint.config.mjs can read it too).
export declare const CONTEXT_LAYERS: readonly (readonly string[])[];
export declare const SHARED_KERNEL: readonly string[];
export declare function forbiddenFor(context: string): string[];
export declare const BOOKING_MODELS: readonly string[];
export declare const WRITE_METHODS: readonly string[];
export declare const PURE_MODULES: readonly string[];
export declare const DEFINITION_FILES: readonly string[];

// Types of env.mjs (plain JavaScript, as boot.mjs reads it); the meaning of each is there.
export function contentDir(): string;
export function cacheDir(): string;
export function cacheBudgetMb(): number;
export function generatedDir(): string | undefined;
export function configTimeoutSeconds(): number;
export function pageTimeoutSeconds(): number;
export function buildWorkers(): boolean;
export function renderWorkerMinRoutes(): number;
export function copyWorkerMinPages(): number;
export function sidebarSplicing(): boolean;
export function debug(): boolean;
export function bootThroughTsx(): boolean;
export function viteLogLevel(): 'info' | 'warn';
export function benchVerbose(): boolean;
export function testReuseBuild(): boolean;

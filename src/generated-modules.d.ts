// The build writes site-data.json under .cache/generated/ (prerender/site-data.ts); typed in src/theme/site.ts.
declare module '@generated/site-data.json' {
  const value: unknown;
  export default value;
}

// The playground's endpoints and options, from the API contract (prerender/contract/playground-data.ts).
declare module '@generated/api-playground.json' {
  const value: import('./shared/playground-types').PlaygroundData;
  export default value;
}

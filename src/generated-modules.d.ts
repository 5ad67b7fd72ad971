// The build writes site-data.json under .cache/generated/ (prerender/bundle/site-data.ts, which returns
// this type); the theme reads it through src/theme/site.ts.
declare module '@generated/site-data.json' {
  const value: import('./shared/site-data').SiteData;
  export default value;
}

// The playground's endpoints and options, from the API contract (prerender/contract/playground-data.ts).
declare module '@generated/api-playground.json' {
  const value: import('./shared/playground-types').PlaygroundData;
  export default value;
}

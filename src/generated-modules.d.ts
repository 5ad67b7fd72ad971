// The build writes site-data.json under .cache/generated/ (prerender/site-data.ts); typed in src/theme/site.ts.
declare module '@generated/site-data.json' {
  const value: unknown;
  export default value;
}

// The build writes src/generated/site-data.json (see prerender/site-data.ts); typed in src/theme/site.ts.
declare module '@generated/site-data.json' {
  const value: unknown;
  export default value;
}

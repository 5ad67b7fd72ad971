// The playground's data, generated from content/openapi.yaml (prerender/contract/playground-data.ts).
export type PlaygroundField =
  | { name: string; kind: 'enum'; options: string[]; default?: string }
  | { name: string; kind: 'boolean'; default: boolean }
  | { name: string; kind: 'number'; step: number; min?: number; max?: number; default?: number };

export interface PlaygroundData {
  /** The default region's base URL. */
  server: string;
  endpoints: { id: string; label: string; path: string; maxLength?: number; fields: PlaygroundField[] }[];
}

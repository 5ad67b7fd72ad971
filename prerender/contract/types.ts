// Types of the loaded API contract (content/openapi.yaml).
import type { SchemaChecker } from './schemas.ts';

export interface Operation {
  id: string;
  /** Upper case: GET, POST, PATCH, DELETE. */
  method: string;
  path: string;
  /** JSON pointer of the operation object in the document. */
  pointer: string;
  op: Record<string, any>;
}

export interface Contract {
  file: string;
  spec: Record<string, any>;
  operations: Map<string, Operation>;
  checker: SchemaChecker;
  source: string;
}

export interface ErrorRow {
  status: number;
  type: string;
  codes: string[];
  when: string;
}

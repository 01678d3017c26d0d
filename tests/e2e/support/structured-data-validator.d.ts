/** @adobe/structured-data-validator ships JavaScript only: the part of its API the structured-data journey uses. */
declare module '@adobe/structured-data-validator' {
  export interface ValidationIssue {
    issueMessage: string;
    severity: 'ERROR' | 'WARNING';
    rootType?: string;
    fieldNames?: string[];
    path?: unknown[];
  }
  /** What @marbec/web-auto-extractor gives: per format, the items of each root type. */
  export interface ExtractedData {
    jsonld?: Record<string, Record<string, unknown>[]>;
    microdata?: Record<string, Record<string, unknown>[]>;
    rdfa?: Record<string, Record<string, unknown>[]>;
  }
  export default class Validator {
    /** Without schema.org's vocabulary, only Google's rich-result rules are checked. */
    constructor(schemaOrgJson?: unknown);
    validate(data: ExtractedData): Promise<ValidationIssue[]>;
  }
}

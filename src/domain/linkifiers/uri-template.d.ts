// @hyperjump/uri-template ships no types; these are the parts we call.
declare module '@hyperjump/uri-template' {
  export interface TemplateVariable {
    name: string;
    explode: boolean;
    maxLength?: string;
  }
  export type TemplateNode =
    | { type: 'literal'; value: string }
    | { type: '' | '+' | '#' | '.' | '/' | ';' | '?' | '&'; variables: TemplateVariable[] };
  /** Throws an Error("Parse Error: …") for a malformed template. */
  export function parse(template: string): TemplateNode[];
  export function expand(template: string | TemplateNode[], input?: Record<string, string>): string;
}

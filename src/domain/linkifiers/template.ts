import { expand, parse, type TemplateNode } from '@hyperjump/uri-template';

/** A linkifier's RFC 6570 URL template, parsed once. */
export interface UrlTemplate {
  nodes: TemplateNode[];
  /** The variable names it uses (Zulip's URITemplate.variable_names). */
  variables: Set<string>;
}

/** Zulip's uri_template.validate: null when the template is malformed. */
export function parseUrlTemplate(template: string): UrlTemplate | null {
  let nodes: TemplateNode[];
  try {
    nodes = parse(template);
  } catch {
    return null;
  }
  const variables = new Set<string>();
  for (const node of nodes) if (node.type !== 'literal') for (const v of node.variables) variables.add(v.name);
  return { nodes, variables };
}

/** The link a match points to: the template expanded with the pattern's named groups. */
export const expandUrlTemplate = (template: UrlTemplate, groups: Readonly<Record<string, string>>): string =>
  expand(template.nodes, { ...groups });

// Zulip puts Pygments' lexer name (not the alias the user typed) in
// `data-code-language`, so clients can map `py`, `python3`… to one playground.
// This table covers the Pygments aliases people commonly type; an unknown
// language is tagged with what the user typed, as Zulip does.

const PYGMENTS_NAMES: Readonly<Record<string, string>> = {
  python: 'Python', py: 'Python', sage: 'Python', python3: 'Python', py3: 'Python',
  bazel: 'Python', starlark: 'Python', pyi: 'Python',
  python2: 'Python 2.x', py2: 'Python 2.x',
  pycon: 'Python console session', pytb: 'Python Traceback',
  javascript: 'JavaScript', js: 'JavaScript', mjs: 'JavaScript', cjs: 'JavaScript',
  typescript: 'TypeScript', ts: 'TypeScript',
  jsx: 'JSX', react: 'JSX', tsx: 'TSX',
  json: 'JSON', 'json-object': 'JSON', jsonld: 'JSON-LD', 'json-ld': 'JSON-LD',
  java: 'Java', c: 'C', cpp: 'C++', 'c++': 'C++',
  csharp: 'C#', 'c#': 'C#', cs: 'C#',
  'objective-c': 'Objective-C', objectivec: 'Objective-C', 'obj-c': 'Objective-C', objc: 'Objective-C',
  go: 'Go', golang: 'Go', rust: 'Rust', rs: 'Rust',
  ruby: 'Ruby', rb: 'Ruby', duby: 'Ruby',
  php: 'PHP', php3: 'PHP', php4: 'PHP', php5: 'PHP', inc: 'PHP',
  'css+php': 'CSS+PHP', 'html+php': 'HTML+PHP', 'javascript+php': 'JavaScript+PHP',
  'js+php': 'JavaScript+PHP', 'xml+php': 'XML+PHP',
  html: 'HTML', xhtml: 'HTML', xml: 'XML', css: 'CSS', scss: 'SCSS', sass: 'Sass', less: 'LessCss',
  bash: 'Bash', sh: 'Bash', ksh: 'Bash', zsh: 'Bash', shell: 'Bash', openrc: 'Bash',
  console: 'Bash Session', 'shell-session': 'Bash Session',
  powershell: 'PowerShell', pwsh: 'PowerShell', posh: 'PowerShell', ps1: 'PowerShell', psm1: 'PowerShell',
  bat: 'Batchfile', batch: 'Batchfile', dosbatch: 'Batchfile', winbatch: 'Batchfile',
  sql: 'SQL', postgresql: 'PostgreSQL SQL dialect', postgres: 'PostgreSQL SQL dialect',
  psql: 'PostgreSQL console (psql)', mysql: 'MySQL', sqlite3: 'sqlite3con', plpgsql: 'PL/pgSQL',
  yaml: 'YAML', toml: 'TOML', ini: 'INI', cfg: 'INI', dosini: 'INI', properties: 'Properties',
  markdown: 'Markdown', md: 'Markdown', rst: 'reStructuredText', rest: 'reStructuredText',
  restructuredtext: 'reStructuredText',
  tex: 'TeX', latex: 'TeX', diff: 'Diff', udiff: 'Diff',
  docker: 'Docker', dockerfile: 'Docker',
  make: 'Makefile', makefile: 'Makefile', mf: 'Makefile', bsdmake: 'Makefile',
  cmake: 'CMake', nginx: 'Nginx configuration file', apache: 'ApacheConf', apacheconf: 'ApacheConf',
  haskell: 'Haskell', hs: 'Haskell', scala: 'Scala', kotlin: 'Kotlin', swift: 'Swift',
  perl: 'Perl', pl: 'Perl', lua: 'Lua', r: 'S', s: 'S', splus: 'S',
  matlab: 'Matlab', octave: 'Octave', julia: 'Julia', jl: 'Julia',
  elixir: 'Elixir', ex: 'Elixir', exs: 'Elixir', erlang: 'Erlang',
  clojure: 'Clojure', clj: 'Clojure', lisp: 'Common Lisp', 'common-lisp': 'Common Lisp', cl: 'Common Lisp',
  scheme: 'Scheme', scm: 'Scheme', racket: 'Racket', rkt: 'Racket',
  ocaml: 'OCaml', fsharp: 'F#', 'f#': 'F#', dart: 'Dart', groovy: 'Groovy',
  vim: 'VimL', text: 'Text only', graphql: 'GraphQL', protobuf: 'Protocol Buffer', proto: 'Protocol Buffer',
  coffeescript: 'CoffeeScript', 'coffee-script': 'CoffeeScript', coffee: 'CoffeeScript',
  nasm: 'NASM', asm: 'NASM', fortran: 'Fortran', f90: 'Fortran',
  delphi: 'Delphi', pas: 'Delphi', pascal: 'Delphi', objectpascal: 'Delphi',
  prolog: 'Prolog', haxe: 'Haxe', hx: 'Haxe', verilog: 'verilog', v: 'verilog', vhdl: 'vhdl',
  d: 'D', nim: 'Nim', nimrod: 'Nim', zig: 'Zig', crystal: 'Crystal', cr: 'Crystal', elm: 'Elm',
  terraform: 'Terraform', tf: 'Terraform', hcl: 'Terraform', http: 'HTTP',
  django: 'Django/Jinja', jinja: 'Django/Jinja', 'html+django': 'HTML+Django/Jinja',
  'html+jinja': 'HTML+Django/Jinja', handlebars: 'Handlebars', awk: 'Awk', gawk: 'Awk',
  sml: 'Standard ML', smalltalk: 'Smalltalk', tcl: 'Tcl', xslt: 'XSLT', vb: 'VB.net', 'vb.net': 'VB.net',
  fish: 'Fish', fishshell: 'Fish', solidity: 'Solidity', wasm: 'WebAssembly', wast: 'WebAssembly',
  csv: 'CSV', qml: 'QML', idris: 'Idris', agda: 'Agda', coq: 'Coq', lean: 'Lean',
};

/** Canonical (Pygments) name for a fence language; the input if unknown. */
export function pygmentsName(lang: string): string {
  return PYGMENTS_NAMES[lang] ?? lang;
}

// highlight.js grammar for a Pygments lexer name, where the hljs language
// name differs from the alias the user typed.
const HLJS_BY_PYGMENTS_NAME: Readonly<Record<string, string>> = {
  Python: 'python', 'Python 2.x': 'python', 'Python console session': 'python-repl',
  JavaScript: 'javascript', TypeScript: 'typescript', JSX: 'javascript', TSX: 'typescript',
  JSON: 'json', 'JSON-LD': 'json', 'C#': 'csharp', 'C++': 'cpp', 'Objective-C': 'objectivec',
  'Bash Session': 'shell', 'PostgreSQL SQL dialect': 'pgsql', MySQL: 'sql', HTML: 'xml', XML: 'xml',
  TeX: 'latex', Docker: 'dockerfile', 'Nginx configuration file': 'nginx', S: 'r', 'VB.net': 'vbnet',
  'CSS+PHP': 'php', 'HTML+PHP': 'php', 'JavaScript+PHP': 'php', 'XML+PHP': 'php',
  LessCss: 'less', INI: 'ini', TOML: 'ini', Makefile: 'makefile', Diff: 'diff', Markdown: 'markdown',
};

export function highlightJsLanguage(lang: string, pygments: string): string {
  return HLJS_BY_PYGMENTS_NAME[pygments] ?? lang;
}

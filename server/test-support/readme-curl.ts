// The `curl` commands of the README's shell examples, read the way a shell reads them, so a test can
// send each one to the app (server/api/readme-curl-examples.test.ts): a documented example that the
// server refuses is a broken promise to every merchant who copies it.

export interface CurlExample {
  /** The README line the command starts on. */
  line: number;
  /** The URL's origin, as the shell expanded it (`$KASSA_URL` included). */
  origin: string;
  /** `-X`/`--request` when given, else POST with a body and GET without. */
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Path and query of the URL. */
  path: string;
  /** Header names in lower case. */
  headers: Record<string, string>;
  /** The `-d` text; `@file` bodies are kept as written. */
  body?: string;
}

interface Word {
  text: string;
  line: number;
}

/** Shell words of one script, commands separated by `null` (a newline, `;`, `|` or `&&`). */
function shellWords(
  script: string,
  firstLine: number,
  env: Record<string, string>,
): (Word | null)[] {
  const out: (Word | null)[] = [];
  let line = firstLine;
  let word = '';
  let inWord = false;
  let wordLine = line;
  const start = () => {
    if (!inWord) {
      inWord = true;
      word = '';
      wordLine = line;
    }
  };
  const end = () => {
    if (inWord) out.push({ text: word, line: wordLine });
    inWord = false;
  };
  const expand = (from: number): [string, number] => {
    const name = /^[A-Za-z_][A-Za-z0-9_]*/.exec(script.slice(from))?.[0] ?? '';
    return name ? [env[name] ?? '', from + name.length] : ['$', from];
  };
  let i = 0;
  while (i < script.length) {
    const c = script[i] ?? '';
    if (c === '\\' && script[i + 1] === '\n') {
      line += 1;
      i += 2;
    } else if (c === '\n' || c === ';' || c === '|' || (c === '&' && script[i + 1] === '&')) {
      end();
      out.push(null);
      if (c === '\n') line += 1;
      i += c === '&' ? 2 : 1;
    } else if (c === ' ' || c === '\t') {
      end();
      i += 1;
    } else if (c === '#' && !inWord) {
      while (i < script.length && script[i] !== '\n') i += 1;
    } else if (c === "'") {
      start();
      const close = script.indexOf("'", i + 1);
      const quoted = script.slice(i + 1, close < 0 ? script.length : close);
      word += quoted;
      line += quoted.split('\n').length - 1;
      i = close < 0 ? script.length : close + 1;
    } else if (c === '"') {
      start();
      i += 1;
      while (i < script.length && script[i] !== '"') {
        const d = script[i] ?? '';
        if (d === '\\' && /["\\$`]/.test(script[i + 1] ?? '')) {
          word += script[i + 1] ?? '';
          i += 2;
        } else if (d === '$') {
          const [value, next] = expand(i + 1);
          word += value;
          i = next;
        } else {
          if (d === '\n') line += 1;
          word += d;
          i += 1;
        }
      }
      i += 1;
    } else if (c === '$') {
      start();
      const [value, next] = expand(i + 1);
      word += value;
      i = next;
    } else {
      start();
      word += c;
      i += 1;
    }
  }
  end();
  return out;
}

function curlCommand(words: Word[]): CurlExample | undefined {
  const [first, ...args] = words;
  if (first?.text !== 'curl') return undefined;
  const headers: Record<string, string> = {};
  let url: string | undefined;
  let body: string | undefined;
  let method: string | undefined;
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i]?.text ?? '';
    const value = args[i + 1]?.text;
    if (arg === '-H' || arg === '--header') {
      i += 1;
      const header = value ?? '';
      const colon = header.indexOf(':');
      headers[header.slice(0, colon).trim().toLowerCase()] = header.slice(colon + 1).trim();
    } else if (arg === '-X' || arg === '--request') {
      i += 1;
      method = value;
    } else if (arg === '-d' || arg === '--data') {
      i += 1;
      body = value;
    } else if (/^https?:\/\//.test(arg)) {
      url = arg;
    }
  }
  if (url === undefined) return undefined;
  const parsed = new URL(url);
  return {
    line: first.line,
    origin: parsed.origin,
    method:
      method === 'PATCH' || method === 'DELETE' || method === 'POST' || method === 'PUT'
        ? method
        : body === undefined
          ? 'GET'
          : 'POST',
    path: `${parsed.pathname}${parsed.search}`,
    headers,
    ...(body !== undefined && { body }),
  };
}

/** Every `curl` command in the markdown's ```sh blocks, with `env` for `$NAME` expansions. */
export function curlExamples(markdown: string, env: Record<string, string> = {}): CurlExample[] {
  const examples: CurlExample[] = [];
  const lines = markdown.split('\n');
  for (let i = 0; i < lines.length; i += 1) {
    if (lines[i]?.trim() !== '```sh') continue;
    const from = i + 1;
    let to = from;
    while (to < lines.length && lines[to]?.trim() !== '```') to += 1;
    const words = shellWords(lines.slice(from, to).join('\n'), from + 1, env);
    let command: Word[] = [];
    for (const word of [...words, null]) {
      if (word !== null) {
        command.push(word);
        continue;
      }
      const example = curlCommand(command);
      if (example) examples.push(example);
      command = [];
    }
    i = to;
  }
  return examples;
}

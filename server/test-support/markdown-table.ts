// The tables of a documentation page, read by the tests that hold a page to the code.

const cellsOf = (line: string): string[] =>
  line
    .slice(1, -1)
    .split('|')
    .map((cell) => cell.trim());

/**
 * The cells of the body rows of the markdown table whose header row starts with `header`, or,
 * given a list, whose header row is exactly that list (when two tables start alike).
 */
export function markdownTableRows(
  page: string,
  text: string,
  header: string | readonly string[],
): string[][] {
  const lines = text.split('\n');
  const isHeader = (line: string): boolean => {
    if (!line.startsWith('|')) return false;
    const cells = cellsOf(line);
    return typeof header === 'string' ? cells[0] === header : cells.join('|') === header.join('|');
  };
  const start = lines.findIndex(isHeader);
  if (start < 0) throw new Error(`${page} has no table headed "${[header].flat().join(' | ')}"`);
  const rows: string[][] = [];
  for (const line of lines.slice(start + 2)) {
    if (!line.startsWith('|')) break;
    rows.push(cellsOf(line));
  }
  return rows;
}

// The tables of a documentation page, read by the tests that hold a page to the code.

/** The cells of the body rows of the markdown table whose header row starts with `header`. */
export function markdownTableRows(page: string, text: string, header: string): string[][] {
  const lines = text.split('\n');
  const start = lines.findIndex((line) => line.split('|')[1]?.trim() === header);
  if (start < 0) throw new Error(`${page} has no table headed "${header}"`);
  const rows: string[][] = [];
  for (const line of lines.slice(start + 2)) {
    if (!line.startsWith('|')) break;
    rows.push(
      line
        .slice(1, -1)
        .split('|')
        .map((cell) => cell.trim()),
    );
  }
  return rows;
}

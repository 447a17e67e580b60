// A small RFC 4180 reader (quoted fields, doubled quotes, CRLF) so the rules package needs no
// runtime dependency to read the public data sets. Pure: callers do the file I/O.

/** Parses CSV text into records keyed by the header row. */
export function parseCsv(text: string): Record<string, string>[] {
  const rows = parseCsvRows(text);
  const header = rows[0];
  if (header === undefined) return [];
  const records: Record<string, string>[] = [];
  for (let r = 1; r < rows.length; r++) {
    const row = rows[r]!;
    if (row.length === 1 && row[0] === '') continue;
    const record: Record<string, string> = {};
    for (let c = 0; c < header.length; c++) record[header[c]!] = row[c] ?? '';
    records.push(record);
  }
  return records;
}

export function parseCsvRows(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const n = text.length;
  while (i < n) {
    const ch = text[i]!;
    if (ch === '"' && field === '') {
      // Quoted field: runs to the next quote that is not doubled.
      i++;
      for (;;) {
        const q = text.indexOf('"', i);
        if (q === -1) throw new Error('CSV: unterminated quoted field');
        field += text.slice(i, q);
        if (text[q + 1] === '"') {
          field += '"';
          i = q + 2;
        } else {
          i = q + 1;
          break;
        }
      }
    } else if (ch === ',') {
      row.push(field);
      field = '';
      i++;
    } else if (ch === '\n' || ch === '\r') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i += ch === '\r' && text[i + 1] === '\n' ? 2 : 1;
    } else {
      field += ch;
      i++;
    }
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv';

describe('csv', () => {
  it('escapes cells a spreadsheet would run as formulas', () => {
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe(`"'=HYPERLINK(""http://x"",""y"")"`);
    expect(csvCell('+254700000000')).toBe("'+254700000000");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tcmd')).toBe("'\tcmd");
  });

  it('leaves numbers and plain text alone and quotes commas, quotes and line breaks', () => {
    expect(csvCell(-5)).toBe('-5');
    expect(csvCell('Amboseli')).toBe('Amboseli');
    expect(csvCell('Nairobi, Kenya')).toBe('"Nairobi, Kenya"');
    expect(csvCell('line 1\nline 2')).toBe('"line 1\nline 2"');
    expect(csvCell(null)).toBe('');
  });

  it('writes a header and one CRLF-ended row per item', () => {
    const csv = toCsv([{ name: 'Wanjiru', note: '=1+1' }], [
      { header: 'Name', value: (row) => row.name },
      { header: 'Note', value: (row) => row.note },
    ]);
    expect(csv).toBe("Name,Note\r\nWanjiru,'=1+1\r\n");
  });
});

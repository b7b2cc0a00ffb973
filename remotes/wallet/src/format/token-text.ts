/** The ecash token in pasted or scanned text: whitespace and a `cashu:` URI prefix (with or without //) removed. */
export function tokenFromText(text: string): string {
  const trimmed = text.trim().replace(/\s+/g, '');
  return /^cashu:/i.test(trimmed) && !/^cashu[AB]/.test(trimmed) ? trimmed.slice('cashu:'.length).replace(/^\/\//, '') : trimmed;
}

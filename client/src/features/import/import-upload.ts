// Sending a spreadsheet from the browser: the file itself is the body of POST /api/v1/import (the REST door
// takes files up to IMPORT_FILE_MAX_BYTES; GraphQL would carry it as base64 within a smaller body limit).
// The server keeps the file and answers its id; the page then asks for the preview through GraphQL.
import { defineMessages, type MessageDescriptor } from '../../i18n/intl.tsx';
import { xsrfHeaders } from '../../relay/xsrf.ts';

/** What the server takes (server/src/domains/import/import-file.ts IMPORT_FILE_MAX_BYTES). */
export const IMPORT_UPLOAD_MAX_BYTES = 8 * 1024 * 1024;
export const IMPORT_ACCEPT = '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const PROBLEMS = defineMessages({
  format: { id: 'staff.import.upload.format', defaultMessage: 'Choose a CSV file or an Excel workbook (.xlsx). Save other formats as one of these first.' },
  empty: { id: 'staff.import.upload.empty', defaultMessage: 'The file is empty.' },
  tooLarge: { id: 'staff.import.upload.tooLarge', defaultMessage: 'The file is larger than 8 MB. Split it into smaller files and import each one.' },
});

/** A refusal to show before anything is sent (a message to format), or null. */
export function spreadsheetProblem(file: File): MessageDescriptor | null {
  if (!/\.(csv|xlsx|txt)$/i.test(file.name)) return PROBLEMS.format;
  if (file.size === 0) return PROBLEMS.empty;
  if (file.size > IMPORT_UPLOAD_MAX_BYTES) return PROBLEMS.tooLarge;
  return null;
}

/** What a file holds, as the upload says (the server's ImportKind). */
export type ImportKind = 'FAMILIES' | 'VOLUNTEERS';

/** Uploads the file; resolves to the import's id, rejects with the server's own words when it is refused (with no
 *  words when the server gave none: the caller says it in the reader's language). */
export async function uploadSpreadsheet(file: File, kind: ImportKind = 'FAMILIES'): Promise<number> {
  const response = await fetch(`/api/v1/import?fileName=${encodeURIComponent(file.name.slice(0, 200))}&kind=${kind}`, {
    method: 'POST',
    body: file,
    credentials: 'include',
    headers: { Accept: 'application/json', 'Content-Type': file.type || 'application/octet-stream', ...(await xsrfHeaders()) },
  });
  const body = (await response.json().catch(() => null)) as { preview?: { importId: number }; error?: { message: string; fields?: Record<string, string> } } | null;
  if (!response.ok || !body?.preview) throw new Error(body?.error?.fields?.file ?? body?.error?.message ?? '');
  return body.preview.importId;
}

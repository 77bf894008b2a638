import { describe, expect, it } from 'vitest';
import { ATTACHMENT_EXTENSIONS } from '@agency/contract/limits';
import {
  ACCEPTED_NAME_EXTENSIONS,
  ATTACHMENT_EMPTY_MESSAGE,
  ATTACHMENT_SIZE_MESSAGE,
  ATTACHMENT_TYPE_MESSAGE,
  MAX_ATTACHMENT_BYTES,
  acceptedFile,
  cleanFileName,
} from './attachment-types';

// README "The request form": a brief or RFP may be a PDF, DOC/DOCX, PPT/PPTX, KEY, XLSX, PNG, JPG
// or ZIP, judged by its content; the name only decides between formats that share a container.
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

describe('which files may be attached', () => {
  it.each([
    [{ ext: 'pdf', mime: 'application/pdf' }, 'brief.pdf', 'application/pdf'],
    [{ ext: 'docx', mime: DOCX }, 'Brief.DOCX', DOCX],
    [
      { ext: 'pptx', mime: 'x' },
      'deck.pptx',
      'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    ],
    [{ ext: 'xlsx', mime: 'x' }, 'budget.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
    [{ ext: 'png', mime: 'image/png' }, 'moodboard.png', 'image/png'],
    [{ ext: 'jpg', mime: 'image/jpeg' }, 'photo.jpeg', 'image/jpeg'],
    [{ ext: 'jpg', mime: 'image/jpeg' }, 'photo.JPG', 'image/jpeg'],
    [{ ext: 'zip', mime: 'application/zip' }, 'assets.zip', 'application/zip'],
    [{ ext: 'zip', mime: 'application/zip' }, 'pitch.key', 'application/x-iwork-keynote-sffkey'],
    [{ ext: 'cfb', mime: 'application/x-cfb' }, 'old-brief.doc', 'application/msword'],
    [{ ext: 'cfb', mime: 'application/x-cfb' }, 'old-deck.PPT', 'application/vnd.ms-powerpoint'],
  ])('accepts %o named %s as %s, under its own name', (detected, name, mediaType) => {
    expect(acceptedFile(detected, name)).toEqual({ mediaType, fileName: name });
  });

  it('refuses content of any other kind, whatever its name says', () => {
    expect(acceptedFile({ ext: 'exe', mime: 'application/x-msdownload' }, 'brief.pdf')).toBeNull();
    expect(acceptedFile({ ext: 'gif', mime: 'image/gif' }, 'logo.png')).toBeNull();
    expect(acceptedFile({ ext: 'html', mime: 'text/html' }, 'page.zip')).toBeNull();
    // Nothing file-type knows (plain text, random bytes).
    expect(acceptedFile(undefined, 'notes.pdf')).toBeNull();
  });

  it('refuses a legacy Office file whose name does not say DOC or PPT (an XLS, an Outlook message)', () => {
    expect(acceptedFile({ ext: 'cfb', mime: 'application/x-cfb' }, 'budget.xls')).toBeNull();
    expect(acceptedFile({ ext: 'cfb', mime: 'application/x-cfb' }, 'mail.msg')).toBeNull();
    expect(acceptedFile({ ext: 'cfb', mime: 'application/x-cfb' }, 'nameless')).toBeNull();
  });

  it("gives a name that does not fit the content the content's extension", () => {
    expect(acceptedFile({ ext: 'png', mime: 'image/png' }, 'brief.pdf')).toEqual({
      mediaType: 'image/png',
      fileName: 'brief.pdf.png',
    });
    expect(acceptedFile({ ext: 'pdf', mime: 'application/pdf' }, 'brief')).toEqual({
      mediaType: 'application/pdf',
      fileName: 'brief.pdf',
    });
    expect(acceptedFile({ ext: 'jpg', mime: 'image/jpeg' }, 'scan.key')).toEqual({
      mediaType: 'image/jpeg',
      fileName: 'scan.key.jpg',
    });
  });

  it('reads the extension after the last dot of a name with several', () => {
    expect(acceptedFile({ ext: 'png', mime: 'image/png' }, 'moodboard.v2.png')).toEqual({
      mediaType: 'image/png',
      fileName: 'moodboard.v2.png',
    });
  });

  it('accepts files by the very name extensions the form offers (packages/contract)', () => {
    expect([...ACCEPTED_NAME_EXTENSIONS].sort()).toEqual([...ATTACHMENT_EXTENSIONS].sort());
  });

  it('allows 10 MB per file', () => {
    expect(MAX_ATTACHMENT_BYTES).toBe(10_485_760);
  });

  it('says what is allowed when it refuses a file', () => {
    expect(ATTACHMENT_TYPE_MESSAGE).toBe(
      'This type of file cannot be attached. Please attach a PDF, DOC, DOCX, PPT, PPTX, KEY, XLSX, PNG, JPG or ZIP file.',
    );
    expect(ATTACHMENT_SIZE_MESSAGE).toBe('This file is larger than 10 MB.');
    expect(ATTACHMENT_EMPTY_MESSAGE).toBe('This file is empty.');
  });
});

describe('the stored file name', () => {
  it('keeps the last path segment only', () => {
    expect(cleanFileName('C:\\Users\\ada\\brief.pdf')).toBe('brief.pdf');
    expect(cleanFileName('../../etc/passwd')).toBe('passwd');
  });

  it('drops control characters, quotes, backslashes and direction or invisible marks, and outer spaces', () => {
    expect(cleanFileName(' brief\u0000\r\n"final"\u202e\u200b.pdf ')).toBe('brieffinal.pdf');
    expect(cleanFileName('\u0085report\u009f.pdf')).toBe('report.pdf');
  });

  it('keeps at most 200 characters, the extension included', () => {
    const long = `${'a'.repeat(300)}.pptx`;
    const cleaned = cleanFileName(long);
    expect(cleaned).toHaveLength(200);
    expect(cleaned.endsWith('.pptx')).toBe(true);
    expect(cleanFileName(`${'b'.repeat(250)}`)).toBe('b'.repeat(200));
    expect(cleanFileName(`${'c'.repeat(200)}`)).toBe('c'.repeat(200));
  });
});
